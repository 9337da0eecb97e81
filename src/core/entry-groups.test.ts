import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json.ts';
import type { PendingEntry } from './pending-entries.ts';
import type { Source } from './source.ts';
import { builtInSource } from './source.ts';
import { groupPendingEntries, toolOwnerScope } from './entry-groups.ts';
import { makeToolCall } from '../test/test-builders.ts';

const agent = (agentId: string, threadId: string): Source => ({ kind: 'ag-ui', agentId, threadId });

function entry(conversationId: string, source: Source, callId: string, name: string, args: JsonObject) {
  return {
    conversationId,
    conversationTitle: `Thread ${conversationId}`,
    source,
    call: makeToolCall({ id: callId, name, args }),
  } satisfies PendingEntry;
}

const rowsOf = (entries: readonly PendingEntry[], standsAlone?: (entry: PendingEntry) => boolean) =>
  groupPendingEntries(entries, standsAlone).map((row) =>
    row.kind === 'entry'
      ? `${row.entry.conversationId}/${row.entry.call.id}`
      : {
          calls: row.group.entries.map((member) => `${member.conversationId}/${member.call.id}`),
          threads: row.group.threadCount,
          columns: row.group.group.columns.map((path) => path.join('.')),
        },
  );

describe('groupPendingEntries', () => {
  it('groups one agent’s alike calls across its threads, even when the threads reuse call ids', () => {
    const entries = [
      entry('t1', agent('support', 't1'), 'call_1', 'send_email', { to: 'a@example.com', body: 'Hi' }),
      entry('t1', agent('support', 't1'), 'call_2', 'delete_record', { id: 1 }),
      entry('t2', agent('support', 't2'), 'call_1', 'send_email', { to: 'b@example.com', body: 'Hi' }),
      entry('t3', agent('support', 't3'), 'call_1', 'send_email', { body: 'Hi', to: 'c@example.com' }),
    ];
    expect(rowsOf(entries)).toEqual([
      { calls: ['t1/call_1', 't2/call_1', 't3/call_1'], threads: 3, columns: ['to'] },
      't1/call_2',
    ]);
  });

  it('never groups two agents’ tools that share a name, nor a deployment’s with an agent’s', () => {
    const entries = [
      entry('t1', agent('support', 't1'), 'c', 'send_email', { to: 'a@example.com' }),
      entry('t2', agent('billing', 't2'), 'c', 'send_email', { to: 'b@example.com' }),
      entry('t3', { kind: 'langgraph', deploymentId: 'support', threadId: 't3' }, 'c', 'send_email', {
        to: 'c@example.com',
      }),
    ];
    expect(rowsOf(entries)).toEqual(['t1/c', 't2/c', 't3/c']);
  });

  it('leaves a call taken out on its own, and a group needs two calls left', () => {
    const entries = [
      entry('t1', agent('support', 't1'), 'c', 'send_email', { to: 'a@example.com' }),
      entry('t2', agent('support', 't2'), 'c', 'send_email', { to: 'b@example.com' }),
    ];
    expect(rowsOf(entries, (member) => member.conversationId === 't2')).toEqual(['t1/c', 't2/c']);
  });

  it('keeps a call whose decision is staged out of any group', () => {
    const staged = entry('t2', agent('support', 't2'), 'c', 'send_email', { to: 'b@example.com' });
    const withStaged: PendingEntry = {
      ...staged,
      call: {
        ...staged.call,
        interrupt: {
          id: 'i',
          reason: 'tool_call',
          editable: false,
          staged: { kind: 'decline', by: 'operator', at: 1 },
        },
      },
    };
    const entries = [
      entry('t1', agent('support', 't1'), 'c', 'send_email', { to: 'a@example.com' }),
      withStaged,
      entry('t3', agent('support', 't3'), 'c', 'send_email', { to: 'c@example.com' }),
    ];
    expect(rowsOf(entries)).toEqual([{ calls: ['t1/c', 't3/c'], threads: 2, columns: ['to'] }, 't2/c']);
  });

  it('scopes a tool by who runs it', () => {
    expect(toolOwnerScope(agent('support', 't1'))).toBe(toolOwnerScope(agent('support', 't9')));
    expect(toolOwnerScope(agent('support', 't1'))).not.toBe(toolOwnerScope(agent('billing', 't1')));
    expect(toolOwnerScope(builtInSource)).toBe('built-in');
  });
});
