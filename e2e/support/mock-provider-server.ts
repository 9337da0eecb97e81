import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One model turn the mock answers with: text, then tool calls, then, with `error`, an in-stream error event in
 * place of the normal end. `{apiKey}` in the text or the error is replaced by the key the request carried, as a
 * provider that echoes it would.
 */
export interface MockTurn {
  readonly text?: string;
  readonly error?: string;
  readonly calls?: readonly {
    readonly id: string;
    readonly name: string;
    /** The arguments, or their raw text as the model writes it (a text nested too deeply to stringify). */
    readonly args: Record<string, unknown> | string;
  }[];
}

/** A request the mock received, as the browser sent it. */
export interface RecordedRequest {
  readonly protocol: 'openai-chat' | 'anthropic-messages';
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

/** A running mock provider: its base URL, the requests it recorded, and a way to stop it. */
export interface MockProviderServer {
  readonly origin: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

function rawArguments(args: Record<string, unknown> | string): string {
  return typeof args === 'string' ? args : JSON.stringify(args);
}

function pieces(text: string, size: number): string[] {
  return text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
}

/** A turn as OpenAI Chat Completions SSE: text deltas, each call's arguments in fragments, finish, `[DONE]`. */
export function openAiChatEvents(turn: MockTurn, promptTokens = 50): string[] {
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-mock', object: 'chat.completion.chunk', created: 1767225600, model: 'mock-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const events = [chunk({ role: 'assistant', content: '' })];
  for (const piece of pieces(turn.text ?? '', 24)) events.push(chunk({ content: piece }));
  (turn.calls ?? []).forEach((call, index) => {
    events.push(
      chunk({
        tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
      }),
    );
    for (const piece of pieces(rawArguments(call.args), 9))
      events.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  if (turn.error !== undefined) {
    events.push(
      `data: ${JSON.stringify({ error: { message: turn.error, type: 'invalid_request_error' } })}\n\n`,
    );
    return events;
  }
  events.push(chunk({}, turn.calls?.length ? 'tool_calls' : 'stop'));
  events.push(
    `data: ${JSON.stringify({ id: 'chatcmpl-mock', object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: promptTokens, completion_tokens: 20, total_tokens: promptTokens + 20 } })}\n\n`,
  );
  events.push('data: [DONE]\n\n');
  return events;
}

/** A turn as Anthropic Messages SSE: a text block, a `tool_use` block per call with `input_json_delta`, stop. */
export function anthropicEvents(turn: MockTurn, inputTokens = 50): string[] {
  const event = (name: string, data: object) =>
    `event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`;
  const events = [
    event('message_start', {
      message: {
        id: 'msg_mock',
        type: 'message',
        role: 'assistant',
        model: 'mock-model',
        content: [],
        stop_reason: null,
        usage: { input_tokens: inputTokens, output_tokens: 1 },
      },
    }),
  ];
  let index = 0;
  if (turn.text) {
    events.push(event('content_block_start', { index, content_block: { type: 'text', text: '' } }));
    for (const piece of pieces(turn.text, 24))
      events.push(event('content_block_delta', { index, delta: { type: 'text_delta', text: piece } }));
    events.push(event('content_block_stop', { index }));
    index += 1;
  }
  for (const call of turn.calls ?? []) {
    events.push(
      event('content_block_start', {
        index,
        content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
      }),
    );
    for (const piece of pieces(rawArguments(call.args), 9)) {
      events.push(
        event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } }),
      );
    }
    events.push(event('content_block_stop', { index }));
    index += 1;
  }
  if (turn.error !== undefined) {
    events.push(event('error', { error: { type: 'authentication_error', message: turn.error } }));
    return events;
  }
  events.push(
    event('message_delta', {
      delta: { stop_reason: turn.calls?.length ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: 20 },
    }),
  );
  events.push(event('message_stop', {}));
  return events;
}

function cors(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    // `*` would not cover Authorization, so the headers the browser asks for are allowed by name.
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ?? 'content-type, authorization',
    'access-control-max-age': '600',
  };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** The key a request carried (`Authorization: Bearer …` or `x-api-key`), put where the turn asks for it. */
function withEchoedKey(turn: MockTurn, headers: IncomingHttpHeaders): MockTurn {
  const key = String(headers['x-api-key'] ?? headers.authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const echo = (text: string | undefined) => text?.split('{apiKey}').join(key);
  return {
    ...turn,
    ...(turn.text === undefined ? {} : { text: echo(turn.text) }),
    ...(turn.error === undefined ? {} : { error: echo(turn.error) }),
  };
}

/** The most pauses one streamed answer makes. */
const maxPauses = 200;

async function stream(
  response: ServerResponse,
  headers: Record<string, string>,
  events: readonly string[],
): Promise<void> {
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  // A little pacing, as a real model streams: the console shows parts forming. A long stream (arguments nested
  // thousands deep come in thousands of fragments) pauses as often as a short one, not once per fragment.
  const pauseEvery = Math.max(1, Math.ceil(events.length / maxPauses));
  for (const [index, event] of events.entries()) {
    response.write(event);
    if ((index + 1) % pauseEvery === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  response.end();
}

/**
 * Starts a small provider on 127.0.0.1 (random port) that speaks OpenAI Chat Completions
 * (`POST /v1/chat/completions`) and Anthropic Messages (`POST /v1/messages`), lists one model at `GET /v1/models`,
 * records every request, and answers the n-th model request with `turns[n]` (then with a plain "Done."). With
 * `answers`, a request it rejects gets "Done." and is neither recorded nor counted (another conversation's turn).
 * With `script`, every request is answered with the turn it returns for the request's body, so a client that
 * runs several conversations at once, in any order, still gets the turn its own history calls for. With
 * `promptTokens`, each answer reports as its prompt tokens what that function makes of the request's body (50
 * otherwise), as a provider bills them.
 */
export async function startMockProviderServer(
  turns: readonly MockTurn[],
  options: {
    readonly answers?: (body: unknown) => boolean;
    readonly script?: (body: unknown) => MockTurn;
    readonly promptTokens?: (body: unknown) => number;
  } = {},
): Promise<MockProviderServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const headers = cors(request);
      const path = (request.url ?? '/').split('?')[0]!;
      if (request.method === 'OPTIONS') {
        response.writeHead(204, headers).end();
        return;
      }
      if (request.method === 'GET' && path === '/v1/models') {
        response.writeHead(200, { ...headers, 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ data: [{ id: 'mock-model', display_name: 'Mock Model', type: 'model' }] }),
        );
        return;
      }
      const protocol =
        path === '/v1/chat/completions'
          ? 'openai-chat'
          : path === '/v1/messages'
            ? 'anthropic-messages'
            : undefined;
      if (request.method !== 'POST' || !protocol) {
        response.writeHead(404, { ...headers, 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `No route for ${request.method} ${path}` } }));
        return;
      }
      const body = await readBody(request);
      if (options.answers && !options.answers(body)) {
        await stream(
          response,
          headers,
          protocol === 'openai-chat'
            ? openAiChatEvents({ text: 'Done.' })
            : anthropicEvents({ text: 'Done.' }),
        );
        return;
      }
      const scripted = options.script?.(body) ??
        turns[requests.filter((recorded) => recorded.protocol === protocol).length] ?? { text: 'Done.' };
      const turn = withEchoedKey(scripted, request.headers);
      requests.push({ protocol, path, headers: request.headers, body });
      const billed = options.promptTokens?.(body) ?? 50;
      await stream(
        response,
        headers,
        protocol === 'openai-chat' ? openAiChatEvents(turn, billed) : anthropicEvents(turn, billed),
      );
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
