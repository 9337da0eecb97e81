import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ModelRequest } from '../core/model-request.ts';
import { assembleCapture, assembleTurn } from '../wire/assemble-turn.ts';
import { createStreamAssembler } from '../wire/create-stream-assembler.ts';
import { createDemoModelClient, demoFormats, encodeDemoAnswer } from './demo-model-client.ts';
import type { DemoEnvelope, DemoTurn } from './demo-turn.ts';
import { seededText, splitArguments, splitText } from './demo-turn.ts';
import { encodeAnthropicMessages } from './encode-anthropic-messages.ts';
import { encodeGeminiSse, googleJson } from './encode-gemini-sse.ts';
import { encodeOpenAiChat } from './encode-openai-chat.ts';
import { readBody } from '../test/demo-test-support.ts';

const turn: DemoTurn = {
  reasoning: 'Two lookups are independent, so both go at once.',
  text: 'Let me look up the customer and the order. Ünïcödé — “quotes” too.',
  calls: [
    {
      name: 'search_records',
      args: { model: 'customer', filter: [{ field: 'name', op: 'contains', value: 'Whitfield' }] },
    },
    {
      name: 'send_email',
      args: {
        to: 'dana.whitfield@example.com',
        subject: 'Hi',
        body: 'Line one\nLine "two" <b>markup</b> – ok',
      },
    },
  ],
};
const envelope = (): DemoEnvelope => ({
  randomText: seededText('test'),
  createdAt: 1_767_225_600,
  inputTokens: 120,
  outputTokens: 40,
});
const encoders = {
  'openai-chat': encodeOpenAiChat,
  'anthropic-messages': encodeAnthropicMessages,
  'gemini-generateContent-sse': encodeGeminiSse,
} as const;

describe('the demo encoders', () => {
  it.each(demoFormats)('%s assembles to the intended text and calls', (format) => {
    const capture = encoders[format](turn, envelope()).join('');
    const assembled = assembleCapture(capture, format);
    expect(assembled.errors).toEqual([]);
    expect(assembled.text).toBe(turn.text);
    expect(assembled.toolCalls.map((call) => ({ name: call.name, args: call.arguments }))).toEqual(
      turn.calls.map((call) => ({ name: call.name, args: call.args })),
    );
    expect(new Set(assembled.toolCalls.map((call) => call.id)).size).toBe(2);
    if (format !== 'openai-chat') expect(assembled.reasoning).toBe(turn.reasoning);
    expect(assembled.finishReason).toBe(
      { 'openai-chat': 'tool_calls', 'anthropic-messages': 'tool_use', 'gemini-generateContent-sse': 'STOP' }[
        format
      ],
    );
  });

  it.each(demoFormats)('%s assembles the same when split at every byte', (format) => {
    const bytes = new TextEncoder().encode(encoders[format](turn, envelope()).join(''));
    const whole = assembleCapture(bytes, format);
    for (const size of [1, 7, 64]) {
      const assembler = createStreamAssembler(format);
      const events = [];
      for (let at = 0; at < bytes.length; at += size)
        events.push(...assembler.push(bytes.slice(at, at + size)));
      events.push(...assembler.end());
      const split = assembleTurn(format, events);
      expect({ ...split, toolCalls: split.toolCalls.map(({ id: _id, ...call }) => call) }).toEqual({
        ...whole,
        toolCalls: whole.toolCalls.map(({ id: _id, ...call }) => call),
      });
    }
  });

  it('streams tool arguments in several fragments where the provider does', () => {
    const openAi = encodeOpenAiChat(turn, envelope()).filter((event) =>
      event.includes('"function":{"arguments"'),
    );
    expect(openAi.length).toBeGreaterThan(4);
    const anthropic = encodeAnthropicMessages(turn, envelope()).filter((event) =>
      event.includes('input_json_delta'),
    );
    expect(anthropic.length).toBeGreaterThan(4);
    const gemini = encodeGeminiSse(turn, envelope());
    expect(
      gemini.every((event) => event.startsWith('data: {"candidates": [') && event.endsWith('\r\n\r\n')),
    ).toBe(true);
  });

  it('reports usage and a text-only finish in each format', () => {
    const textOnly: DemoTurn = { text: 'All done.', calls: [] };
    expect(assembleCapture(encodeOpenAiChat(textOnly, envelope()).join(''), 'openai-chat')).toMatchObject({
      finishReason: 'stop',
      usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
    });
    expect(
      assembleCapture(encodeAnthropicMessages(textOnly, envelope()).join(''), 'anthropic-messages')
        .finishReason,
    ).toBe('end_turn');
    expect(
      assembleCapture(encodeGeminiSse(textOnly, envelope()).join(''), 'gemini-generateContent-sse'),
    ).toMatchObject({
      text: 'All done.',
      usage: { candidatesTokenCount: 40 },
    });
  });

  it('splits text and arguments without losing a character', () => {
    const text = '  Leading space, two  spaces, and a trailing one ';
    expect(splitText(text).join('')).toBe(text);
    const json = JSON.stringify(turn.calls[1]!.args);
    expect(splitArguments(json, seededText('x')).join('')).toBe(json);
    expect(googleJson({ a: [1, { b: 'c' }], d: null })).toBe('{"a": [1,{"b": "c"}],"d": null}');
  });
});

describe('createDemoModelClient', () => {
  const request: ModelRequest = {
    system: '',
    messages: [{ role: 'user', parts: [{ kind: 'text', text: 'Hello' }] }],
    tools: [],
  };

  it('is the built-in demo model and answers with its first format', async () => {
    const client = createDemoModelClient({ chunkDelayMs: 0 });
    expect([client.id, client.label]).toEqual(['demo', 'Built-in demo model']);
    const stream = await client.stream(request, { signal: new AbortController().signal });
    expect(stream.format).toBe('openai-chat');
    const assembled = assembleCapture(await readBody(stream.body), stream.format);
    expect(assembled.text).toBe(
      'I would call search_records and read_record now, but this session does not offer them, so I will stop here. Enable the built-in tools to run the demo case.',
    );
    expect(assembled.toolCalls).toEqual([]);
  });

  it('gives the same bytes for the same request', () => {
    expect(encodeDemoAnswer(request, 0)).toEqual(encodeDemoAnswer(request, 0));
  });

  it('paces chunks and stops at once when aborted', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const controller = new AbortController();
    const client = createDemoModelClient({ chunkDelayMs: 20 });
    const stream = await client.stream(request, { signal: controller.signal });
    const reader = stream.body.getReader();
    await reader.read();
    // The next chunk waits for its delay on the (fake) clock, and comes once the delay has passed.
    let second = false;
    const next = reader.read().then(() => (second = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(second).toBe(false);
    await vi.advanceTimersByTimeAsync(15);
    await next;
    expect(second).toBe(true);
    controller.abort();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
    await expect(client.stream(request, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
