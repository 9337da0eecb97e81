import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One JSON-RPC message the browser sent through the proxy. */
export interface RecordedMessage {
  readonly method?: string;
  readonly id?: string | number;
  readonly params?: Record<string, unknown>;
}

/** A proxy in front of an MCP server that records what the browser sends, and can demand a bearer token. */
export interface RecordingProxy {
  readonly url: string;
  readonly messages: RecordedMessage[];
  /** The `tools/call` requests for `tool`, in order. */
  calls(tool: string): RecordedMessage[];
  close(): Promise<void>;
}

const corsHeaders = (request: IncomingMessage) => ({
  'access-control-allow-origin': request.headers.origin ?? '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
  'access-control-expose-headers': 'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate',
});

/**
 * Starts a proxy on 127.0.0.1 to `target` (an MCP endpoint URL), passing requests and streamed answers through
 * unchanged and recording the JSON-RPC messages of each POST. With `bearer`, a request without
 * `Authorization: Bearer <bearer>` is answered 401 with a `WWW-Authenticate` challenge, as a protected server does.
 */
export async function startRecordingProxy(
  target: string,
  options: { readonly bearer?: string } = {},
): Promise<RecordingProxy> {
  const messages: RecordedMessage[] = [];
  const upstream = new URL(target);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (incoming.method === 'OPTIONS' && options.bearer) {
        outgoing.writeHead(204, corsHeaders(incoming)).end();
        return;
      }
      if (options.bearer && incoming.headers.authorization !== `Bearer ${options.bearer}`) {
        outgoing
          .writeHead(401, {
            ...corsHeaders(incoming),
            'content-type': 'application/json',
            'www-authenticate': 'Bearer realm="toolgate-e2e", error="invalid_token", scope="tools"',
          })
          .end(JSON.stringify({ error: 'unauthorized' }));
        return;
      }
      if (incoming.method === 'POST' && body.length > 0) {
        try {
          const parsed = JSON.parse(body.toString('utf8')) as RecordedMessage | RecordedMessage[];
          messages.push(...(Array.isArray(parsed) ? parsed : [parsed]));
        } catch {
          // Not JSON: passed on for the server to refuse.
        }
      }
      const headers = { ...incoming.headers, host: upstream.host };
      const proxied = forward(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          path: upstream.pathname,
          method: incoming.method,
          headers,
        },
        (answer) => {
          const extra = options.bearer ? corsHeaders(incoming) : {};
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...extra });
          answer.pipe(outgoing);
        },
      );
      proxied.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.destroy();
      });
      proxied.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    messages,
    calls: (tool) =>
      messages.filter((message) => message.method === 'tools/call' && message.params?.name === tool),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
