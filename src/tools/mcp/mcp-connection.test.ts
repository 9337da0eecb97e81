import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/until.ts';
import type { McpConnection } from './mcp-connection.ts';
import { connectMcpServer } from './mcp-connection.ts';

/** A stateful MCP server of the official SDK on 127.0.0.1, with one tool, `stat`. */
async function startServer(): Promise<{
  readonly url: string;
  readonly http: Server;
  readonly pings: () => number;
  /** From now on the server takes every request and never answers it, as a hung process does. */
  readonly hang: () => void;
}> {
  let pings = 0;
  let hung = false;
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (hung) return;
      void (async () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (text.includes('"method":"ping"')) pings += 1;
        const sessionId = request.headers['mcp-session-id'];
        let transport = typeof sessionId === 'string' ? transports.get(sessionId) : undefined;
        if (!transport) {
          const server = new McpServer({ name: 'health-test-server', version: '1.0.0' });
          server.registerTool('stat', { description: 'Facts.' }, () => ({
            content: [{ type: 'text', text: 'ok' }],
          }));
          const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
            sessionIdGenerator: () => randomUUID(),
            onsessioninitialized: (id) => void transports.set(id, created),
          });
          await server.connect(created);
          transport = created;
        }
        await transport.handleRequest(request, response, text ? (JSON.parse(text) as unknown) : undefined);
      })();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    http,
    pings: () => pings,
    hang: () => void (hung = true),
  };
}

let open: { connection?: McpConnection; http?: Server } = {};

afterEach(async () => {
  await open.connection?.close();
  // Stop listening first, then drop every connection (a hung server holds requests open), so close can finish.
  const closed = new Promise((resolve) => open.http?.close(resolve) ?? resolve(undefined));
  open.http?.closeAllConnections();
  await closed;
  open = {};
});

const noQuestions = () => Promise.resolve({ action: 'decline' as const });

describe('connectMcpServer health check', () => {
  it('keeps a server that answers its pings connected', async () => {
    const { url, http, pings } = await startServer();
    const lost: string[] = [];
    const connection = await connectMcpServer(
      { url, headers: {}, timeoutMs: 30_000, healthCheckMs: 20 },
      { onToolsChanged: () => undefined, onLost: (reason) => lost.push(reason), onElicitation: noQuestions },
    );
    open = { connection, http };
    await until(() => pings() >= 3);
    expect(lost).toEqual([]);
    expect((await connection.listTools()).map((tool) => tool.name)).toEqual(['stat']);
  });

  it('says a server that stopped answering went away, and why, without any call under way', async () => {
    const { url, http } = await startServer();
    const lost: string[] = [];
    const connection = await connectMcpServer(
      { url, headers: {}, timeoutMs: 30_000, healthCheckMs: 20 },
      { onToolsChanged: () => undefined, onLost: (reason) => lost.push(reason), onElicitation: noQuestions },
    );
    open = { connection };
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
    await until(() => lost.length > 0);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatch(/^It failed its health check: .* cannot be reached: nothing answered/);
    await expect(
      connection.callTool('stat', {}, { signal: new AbortController().signal, onProgress: () => undefined }),
    ).rejects.toThrow(/Not connected/);
  });

  it("says a hung server, one that takes the ping and never answers, went away by the ping's own timeout", async () => {
    const { url, http, pings, hang } = await startServer();
    const lost: string[] = [];
    // Requests may wait ten minutes, far past the runner's timeout: only the ping's own timeout can notice.
    const connection = await connectMcpServer(
      { url, headers: {}, timeoutMs: 600_000, healthCheckMs: 20, healthTimeoutMs: 1000 },
      { onToolsChanged: () => undefined, onLost: (reason) => lost.push(reason), onElicitation: noQuestions },
    );
    open = { connection, http };
    await until(() => pings() >= 1);
    hang();
    await until(() => lost.length > 0);
    expect(lost).toEqual([`It failed its health check: ${url} did not answer within 1 s.`]);
  });
});
