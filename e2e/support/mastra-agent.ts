import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureMastraAgentInstalled } from '../../scripts/ensure-mastra-agent.mjs';
import { mastraAgentTurn } from '../agents/mastra/scripted-model.ts';
import type { MockProviderServer } from './mock-provider-server.ts';
import { startMockProviderServer } from './mock-provider-server.ts';

const agentFolder = fileURLToPath(new URL('../agents/mastra/', import.meta.url));

/** What the Mastra agent server wrote down: each request it received and each tool execution. */
export type MastraRecord =
  | { readonly kind: 'request'; readonly body: Record<string, unknown> }
  | {
      readonly kind: 'execution';
      readonly tool: string;
      readonly toolCallId?: string;
      readonly args: Record<string, unknown>;
    };

/** A running Mastra agent behind @ag-ui/mastra, its scripted model, and its record. */
export interface RunningMastraAgent {
  /** The AG-UI run endpoint. */
  readonly url: string;
  readonly model: MockProviderServer;
  records(): MastraRecord[];
  executions(): Extract<MastraRecord, { kind: 'execution' }>[];
  requests(): Record<string, unknown>[];
  /** Clears the record (the agent keeps its threads). */
  resetRecords(): void;
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
        // Not the announcement; the server logs nothing else on standard output.
      }
    });
    child.once('exit', (code) => reject(new Error(`The Mastra agent server exited (${code}): ${errors()}`)));
  });
}

/**
 * Installs the agent's folder when missing, starts its scripted OpenAI-compatible model and then the agent
 * server (`e2e/agents/mastra/server.mjs`), each on a free port of 127.0.0.1, offline.
 */
export async function startMastraAgent(): Promise<RunningMastraAgent> {
  ensureMastraAgentInstalled();
  const model = await startMockProviderServer([], { script: mastraAgentTurn });
  const folder = mkdtempSync(join(tmpdir(), 'toolgate-mastra-'));
  const recordFile = join(folder, 'record.jsonl');
  writeFileSync(recordFile, '');
  let stderr = '';
  const child = spawn(
    process.execPath,
    ['server.mjs', '--port', '0', '--model-url', `${model.origin}/v1`, '--record', recordFile],
    { cwd: agentFolder, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString('utf8')}`.slice(-4000);
  });
  const url = await waitForUrl(child, () => stderr).catch(async (error: unknown) => {
    await model.close();
    throw error;
  });
  const records = () =>
    readFileSync(recordFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as MastraRecord);
  return {
    url,
    model,
    records,
    executions: () => records().filter((entry) => entry.kind === 'execution'),
    requests: () => records().flatMap((entry) => (entry.kind === 'request' ? [entry.body] : [])),
    resetRecords: () => writeFileSync(recordFile, ''),
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await model.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
