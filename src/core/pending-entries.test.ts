import { describe, expect, it } from 'vitest';
import { pendingEntries } from './pending-entries.ts';
import { makeCallPart, makeConversation, makeMessage, makeTextPart } from '../test/test-builders.ts';

const builtIn = makeConversation([
  makeMessage('model', [
    makeCallPart({ id: 'b1', name: 'update_record' }),
    makeCallPart({ id: 'b2', state: { status: 'declined', decidedAt: 1, by: 'operator' } }),
  ]),
]);
const remote = {
  ...makeConversation([makeMessage('model', [makeCallPart({ id: 'r1', name: 'send_email' })], 'msg_r')]),
  id: 'conv_remote',
  title: 'Mail agent',
  source: { kind: 'ag-ui', agentId: 'agent_mail', threadId: 'thread_1' } as const,
};

describe('pendingEntries', () => {
  it('lists the pending calls of every conversation with its source, in the order given', () => {
    const entries = pendingEntries([builtIn, remote]);
    expect(entries.map((entry) => [entry.conversationId, entry.call.id, entry.source.kind])).toEqual([
      ['conv_test', 'b1', 'built-in'],
      ['conv_remote', 'r1', 'ag-ui'],
    ]);
    expect(entries[1]!.source).toEqual({ kind: 'ag-ui', agentId: 'agent_mail', threadId: 'thread_1' });
    expect(entries[1]!.conversationTitle).toBe('Mail agent');
  });

  it('lists a conversation given twice once', () => {
    expect(pendingEntries([remote, builtIn, remote]).map((entry) => entry.call.id)).toEqual(['r1', 'b1']);
  });
});

describe('pendingEntries, read again after a change', () => {
  it('keeps the entries of calls that did not change, and lists the calls of the new conversation object', () => {
    const before = pendingEntries([remote]);
    const streamed = {
      ...remote,
      messages: [...remote.messages, makeMessage('model', [makeTextPart('more')], 'msg_more')],
    };
    const after = pendingEntries([streamed]);
    expect(after).toHaveLength(1);
    expect(after[0]).toBe(before[0]);
    const retitled = pendingEntries([{ ...streamed, title: 'Mail agent, renamed' }]);
    expect(retitled[0]).not.toBe(before[0]);
    expect(retitled[0]!.conversationTitle).toBe('Mail agent, renamed');
  });
});
