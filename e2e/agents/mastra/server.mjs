// A Mastra agent served over AG-UI by @ag-ui/mastra: POST a RunAgentInput to /agent, read the run's events as
// server-sent events. Started by the end-to-end tests and by record-fixtures.ts:
//
//   node server.mjs --model-url http://127.0.0.1:PORT/v1 --record FILE [--port 0] [--origin ORIGIN]...
//
// Prints one JSON line, {"url": "http://127.0.0.1:PORT/agent"}, once it listens. Every request body and every
// tool execution is appended to FILE as a JSON line ({"kind": "request" | "execution", ...}).
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { EventType } from '@ag-ui/core';
import { RunAgentInputSchema } from '@ag-ui/core/schemas';
import { EventEncoder } from '@ag-ui/encoder';
import { getLocalAgent } from '@ag-ui/mastra';
import { createMastra } from './agent.mjs';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'model-url': { type: 'string' },
    record: { type: 'string' },
    origin: { type: 'string', multiple: true, default: [] },
  },
});
if (!options['model-url'] || !options.record) {
  console.error('Usage: node server.mjs --model-url URL --record FILE [--port N] [--origin ORIGIN]...');
  process.exit(2);
}

const recordFile = options.record;
const record = (entry) =>
  appendFileSync(recordFile, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
const mastra = createMastra({
  modelBaseUrl: options['model-url'],
  record: (execution) => record({ kind: 'execution', ...execution }),
});

// With no --origin, any origin is allowed (the console's port differs from run to run in the tests).
function corsHeaders(request) {
  const origin = request.headers.origin;
  const allowed = options.origin.length === 0 || (origin !== undefined && options.origin.includes(origin));
  if (!origin || !allowed) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ?? 'content-type, accept, authorization',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

function fail(response, headers, status, message) {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: message }));
}

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const server = createServer((request, response) => {
  const headers = corsHeaders(request);
  const path = (request.url ?? '/').split('?')[0];
  if (request.method === 'OPTIONS') {
    response.writeHead(204, headers).end();
    return;
  }
  if (path !== '/agent') return fail(response, headers, 404, `No route for ${request.method} ${path}`);
  if (request.method !== 'POST') return fail(response, headers, 405, 'POST a RunAgentInput to /agent');
  void (async () => {
    let body;
    try {
      body = await readJson(request);
    } catch {
      return fail(response, headers, 400, 'The body is not JSON');
    }
    const parsed = RunAgentInputSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
      );
      return fail(response, headers, 422, `Not a RunAgentInput: ${issues.join('; ')}`);
    }
    record({ kind: 'request', body });
    const encoder = new EventEncoder({ accept: request.headers.accept });
    response.writeHead(200, {
      ...headers,
      'content-type': encoder.getContentType(),
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const agent = getLocalAgent({ mastra, agentId: 'support', resourceId: parsed.data.threadId });
    const subscription = agent.run(parsed.data).subscribe({
      next: (event) => response.write(encoder.encode(event)),
      error: (error) => {
        const message = error instanceof Error ? error.message : String(error);
        response.end(encoder.encode({ type: EventType.RUN_ERROR, message }));
      },
      complete: () => response.end(),
    });
    response.on('close', () => subscription.unsubscribe());
  })();
});

server.listen(Number(options.port), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/agent` }));
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
