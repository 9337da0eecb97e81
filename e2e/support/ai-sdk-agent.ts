import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureAiSdkAgentInstalled } from '../../scripts/ensure-ai-sdk-agent.mjs';

const agentFolder = fileURLToPath(new URL('../agents/ai-sdk/', import.meta.url));

/** What a tool of the route ran: its call id, the input it ran with and what it returned. */
export interface AiSdkExecution {
  readonly tool: string;
  readonly toolCallId: string;
  readonly input: Record<string, unknown>;
  readonly output: Record<string, unknown>;
}

/** What the route received and ran, as its `GET /record` answers. */
export interface AiSdkRecord {
  /** Each chat request's body, in the order received. */
  readonly requests: readonly {
    readonly id?: string;
    readonly messages: readonly Record<string, unknown>[];
  }[];
  readonly executions: readonly AiSdkExecution[];
  /** Calls asked to run again, which the route answered from the first run without running anything. */
  readonly repeats: readonly { readonly tool: string; readonly toolCallId: string }[];
}

/** A running AI SDK chat route (`e2e/agents/ai-sdk/server.mjs`) and what it recorded. */
export interface RunningAiSdkAgent {
  /** The chat endpoint (`…/api/chat`). */
  readonly url: string;
  record(): Promise<AiSdkRecord>;
  /** Makes the next fresh answer pause mid-run, after send_email's approval request, until `release`. */
  hold(): Promise<void>;
  release(): Promise<void>;
  close(): Promise<void>;
}

function waitForUrl(child: ChildProcess, errors: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const { url } = JSON.parse(line) as { url?: string };
        if (url) resolve(url);
      } catch {
        // Not the announcement; the server prints nothing else on standard output.
      }
    });
    child.once('exit', (code) => reject(new Error(`The AI SDK route exited (${code}): ${errors()}`)));
  });
}

/**
 * Installs the route's folder when missing and starts it on a free port of 127.0.0.1, offline; `origins`
 * limits the origins it answers with CORS headers (none: any origin), and `token` makes it take a chat only
 * with `Authorization: Bearer <token>` (`AI_SDK_ROUTE_TOKEN`).
 */
export async function startAiSdkAgent(
  origins: readonly string[] = [],
  options: { readonly token?: string } = {},
): Promise<RunningAiSdkAgent> {
  ensureAiSdkAgentInstalled();
  let stderr = '';
  const child = spawn(
    process.execPath,
    ['server.mjs', '--port', '0', ...origins.flatMap((origin) => ['--origin', origin])],
    {
      cwd: agentFolder,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, AI_SDK_ROUTE_TOKEN: options.token ?? '' },
    },
  );
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString('utf8')}`.slice(-4000);
  });
  const url = await waitForUrl(child, () => stderr);
  return {
    url,
    record: async () => (await (await fetch(new URL('/record', url))).json()) as AiSdkRecord,
    hold: async () => void (await fetch(new URL('/hold', url), { method: 'POST' })),
    release: async () => void (await fetch(new URL('/release', url), { method: 'POST' })),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
