import { describe, expect, it } from 'vitest';
import type { Message } from '../core/conversation.ts';
import type { StreamEvent } from '../wire/stream-event.ts';
import type { AssemblyCursor } from './apply-stream-event.ts';
import { applyStreamEvent } from './apply-stream-event.ts';

function assemble(events: readonly StreamEvent[]): Message {
  let counter = 0;
  const options = {
    issuer: 'anthropic-messages:claude-test',
    createPartId: () => `part_${(counter += 1)}`,
    maxDepthOf: (name: string) => (name === 'keep' ? -1 : undefined),
  };
  let message: Message = { id: 'm', role: 'model', parts: [], createdAt: 0, status: 'streaming' };
  let cursor: AssemblyCursor = {};
  for (const event of events) ({ message, cursor } = applyStreamEvent(message, cursor, event, options));
  return message;
}

describe('applyStreamEvent', () => {
  it('builds text, signed reasoning and calls whose raw arguments grow, then complete', () => {
    const message = assemble([
      { type: 'reasoning-delta', delta: 'Think' },
      { type: 'reasoning-delta', delta: 'ing.' },
      { type: 'reasoning-end', decorations: { reasoningSignature: 'sig' } },
      { type: 'text-delta', delta: 'Hel' },
      { type: 'text-delta', delta: 'lo' },
      { type: 'tool-input-start', callId: 'c1', providerId: 'toolu_1', name: 'keep' },
      { type: 'tool-input-delta', callId: 'c1', delta: '{"a"' },
      { type: 'tool-input-delta', callId: 'c1', delta: ':1}' },
    ]);
    expect(message.parts).toMatchObject([
      {
        kind: 'reasoning',
        text: 'Thinking.',
        issuedBy: 'anthropic-messages:claude-test',
        decorations: { reasoningSignature: 'sig' },
      },
      { kind: 'text', text: 'Hello' },
      {
        kind: 'tool-call',
        maxDepth: -1,
        call: {
          id: 'c1',
          status: 'streaming',
          rawArguments: '{"a":1}',
          args: null,
          issuedBy: 'anthropic-messages:claude-test',
        },
      },
    ]);
    const done = assemble([
      { type: 'tool-input-start', callId: 'c1', name: 'keep' },
      {
        type: 'tool-input-end',
        callId: 'c1',
        providerId: 'p1',
        name: 'keep',
        rawArguments: '{"a":1}',
        arguments: { a: 1 },
        decorations: { thoughtSignature: 's' },
      },
    ]);
    expect(done.parts[0]).toMatchObject({
      call: { status: 'checking', providerId: 'p1', args: { a: 1 }, decorations: { thoughtSignature: 's' } },
    });
  });

  it('keeps reasoning that came without text (redacted, encrypted) as its own part, and starts a new part after an end', () => {
    const message = assemble([
      { type: 'reasoning-end', decorations: { redactedThinking: ['opaque'] } },
      { type: 'reasoning-delta', delta: 'one' },
      { type: 'reasoning-end' },
      { type: 'reasoning-delta', delta: 'two' },
    ]);
    expect(
      message.parts.map((part) => (part.kind === 'reasoning' ? [part.text, part.decorations] : part.kind)),
    ).toEqual([
      ['', { redactedThinking: ['opaque'] }],
      ['one', undefined],
      ['two', undefined],
    ]);
  });

  it('opens a call that arrives whole without a start event', () => {
    const message = assemble([
      {
        type: 'tool-input-end',
        callId: 'c9',
        providerId: 'p9',
        name: 'get',
        rawArguments: '{}',
        arguments: {},
      },
    ]);
    expect(message.parts[0]).toMatchObject({
      kind: 'tool-call',
      call: { id: 'c9', status: 'checking', args: {} },
    });
  });

  it('keeps the usage the provider reported on the message, merging input and output reports', () => {
    const message = assemble([
      { type: 'usage', inputTokens: 1200, raw: {} },
      { type: 'text-delta', delta: 'ok' },
      { type: 'usage', outputTokens: 40, raw: {} },
    ]);
    expect(message.usage).toEqual({ inputTokens: 1200, outputTokens: 40 });
  });
});
