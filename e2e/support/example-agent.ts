import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './mcp-processes.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const guard = path.join(root, 'e2e/support/process-group-guard.mjs');

/** The example agent (`npm run example:agent`) as an operator runs it, in a process of its own. */
export interface ExampleAgent {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts `scripts/example-agent.ts` with tsx on a free port, in a process group a guard ends when this process's
 * pipe to it closes, and waits until it says where it listens (bounded by the journey's own timeout).
 */
export async function startExampleAgent(): Promise<ExampleAgent> {
  const port = await freePort();
  const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');
  const child = spawn(
    process.execPath,
    [guard, process.execPath, tsx, path.join(root, 'scripts/example-agent.ts')],
    {
      cwd: root,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, EXAMPLE_AGENT_PORT: String(port) },
    },
  );
  let output = '';
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  };
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Example AG-UI agent listening: (\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`The example agent exited (${code}):\n${output}`)));
  });
  return { url, stop };
}
