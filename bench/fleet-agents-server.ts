import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventEncoder } from '@ag-ui/encoder';

type WireEvent = Record<string, unknown> & { readonly type: string };

const responseSchema = {
  type: 'object',
  required: ['approved'],
  properties: { approved: { type: 'boolean' }, reason: { type: 'string' }, editedArgs: { type: 'object' } },
};

/** The calls agent `agent` proposes: alike refunds (same tool, same keys), distinct lookups, destructive deletes. */
function callsOf(agent: number, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const kind = index % 4;
    if (kind === 3) return { name: 'delete_record', args: { model: 'Draft', id: agent * 100 + index } };
    if (kind === 2)
      return { name: `lookup_${index}`, args: { query: `order ${agent}-${index}`, limit: index } };
    return {
      name: 'update_record',
      args: { model: 'Order', id: agent * 100 + index, values: { status: 'refunded' } },
    };
  });
}

function interruptRun(threadId: string, runId: string, agent: number, count: number): WireEvent[] {
  const calls = callsOf(agent, count);
  return [
    { type: 'RUN_STARTED', threadId, runId },
    { type: 'TEXT_MESSAGE_START', messageId: `m_${runId}`, role: 'assistant' },
    {
      type: 'TEXT_MESSAGE_CONTENT',
      messageId: `m_${runId}`,
      delta: `Agent ${agent} proposes ${count} calls.`,
    },
    { type: 'TEXT_MESSAGE_END', messageId: `m_${runId}` },
    ...calls.flatMap((call, index) => [
      {
        type: 'TOOL_CALL_START',
        toolCallId: `c${index}`,
        toolCallName: call.name,
        parentMessageId: `t_${runId}`,
      },
      { type: 'TOOL_CALL_ARGS', toolCallId: `c${index}`, delta: JSON.stringify(call.args) },
      { type: 'TOOL_CALL_END', toolCallId: `c${index}` },
    ]),
    {
      type: 'RUN_FINISHED',
      threadId,
      runId,
      outcome: {
        type: 'interrupt',
        interrupts: calls.map((call, index) => ({
          id: `i${index}`,
          reason: 'tool_call',
          toolCallId: `c${index}`,
          message: `Run ${call.name}?`,
          responseSchema,
        })),
      },
    },
  ];
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One process serving `agents` AG-UI agents, each at an origin of its own (`http://127.0.0.1:<port>/agent/<n>`), as
 * the agents of a fleet are deployed: one in ten keeps streaming text, the others share `calls` pending calls among
 * them, raised as interrupts of their first run. A resume ends the run. Records the resumes each agent received.
 *
 * One origin for all of them would measure the browser's limit of six connections to an origin over HTTP/1.1
 * (a hundred agents' requests queued behind two free connections), not the console.
 */
export async function startFleetAgentsServer(options: { readonly agents: number; readonly calls: number }) {
  const encoder = new EventEncoder();
  const streamers = new Set(Array.from({ length: options.agents }, (_, n) => n).filter((n) => n % 10 === 9));
  const callers = Array.from({ length: options.agents }, (_, n) => n).filter((n) => !streamers.has(n));
  const share = (n: number) => {
    const index = callers.indexOf(n);
    const base = Math.floor(options.calls / callers.length);
    return base + (index < options.calls % callers.length ? 1 : 0);
  };
  const resumes = new Map<number, number>();
  const open = new Set<ServerResponse>();
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const cors = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers':
        request.headers['access-control-request-headers'] ?? 'Content-Type, Accept',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const agent = Number(/\/agent\/(\d+)/.exec(request.url ?? '')?.[1] ?? Number.NaN);
    const body = await readBody(request);
    const threadId = typeof body?.['threadId'] === 'string' ? body['threadId'] : undefined;
    const runId = typeof body?.['runId'] === 'string' ? body['runId'] : undefined;
    if (!threadId || !runId || Number.isNaN(agent))
      return void response
        .writeHead(400, { ...cors, 'Content-Type': 'application/json' })
        .end('{"error":"invalid"}');
    response.writeHead(200, {
      ...cors,
      'Content-Type': encoder.getContentType(),
      'Cache-Control': 'no-cache',
    });
    open.add(response);
    response.on('close', () => open.delete(response));
    const write = (event: WireEvent) => response.write(encoder.encode(event as never));
    if (Array.isArray(body?.['resume'])) {
      resumes.set(agent, (resumes.get(agent) ?? 0) + 1);
      for (const event of [
        { type: 'RUN_STARTED', threadId, runId },
        { type: 'TEXT_MESSAGE_START', messageId: `m_${runId}`, role: 'assistant' },
        { type: 'TEXT_MESSAGE_CONTENT', messageId: `m_${runId}`, delta: 'Done.' },
        { type: 'TEXT_MESSAGE_END', messageId: `m_${runId}` },
        { type: 'RUN_FINISHED', threadId, runId },
      ])
        write(event);
      return void response.end();
    }
    if (streamers.has(agent)) {
      write({ type: 'RUN_STARTED', threadId, runId });
      write({ type: 'TEXT_MESSAGE_START', messageId: `m_${runId}`, role: 'assistant' });
      for (let sent = 0; !response.destroyed && !response.writableEnded; sent += 1) {
        write({ type: 'TEXT_MESSAGE_CONTENT', messageId: `m_${runId}`, delta: `streaming ${sent}. ` });
        await sleep(20);
      }
      return;
    }
    for (const event of interruptRun(threadId, runId, agent, share(agent))) write(event);
    response.end();
  };
  const servers = await Promise.all(
    Array.from({ length: options.agents }, async () => {
      const server = createServer((request, response) => void handle(request, response));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  const portOf = (agent: number) => (servers[agent]!.address() as AddressInfo).port;
  return {
    url: (agent: number) => `http://127.0.0.1:${portOf(agent)}/agent/${agent}`,
    streamers,
    resumes: () => resumes,
    async close() {
      for (const response of open) response.destroy();
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}
