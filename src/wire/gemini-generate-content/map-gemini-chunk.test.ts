import { describe, expect, it } from 'vitest';
import { createArgumentPreview } from '../argument-preview.ts';
import { assembleTurn } from '../assemble-turn.ts';
import { createStreamAssembler } from '../create-stream-assembler.ts';
import type { StreamEvent } from '../stream-event.ts';
import { countingIds } from '../testing/load-wire-fixtures.ts';

const chunk = (parts: readonly object[], extra: object = {}) =>
  `data: ${JSON.stringify({ candidates: [{ content: { role: 'model', parts }, index: 0, ...extra }] })}\n\n`;
const partial = (partialArgs: readonly object[], willContinue = true) =>
  chunk([{ functionCall: { partialArgs, willContinue } }]);

describe('Gemini streamed function-call arguments', () => {
  it('shows the arguments in the live preview as they form, a long string included', () => {
    const assembler = createStreamAssembler('gemini-generateContent-sse', { createId: countingIds() });
    const preview = createArgumentPreview();
    const feed = (text: string): StreamEvent[] => {
      const events = assembler.push(text);
      for (const event of events) if (event.type === 'tool-input-delta') preview.push(event.delta);
      return events;
    };
    feed(chunk([{ functionCall: { name: 'send_email', willContinue: true } }]));
    feed(partial([{ jsonPath: '$.to[0]', stringValue: 'ana@example.test' }]));
    feed(partial([{ jsonPath: '$.body', stringValue: 'Dear Ana,\nthe refund ', willContinue: true }]));
    expect(preview.current()).toEqual({ to: ['ana@example.test'], body: 'Dear Ana,\nthe refund ' });
    feed(partial([{ jsonPath: '$.body', stringValue: 'is on its way.' }]));
    feed(partial([{ jsonPath: '$.urgent', boolValue: false }], false));
    expect(preview.current()).toEqual({
      to: ['ana@example.test'],
      body: 'Dear Ana,\nthe refund is on its way.',
      urgent: false,
    });
    expect(preview.status()).toBe('complete');
  });

  it('never runs a call whose entries cannot be placed, and says why', () => {
    const assembler = createStreamAssembler('gemini-generateContent-sse', { createId: countingIds() });
    const events = [
      ...assembler.push(chunk([{ functionCall: { name: 'f', willContinue: true } }])),
      ...assembler.push(
        partial([
          { jsonPath: '$.a.b', numberValue: 1 },
          { jsonPath: '$.c', numberValue: 2 },
        ]),
      ),
      ...assembler.push(partial([{ jsonPath: '$.a.d', numberValue: 3 }])),
      ...assembler.push(partial([{ jsonPath: '$..x', numberValue: 4 }], false)),
      ...assembler.push(chunk([{ text: 'done' }], { finishReason: 'STOP' })),
      ...assembler.end(),
    ];
    expect(assembleTurn('gemini-generateContent-sse', events)).toMatchObject({
      toolCalls: [
        {
          id: 'id-1',
          arguments: null,
          parseError: 'streamed arguments could not be assembled: $.a arrived after that member was written',
        },
      ],
      finishReason: 'STOP',
      errors: [],
    });
  });

  it('cuts off a call still streaming when the model stops at its output limit', () => {
    const assembler = createStreamAssembler('gemini-generateContent-sse', { createId: countingIds() });
    const events = [
      ...assembler.push(chunk([{ functionCall: { name: 'f', willContinue: true } }])),
      ...assembler.push(partial([{ jsonPath: '$.text', stringValue: 'abc', willContinue: true }])),
      ...assembler.push(chunk([], { finishReason: 'MAX_TOKENS' })),
      ...assembler.end(),
    ];
    expect(assembleTurn('gemini-generateContent-sse', events).toolCalls).toMatchObject([
      { arguments: null, truncated: true, rawArguments: '{"text":"abc' },
    ]);
  });
});

describe('a bare JSON error outside SSE framing', () => {
  it('ends the turn as an error when pretty-printed over several lines inside an array', () => {
    const assembler = createStreamAssembler('gemini-generateContent-sse', { createId: countingIds() });
    const bare = JSON.stringify(
      [{ error: { code: 429, message: 'Resource exhausted.', status: 'RESOURCE_EXHAUSTED' } }],
      null,
      2,
    );
    const events = [
      ...assembler.push(chunk([{ text: 'Hi' }])),
      ...assembler.push(`${bare}\n`),
      ...assembler.push(chunk([{ text: ' there' }], { finishReason: 'STOP' })),
      ...assembler.end(),
    ];
    expect(assembleTurn('gemini-generateContent-sse', events)).toMatchObject({
      text: 'Hi',
      errors: ['Resource exhausted.'],
    });
  });

  it('ignores stray lines that are not an error object', () => {
    const assembler = createStreamAssembler('gemini-generateContent-sse', { createId: countingIds() });
    const events = [
      ...assembler.push(chunk([{ text: 'Hi' }])),
      ...assembler.push('{"note": "not an error"}\nnoise without a colon\n\n'),
      ...assembler.push(chunk([], { finishReason: 'STOP' })),
      ...assembler.end(),
    ];
    expect(assembleTurn('gemini-generateContent-sse', events)).toMatchObject({
      text: 'Hi',
      finishReason: 'STOP',
      errors: [],
    });
  });

  it('ends a turn of any SSE format, OpenAI Chat here', () => {
    const assembler = createStreamAssembler('openai-chat', { createId: countingIds() });
    const events = [
      ...assembler.push(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'Hi' } }] })}\n\n`),
      ...assembler.push('{"error": {"code": 499, "status": "CANCELLED"}}\n'),
      ...assembler.end(),
    ];
    expect(assembleTurn('openai-chat', events).errors).toEqual(['CANCELLED (499)']);
  });
});
