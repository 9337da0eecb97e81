import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './mcp-processes.ts';
import { journeyTimeoutMs } from './waits.ts';

const require = createRequire(import.meta.url);
const graphFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../langgraph');
const guard = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'process-group-guard.mjs');

/** One line of the test tools' log: a tool that really ran, with the arguments it ran with. */
export interface ExecutedCall {
  readonly threadId: string | null;
  readonly name: string;
  readonly args: unknown;
}

/** A `langgraphjs dev` server on a free port, its state in a folder of its own. */
export interface LangGraphServer {
  readonly url: string;
  readonly folder: string;
  readonly toolLog: string;
  readonly output: () => string;
  readonly executed: () => Promise<readonly ExecutedCall[]>;
  stop(): Promise<void>;
}

export interface LangGraphServerOptions {
  /** When set, the deployment refuses any request whose `x-api-key` header is not this key (401). */
  readonly apiKey?: string;
  /** The folder for the configuration, state and tool log; a fresh temporary one when absent. */
  readonly folder?: string;
  readonly port?: number;
}

function configuration(folder: string, apiKey: string | undefined): string {
  // The CLI reads graph paths relative to the configuration's folder, even absolute ones.
  const relative = (file: string) => path.relative(folder, path.join(graphFolder, file));
  const graph = (file: string) => `${relative(file)}:graph`;
  return JSON.stringify(
    {
      node_version: '20',
      graphs: {
        inbox: graph('inbox-graph.ts'),
        'inbox-object': graph('inbox-object-graph.ts'),
        middleware: graph('middleware-graph.ts'),
        question: graph('question-graph.ts'),
      },
      ...(apiKey === undefined ? {} : { auth: { path: `${relative('api-key-auth.ts')}:auth` } }),
    },
    null,
    2,
  );
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Bounded by the journey's own timeout: a slow start on a loaded machine is waited out, and a server that never
  // answers is reported with what it printed.
  const deadline = Date.now() + journeyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`langgraphjs dev exited (${child.exitCode}):\n${output()}`);
    if (output().includes('Server running at')) {
      // Any answer will do: with an API key required, even /ok answers 401.
      const answered = await fetch(`${url}/ok`).then(
        () => true,
        () => false,
      );
      if (answered) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`langgraphjs dev did not answer on ${url}:\n${output()}`);
}

/**
 * Starts the test deployment with `node` on the CLI's own entry (no npx wrapper), offline (no analytics, no
 * browser, no reload), in a process group of its own so that stopping it ends the API server it spawns too. A guard
 * leads that group and ends it when this process's pipe to it closes, so an interrupted run leaves no server behind.
 * The state folder (`.langgraph_api`) is removed before the start, so every start begins with no threads.
 */
export async function startLangGraphServer(options: LangGraphServerOptions = {}): Promise<LangGraphServer> {
  const folder = options.folder ?? (await mkdtemp(path.join(tmpdir(), 'toolgate-langgraph-')));
  await rm(path.join(folder, '.langgraph_api'), { recursive: true, force: true });
  // The CLI appends its state folder to the project's .gitignore unless the file names it already.
  await writeFile(path.join(folder, '.gitignore'), '.langgraph_api\n');
  const configPath = path.join(folder, 'langgraph.json');
  await writeFile(configPath, configuration(folder, options.apiKey));
  const toolLog = path.join(folder, 'tool-log.jsonl');
  await writeFile(toolLog, '');
  const port = options.port ?? (await freePort());
  const cli = path.join(
    path.dirname(require.resolve('@langchain/langgraph-cli/package.json')),
    'dist/cli/cli.mjs',
  );
  let text = '';
  const child = spawn(
    process.execPath,
    [
      guard,
      process.execPath,
      cli,
      'dev',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-browser',
      '--no-reload',
      '--config',
      configPath,
    ],
    {
      cwd: folder,
      detached: true,
      // The guard ends the group when this pipe closes, so the server stops even when this process is killed.
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        LANGGRAPH_CLI_NO_ANALYTICS: '1',
        LANGSMITH_TRACING: 'false',
        BROWSER: 'none',
        TOOLGATE_LANGGRAPH_TOOL_LOG: toolLog,
        ...(options.apiKey === undefined ? {} : { TOOLGATE_LANGGRAPH_API_KEY: options.apiKey }),
      },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const output = () => text;
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The negative id is the group this child leads: the CLI and the API server it spawned.
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  };
  try {
    await waitUntilReady(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    folder,
    toolLog,
    output,
    stop,
    executed: async () =>
      (await readFile(toolLog, 'utf8'))
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as ExecutedCall),
  };
}
