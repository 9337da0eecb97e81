import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** An MCP server whose tool list the test changes while the browser is connected. */
export interface ChangingMcpServer {
  readonly url: string;
  /** Adds a tool to every session; the SDK tells each connected client with `tools/list_changed`. */
  addTool(name: string): void;
  close(): Promise<void>;
}

function cors(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
  response.setHeader(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? '*',
  );
  response.setHeader('access-control-expose-headers', 'Mcp-Session-Id, Mcp-Protocol-Version');
}

/**
 * Starts a stateful MCP server built with the official SDK on 127.0.0.1 (free port), with one tool, `first_tool`;
 * `addTool` registers another on every open session while it runs.
 */
export async function startChangingMcpServer(): Promise<ChangingMcpServer> {
  const sessions = new Map<
    string,
    { readonly server: McpServer; readonly transport: StreamableHTTPServerTransport }
  >();
  const extra: string[] = [];
  const register = (server: McpServer, name: string) =>
    server.registerTool(
      name,
      { description: `The tool ${name}.`, annotations: { readOnlyHint: true } },
      () => ({
        content: [{ type: 'text', text: `${name} ran` }],
      }),
    );

  const http = createServer((request, response) => {
    cors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text ? (JSON.parse(text) as unknown) : undefined;
        const sessionId = request.headers['mcp-session-id'];
        let session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
        if (!session) {
          const server = new McpServer(
            { name: 'changing-test-server', version: '1.0.0' },
            { capabilities: { tools: { listChanged: true } } },
          );
          register(server, 'first_tool');
          for (const name of extra) register(server, name);
          const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
            sessionIdGenerator: () => randomUUID(),
            onsessioninitialized: (id) => void sessions.set(id, { server, transport }),
          });
          await server.connect(transport);
          session = { server, transport };
        }
        await session.transport.handleRequest(request, response, body);
      })().catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    addTool(name) {
      extra.push(name);
      for (const { server } of sessions.values()) register(server, name);
    },
    close: async () => {
      for (const { server } of sessions.values()) await server.close().catch(() => undefined);
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
