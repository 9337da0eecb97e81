// An AI SDK 7 chat route served by node:http: POST the chat's UI messages to /api/chat ({id, messages}, as the
// SDK's DefaultChatTransport sends them), read the UI message stream (server-sent events). Started by the
// end-to-end tests, by record-fixtures.ts and by `npm run example:ai-sdk-agent`:
//
//   node server.mjs [--port 0] [--record FILE] [--origin ORIGIN]...
//
// With AI_SDK_ROUTE_TOKEN set, a chat is taken only with `Authorization: Bearer <that token>`: 401 without one,
// 403 with another.
//
// Prints one JSON line, {"url": "http://127.0.0.1:PORT/api/chat"}, once it listens. GET /record answers what it
// received and ran: {"requests": [body, ...], "executions": [{tool, toolCallId, input, output}, ...],
// "repeats": [...]}; with --record, each entry is appended to FILE as a JSON line too. POST /hold makes the next
// fresh answer pause mid-run (after send_email's approval request, inside delete_record's input) until
// POST /release, as a slow model would, so a client can stop it there.
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { pipeUIMessageStreamToResponse } from 'ai';
import { createChatRoute } from './route.mjs';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    record: { type: 'string' },
    origin: { type: 'string', multiple: true, default: [] },
  },
});

const log = { requests: [], executions: [], repeats: [] };
function record(entry) {
  if (entry.kind === 'request') log.requests.push(entry.body);
  else if (entry.kind === 'execution') log.executions.push(entry);
  else log.repeats.push(entry);
  if (options.record)
    appendFileSync(options.record, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
}
let holding = false;
let release = () => undefined;
const holds = {
  next() {
    if (!holding) return undefined;
    holding = false;
    return new Promise((resolve) => {
      release = resolve;
    });
  },
};
const route = createChatRoute(record, holds);
const token = process.env.AI_SDK_ROUTE_TOKEN || undefined;

// What a browser needs to post to the route from another origin: the preflight for a JSON body (and for the
// Authorization header, when the route takes a token), and the requesting origin allowed on every answer,
// refusals included. With no --origin, any origin is (the console's port varies in tests).
function corsHeaders(request) {
  const origin = request.headers.origin;
  const allowed = options.origin.length === 0 || (origin !== undefined && options.origin.includes(origin));
  if (!origin || !allowed) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, authorization',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

function answerJson(response, headers, status, value) {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

async function readJson(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const server = createServer((request, response) => {
  const headers = corsHeaders(request);
  const path = (request.url ?? '/').split('?')[0];
  if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end();
  if (path === '/record' && request.method === 'GET') return answerJson(response, headers, 200, log);
  if (path === '/hold' && request.method === 'POST') {
    holding = true;
    return answerJson(response, headers, 200, { holding });
  }
  if (path === '/release' && request.method === 'POST') {
    release();
    return answerJson(response, headers, 200, { released: true });
  }
  if (path !== '/api/chat')
    return answerJson(response, headers, 404, { error: `No route for ${request.method} ${path}` });
  if (request.method !== 'POST')
    return answerJson(response, headers, 405, { error: 'POST the chat to /api/chat' });
  if (token && request.headers.authorization !== `Bearer ${token}`) {
    const status = request.headers.authorization ? 403 : 401;
    const error = status === 401 ? 'This route needs a bearer token' : 'That token is not this route’s';
    return answerJson(response, { ...headers, 'www-authenticate': 'Bearer' }, status, { error });
  }
  void (async () => {
    let body;
    try {
      body = await readJson(request);
    } catch {
      return answerJson(response, headers, 400, { error: 'The body is not JSON' });
    }
    record({ kind: 'request', body });
    const answer = await route.answer(body);
    if (answer.status === 'refused') return answerJson(response, headers, 400, { error: answer.reason });
    pipeUIMessageStreamToResponse({ response, headers, stream: answer.stream });
  })().catch((error) => {
    if (!response.headersSent) answerJson(response, headers, 500, { error: String(error) });
    else response.end();
  });
});

server.listen(Number(options.port), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/api/chat` }));
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    // A held answer ends too, so no open request keeps the server from closing.
    release();
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
