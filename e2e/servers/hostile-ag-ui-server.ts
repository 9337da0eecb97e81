import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type WireEvent = Record<string, unknown> & { type: string };

/**
 * What the hostile agent sends on a run: an interrupt whose `editedArgs` schema nests `levels` deep, one whose
 * schema has `properties` properties each with a description and a pattern, text deltas without end, or `calls`
 * tool calls each waiting on its own interrupt.
 */
export type HostileScenario =
  | { readonly kind: 'deep-schema'; readonly levels: number }
  | { readonly kind: 'huge-schema'; readonly properties: number }
  | { readonly kind: 'endless-text'; readonly eventsPerSecond: number }
  | { readonly kind: 'many-calls'; readonly calls: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `{type: object, properties: {a: {type: object, properties: {a: …}}}}`, `levels` deep, as JSON text: deeper than
 * `JSON.stringify` can write, so it is written as text and stands in for {@link schemaSlot} when sent.
 */
export function deepSchemaText(levels: number): string {
  return `${'{"type":"object","properties":{"a":'.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}`;
}

/** Where an event holds a schema sent as text. */
const schemaSlot = '__schema_text__';

/** An object schema of `count` string properties, each described and constrained by a backtracking pattern. */
export function hugeSchema(count: number): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let index = 0; index < count; index += 1)
    properties[`field_${index}`] = {
      type: 'string',
      description: `Field ${index} of the record, which the agent describes at length so the schema grows. `.repeat(
        2,
      ),
      pattern: '^(a+)+$',
    };
  return { type: 'object', properties };
}

function responseSchema(editedArgs: Record<string, unknown> | string): Record<string, unknown> {
  return {
    type: 'object',
    required: ['approved'],
    properties: { approved: { type: 'boolean' }, reason: { type: 'string' }, editedArgs },
  };
}

function callEvents(toolCallId: string, messageId: string, args: Record<string, unknown>): WireEvent[] {
  return [
    { type: 'TOOL_CALL_START', toolCallId, toolCallName: 'update_record', parentMessageId: messageId },
    { type: 'TOOL_CALL_ARGS', toolCallId, delta: JSON.stringify(args) },
    { type: 'TOOL_CALL_END', toolCallId },
  ];
}

function interruptRun(threadId: string, runId: string, editedArgs: Record<string, unknown> | string): WireEvent[] {
  return [
    { type: 'RUN_STARTED', threadId, runId },
    ...callEvents('call_hostile', `msg_${runId}`, { id: 17, note: 'update' }),
    {
      type: 'RUN_FINISHED',
      threadId,
      runId,
      outcome: {
        type: 'interrupt',
        interrupts: [
          {
            id: 'int_hostile',
            reason: 'tool_call',
            toolCallId: 'call_hostile',
            message: 'Update this record?',
            responseSchema: responseSchema(editedArgs),
          },
        ],
      },
    },
  ];
}

function manyCallsRun(threadId: string, runId: string, calls: number): WireEvent[] {
  const events: WireEvent[] = [{ type: 'RUN_STARTED', threadId, runId }];
  const interrupts: Record<string, unknown>[] = [];
  for (let index = 0; index < calls; index += 1) {
    const toolCallId = `call_${index}`;
    events.push(...callEvents(toolCallId, `msg_${runId}_${Math.floor(index / 100)}`, { id: index }));
    interrupts.push({ id: `int_${index}`, reason: 'tool_call', toolCallId, message: `Update record ${index}?` });
  }
  events.push({ type: 'RUN_FINISHED', threadId, runId, outcome: { type: 'interrupt', interrupts } });
  return events;
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

/**
 * A hostile AG-UI agent for tests, on 127.0.0.1 and a free port: every run plays its scenario (a resume is
 * answered with a plain finished run). The endless stream goes on until the page closes the connection.
 */
export async function startHostileAgUiServer(scenario: HostileScenario) {
  const open = new Set<ServerResponse>();
  let eventsSent = 0;
  const resumes: unknown[] = [];
  const schemaText = scenario.kind === 'deep-schema' ? deepSchemaText(scenario.levels) : undefined;
  const write = (response: ServerResponse, event: WireEvent) => {
    eventsSent += 1;
    // Server-sent events written by hand: the AG-UI encoder validates each event recursively and cannot send a
    // schema nested this deep, which is what the test must send.
    const text = JSON.stringify(event);
    const data = schemaText === undefined ? text : text.replace(`"${schemaSlot}"`, schemaText);
    return response.write(`data: ${data}\n\n`);
  };

  const endless = async (response: ServerResponse, threadId: string, runId: string) => {
    if (scenario.kind !== 'endless-text') return;
    write(response, { type: 'RUN_STARTED', threadId, runId });
    write(response, { type: 'TEXT_MESSAGE_START', messageId: `msg_${runId}`, role: 'assistant' });
    const perTick = Math.max(1, Math.round(scenario.eventsPerSecond / 100));
    const started = Date.now();
    for (let sent = 0; !response.destroyed && !response.writableEnded; ) {
      for (let index = 0; index < perTick; index += 1, sent += 1)
        write(response, {
          type: 'TEXT_MESSAGE_CONTENT',
          messageId: `msg_${runId}`,
          delta: `word ${sent} of a stream that never ends. `,
        });
      const due = started + (sent / scenario.eventsPerSecond) * 1000;
      await sleep(Math.max(0, due - Date.now()));
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const cors = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers':
        request.headers['access-control-request-headers'] ?? 'Content-Type, Accept, Authorization',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const body = await readBody(request);
    const threadId = typeof body?.threadId === 'string' ? body.threadId : 'thread';
    const runId = typeof body?.runId === 'string' ? body.runId : 'run';
    response.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    open.add(response);
    response.on('close', () => open.delete(response));
    if (Array.isArray(body?.resume)) {
      resumes.push(body.resume);
      write(response, { type: 'RUN_STARTED', threadId, runId });
      write(response, { type: 'RUN_FINISHED', threadId, runId });
      response.end();
      return;
    }
    if (scenario.kind === 'endless-text') return endless(response, threadId, runId);
    const events =
      scenario.kind === 'deep-schema'
        ? interruptRun(threadId, runId, schemaSlot)
        : scenario.kind === 'huge-schema'
          ? interruptRun(threadId, runId, hugeSchema(scenario.properties))
          : manyCallsRun(threadId, runId, scenario.calls);
    for (const event of events) write(response, event);
    response.end();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/agent`,
    /** How many events the server has written, all runs together. */
    eventsSent: () => eventsSent,
    /** The `resume` of each run that answered interrupts, in order. */
    resumes,
    /** Whether a stream is still open (an endless run the page has not stopped). */
    streaming: () => open.size > 0,
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
