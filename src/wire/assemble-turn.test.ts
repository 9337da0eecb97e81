import { describe, expect, it } from 'vitest';
import { assembleCapture, assembleTurn } from './assemble-turn.ts';
import type { StreamEvent } from './stream-event.ts';

const end = (callId: string, extra: object = {}): StreamEvent => ({
  type: 'tool-input-end',
  callId,
  providerId: `p-${callId}`,
  name: 'f',
  rawArguments: '{}',
  arguments: {},
  ...extra,
});

describe('assembleTurn', () => {
  it('orders calls by when they opened, not by when they ended', () => {
    const turn = assembleTurn('ag-ui', [
      { type: 'tool-input-start', callId: 'a', name: 'f' },
      { type: 'tool-input-start', callId: 'b', name: 'f' },
      end('b'),
      end('a', { decorations: { result: 'ok' } }),
    ]);
    expect(turn.toolCalls).toEqual([
      { id: 'p-a', name: 'f', arguments: {}, rawArguments: '{}', result: 'ok' },
      { id: 'p-b', name: 'f', arguments: {}, rawArguments: '{}' },
    ]);
  });

  it('accumulates array decorations and replaces the others', () => {
    const turn = assembleTurn('anthropic-messages', [
      { type: 'reasoning-delta', delta: 'think' },
      { type: 'reasoning-end', decorations: { reasoningSignature: 'one', thoughtSignatures: ['a'] } },
      { type: 'reasoning-end' },
      { type: 'reasoning-end', decorations: { reasoningSignature: 'two', thoughtSignatures: ['b'] } },
    ]);
    expect(turn).toEqual({
      format: 'anthropic-messages',
      text: '',
      reasoning: 'think',
      toolCalls: [],
      reasoningSignature: 'two',
      thoughtSignatures: ['a', 'b'],
      errors: [],
    });
  });

  it('keeps the last usage and finish reason, every error, and marks cut-off calls', () => {
    const turn = assembleTurn('openai-chat', [
      { type: 'usage', raw: { n: 1 } },
      { type: 'text-delta', delta: 'a' },
      { type: 'finish', reason: 'length' },
      { type: 'usage', inputTokens: 1, raw: { n: 2 } },
      { type: 'tool-input-start', callId: 'c', name: 'f' },
      end('c', { arguments: null, truncated: true, parseError: 'cut' }),
      { type: 'error', message: 'boom' },
    ]);
    expect(turn).toMatchObject({ text: 'a', finishReason: 'length', usage: { n: 2 }, errors: ['boom'] });
    expect(turn.toolCalls[0]).toMatchObject({ arguments: null, truncated: true, parseError: 'cut' });
  });
});

describe('assembleCapture', () => {
  it('detects the format when none is given', () => {
    const capture =
      'data: {"choices":[{"delta":{"content":"hi"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n';
    expect(assembleCapture(capture)).toEqual({
      format: 'openai-chat',
      text: 'hi',
      toolCalls: [],
      finishReason: 'stop',
      errors: [],
    });
    expect(assembleCapture(new TextEncoder().encode(capture), 'openai-chat').text).toBe('hi');
  });

  it('throws when the format cannot be recognised', () => {
    expect(() => assembleCapture('not a capture')).toThrow(
      'could not recognise the wire format of the capture',
    );
  });
});
