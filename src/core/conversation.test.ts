import { describe, expect, it } from 'vitest';
import { findPart, setPruning, updateToolCall } from './conversation.ts';
import { parseConversationExport, toConversationExport } from './conversation-export.ts';
import { jsonEqual } from './json.ts';
import { makeCallPart, makeConversation, makeMessage, makeTextPart } from '../test/test-builders.ts';

const conversation = makeConversation([
  makeMessage('user', [makeTextPart('hello', 't1')], 'm1'),
  makeMessage('model', [makeCallPart({ id: 'c1' }, 'auto', 'p1')], 'm2'),
]);

describe('conversation updates', () => {
  it('finds a part with its depth', () => {
    expect(findPart(conversation, 't1')).toMatchObject({ depth: 1, messageIndex: 0 });
    expect(findPart(conversation, 'missing')).toBeUndefined();
  });

  it('changes only the touched message and keeps the others by reference', () => {
    const next = setPruning(conversation, 'p1', 'pinned');
    expect(findPart(next, 'p1')!.part.pruning).toBe('pinned');
    expect(next.messages[0]).toBe(conversation.messages[0]);
    expect(setPruning(next, 'p1', 'pinned')).toBe(next);
  });

  it('updates a tool call by its internal id', () => {
    const next = updateToolCall(conversation, 'c1', (call) => ({ ...call, name: 'search_records' }));
    const part = findPart(next, 'p1')!.part;
    expect(part.kind === 'tool-call' && part.call.name).toBe('search_records');
  });
});

describe('conversation export', () => {
  it('round-trips a conversation', () => {
    const text = JSON.stringify(toConversationExport(conversation, 123));
    const result = parseConversationExport(text);
    expect(result.ok && result.conversation).toEqual(conversation);
  });

  it('refuses a damaged or foreign file with a precise reason', () => {
    expect(parseConversationExport('{oops')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Not JSON/),
    });
    expect(parseConversationExport('{"format":"other"}')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/format/),
    });
    const badPart = JSON.stringify({
      format: 'toolgate-conversation',
      version: 1,
      conversation: {
        id: 'x',
        title: 'X',
        createdAt: 0,
        systemPrompt: '',
        messages: [
          {
            id: 'm',
            role: 'user',
            createdAt: 0,
            status: 'complete',
            parts: [{ id: 'a', kind: 'html', pruning: 'auto' }],
          },
        ],
      },
    });
    expect(parseConversationExport(badPart)).toMatchObject({
      ok: false,
      error: expect.stringContaining('/conversation/messages/0/parts/0/kind must be one of "text"'),
    });
  });
});

describe('jsonEqual', () => {
  it('ignores key order and distinguishes arrays from objects', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual(null, 0)).toBe(false);
  });
});
