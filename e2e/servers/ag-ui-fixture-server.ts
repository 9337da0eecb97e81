import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EventEncoder } from '@ag-ui/encoder';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/sources/ag-ui/__fixtures__',
);

type WireEvent = Record<string, unknown> & { type: string };

/** A fixture file: the events as sent on the wire. */
export function readFixture(name: string): WireEvent[] {
  return JSON.parse(readFileSync(path.join(fixtures, `${name}.json`), 'utf8')) as WireEvent[];
}

/** What a run request asks for: the first run of the two-interrupt scenario, an error, a stream that dies, a flood. */
export type Scenario =
  | { readonly kind: 'interrupts'; readonly expiresInMs?: number }
  | { readonly kind: 'run-error' }
  | { readonly kind: 'die-mid-stream' }
  | { readonly kind: 'flood'; readonly eventsPerSecond: number; readonly seconds: number }
  /**
   * Every request is answered with an HTML page (a web site at the wrong path): a run with 200, an invalid input
   * (such as Connect's empty one) with `invalidInputStatus` (200 unless set; a web framework's 422 for a form
   * without its token, say).
   */
  | { readonly kind: 'html'; readonly invalidInputStatus?: number }
  /** A run that never ends: text keeps coming until the request is aborted. */
  | { readonly kind: 'endless' };

/** Options of {@link startAgUiFixtureServer}. */
export interface FixtureServerOptions {
  scenario: Scenario;
  /** Whether to send CORS headers (off: the browser may not read any answer). */
  cors?: boolean;
  /** Pause between two events of a scripted run, so the console shows arguments forming. */
  delayMs?: number;
  port?: number;
}

/** One request the server received: its method, headers and parsed body. */
export interface RecordedRequest {
  readonly method: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Record<string, unknown> | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers':
      request.headers['access-control-request-headers'] ?? 'Content-Type, Accept, Authorization',
    'Access-Control-Max-Age': '600',
  };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function stamped(events: readonly WireEvent[], threadId: string, runId: string): WireEvent[] {
  return events.map((event) =>
    event.type === 'RUN_STARTED' || event.type === 'RUN_FINISHED' ? { ...event, threadId, runId } : event,
  );
}

/** The first run: two calls, two interrupts; the editable one expires `expiresInMs` from now. */
function interruptRun(threadId: string, runId: string, expiresInMs: number): WireEvent[] {
  const events = stamped(readFixture('two-calls-two-interrupts'), threadId, runId);
  const expiresAt = new Date(Date.now() + expiresInMs).toISOString();
  return events.map((event) => {
    if (event.type !== 'RUN_FINISHED') return event;
    const outcome = event.outcome as { type: string; interrupts: Record<string, unknown>[] };
    return {
      ...event,
      outcome: {
        ...outcome,
        interrupts: outcome.interrupts.map((interrupt) =>
          interrupt.expiresAt ? { ...interrupt, expiresAt } : interrupt,
        ),
      },
    };
  });
}

interface ResumeEntry {
  interruptId: string;
  status: string;
  payload?: { approved?: boolean; editedArgs?: Record<string, unknown> };
}

/** The run that answers a resume: the approved call's result (with the arguments it ran with), then text. */
function resumedRun(threadId: string, runId: string, resume: readonly ResumeEntry[]): WireEvent[] {
  const email = resume.find((entry) => entry.interruptId === 'int_email');
  const original = { to: 'dana@example.com', subject: 'Your refund', body: 'Hello Dana' };
  const ran = { ...original, ...(email?.payload?.editedArgs ?? {}) };
  const sent = email?.status === 'resolved' && email.payload?.approved === true;
  const deleted = resume.find((entry) => entry.interruptId === 'int_delete');
  const removed = deleted?.status === 'resolved' && deleted.payload?.approved === true;
  return [
    { type: 'RUN_STARTED', threadId, runId },
    ...(sent
      ? [
          {
            type: 'TOOL_CALL_RESULT',
            messageId: `res_${runId}_email`,
            toolCallId: 'call_email',
            content: JSON.stringify({ sent: true, to: ran.to }),
          },
        ]
      : []),
    ...(removed
      ? [
          {
            type: 'TOOL_CALL_RESULT',
            messageId: `res_${runId}_delete`,
            toolCallId: 'call_delete',
            content: JSON.stringify({ deleted: 'drafts/welcome.txt' }),
          },
        ]
      : []),
    { type: 'STATE_DELTA', delta: [{ op: 'replace', path: '/ticket/status', value: 'answered' }] },
    { type: 'TEXT_MESSAGE_START', messageId: `msg_${runId}`, role: 'assistant' },
    {
      type: 'TEXT_MESSAGE_CONTENT',
      messageId: `msg_${runId}`,
      delta: `${sent ? `Emailed ${String(ran.to)}.` : 'No email sent.'} ${removed ? 'Draft removed.' : 'The draft stays.'}`,
    },
    { type: 'TEXT_MESSAGE_END', messageId: `msg_${runId}` },
    {
      type: 'RUN_FINISHED',
      threadId,
      runId,
      usage: [{ model: 'scripted', inputTokens: 812, outputTokens: 64 }],
    },
  ] as WireEvent[];
}

function floodRun(threadId: string, runId: string): WireEvent[] {
  return [
    { type: 'RUN_STARTED', threadId, runId },
    { type: 'TEXT_MESSAGE_START', messageId: `msg_${runId}`, role: 'assistant' },
  ];
}

/**
 * An AG-UI agent server for tests, on 127.0.0.1 and a free port (so a different origin from the app, and CORS
 * is real): it plays the fixture files, answers a resume with the results of what was approved, and records
 * every request. An empty input is refused with 400, as a real endpoint refuses an invalid RunAgentInput.
 */
export async function startAgUiFixtureServer(options: FixtureServerOptions) {
  const requests: RecordedRequest[] = [];
  const encoder = new EventEncoder();
  const open = new Set<ServerResponse>();
  // A held resume is received and recorded but never answered: the page goes away before it hears back.
  let holdResumes = false;

  const write = (response: ServerResponse, event: WireEvent) =>
    response.write(encoder.encode(event as never));

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const cors = options.cors === false ? {} : corsHeaders(request);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const body = await readBody(request);
    requests.push({ method: request.method ?? '', headers: request.headers, body });
    if (options.scenario.kind === 'html') {
      const run = typeof body?.threadId === 'string' && typeof body.runId === 'string';
      response
        .writeHead(run ? 200 : (options.scenario.invalidInputStatus ?? 200), {
          ...cors,
          'Content-Type': 'text/html; charset=utf-8',
        })
        .end('<!doctype html><html><body><h1>Welcome</h1></body></html>');
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { ...cors, Allow: 'POST' }).end();
      return;
    }
    const threadId = typeof body?.threadId === 'string' ? body.threadId : undefined;
    const runId = typeof body?.runId === 'string' ? body.runId : undefined;
    if (!threadId || !runId) {
      response
        .writeHead(400, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: 'invalid RunAgentInput: threadId and runId are required' }));
      return;
    }
    response.writeHead(200, {
      ...cors,
      'Content-Type': encoder.getContentType(),
      'Cache-Control': 'no-cache',
    });
    open.add(response);
    response.on('close', () => open.delete(response));
    const resume = Array.isArray(body?.resume) ? (body.resume as ResumeEntry[]) : undefined;
    if (resume && holdResumes) return;
    const scenario = options.scenario;
    if (scenario.kind === 'endless' && !resume) {
      for (const event of floodRun(threadId, runId)) write(response, event);
      for (let sent = 0; !response.destroyed && !response.writableEnded; sent += 1) {
        write(response, {
          type: 'TEXT_MESSAGE_CONTENT',
          messageId: `msg_${runId}`,
          delta: `still going ${sent}. `,
        });
        await sleep(100);
      }
      return;
    }
    if (scenario.kind === 'flood' && !resume) {
      for (const event of floodRun(threadId, runId)) write(response, event);
      const total = scenario.eventsPerSecond * scenario.seconds;
      const perTick = Math.max(1, Math.round(scenario.eventsPerSecond / 100));
      const started = Date.now();
      for (let sent = 0; sent < total && !response.destroyed;) {
        for (let index = 0; index < perTick && sent < total; index += 1, sent += 1)
          write(response, { type: 'TEXT_MESSAGE_CONTENT', messageId: `msg_${runId}`, delta: `w${sent} ` });
        const due = started + (sent / scenario.eventsPerSecond) * 1000;
        await sleep(Math.max(0, due - Date.now()));
      }
      write(response, { type: 'TEXT_MESSAGE_END', messageId: `msg_${runId}` });
      write(response, { type: 'RUN_FINISHED', threadId, runId });
      response.end();
      return;
    }
    const events = resume
      ? resumedRun(threadId, runId, resume)
      : scenario.kind === 'run-error'
        ? stamped(readFixture('run-error'), threadId, runId)
        : interruptRun(
            threadId,
            runId,
            scenario.kind === 'interrupts' ? (scenario.expiresInMs ?? 600_000) : 600_000,
          );
    const dieAfter = scenario.kind === 'die-mid-stream' && !resume ? 10 : Infinity;
    for (const [index, event] of events.entries()) {
      if (index === dieAfter) {
        // The process "dies": the socket closes without a RUN_FINISHED.
        response.socket?.destroy();
        return;
      }
      write(response, event);
      await sleep(options.delayMs ?? 15);
    }
    response.end();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/agent`,
    requests,
    /** The run requests (with a threadId), in order. */
    runs: () => requests.filter((request) => typeof request.body?.threadId === 'string'),
    /** How many run streams are open: a request the page aborted is closed here too. */
    openStreams: () => open.size,
    /** While on, resumes are recorded and left unanswered (their responses open, with no event). */
    holdResumes(on: boolean) {
      holdResumes = on;
    },
    setScenario(scenario: Scenario) {
      options.scenario = scenario;
    },
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
