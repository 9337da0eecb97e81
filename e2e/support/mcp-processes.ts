import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { journeyTimeoutMs } from './waits.ts';

const require = createRequire(import.meta.url);

/** A port nobody listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server started from the project's dev dependencies, and what it printed. */
export interface ServerProcess {
  readonly url: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

function packageFile(name: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
}

/**
 * The longest a server may take to listen: the journey's own timeout, so a slow start on a loaded machine is
 * waited out, and one that never listens is reported with what it printed.
 */
const startBoundMs = journeyTimeoutMs;

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + startBoundMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    const open = await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not listen on ${port}:\n${output()}`);
}

async function start(
  args: readonly string[],
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess & { child: ChildProcess }> {
  let text = '';
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const output = () => text;
  await waitForPort(port, child, output);
  return {
    child,
    url: `http://127.0.0.1:${port}/mcp`,
    output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * `@modelcontextprotocol/server-everything` over Streamable HTTP on `port`, else a free one (its own CORS allows
 * any origin); a server started again on the port of one that was stopped is found at the same URL.
 */
export async function startEverythingServer(
  port?: number,
): Promise<ServerProcess & { readonly port: number }> {
  port ??= await freePort();
  const server = await start(
    [packageFile('@modelcontextprotocol/server-everything', 'dist/index.js'), 'streamableHttp'],
    port,
  );
  return { ...server, port };
}

/**
 * `@modelcontextprotocol/server-filesystem` on `folder`, over stdio, turned into stateful Streamable HTTP by
 * `supergateway`; with `cors`, supergateway allows any origin and exposes Mcp-Session-Id, else it sends no CORS
 * headers at all.
 */
export async function startFilesystemServer(
  folder: string,
  options: { readonly cors: boolean },
): Promise<ServerProcess> {
  const port = await freePort();
  const filesystem = packageFile('@modelcontextprotocol/server-filesystem', 'dist/index.js');
  return start(
    [
      packageFile('supergateway', 'dist/index.js'),
      '--stdio',
      `${JSON.stringify(process.execPath)} ${JSON.stringify(filesystem)} ${JSON.stringify(folder)}`,
      '--outputTransport',
      'streamableHttp',
      '--stateful',
      '--port',
      String(port),
      '--logLevel',
      'info',
      ...(options.cors ? ['--cors'] : []),
    ],
    port,
  );
}
