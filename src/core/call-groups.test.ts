import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json.ts';
import { setModifiedArgument } from './tool-call.ts';
import type { ToolCall } from './tool-call.ts';
import { columnLabel, differingColumns, fieldPathsOf, groupKeyOf, groupQueue } from './call-groups.ts';
import { makeToolCall } from '../test/test-builders.ts';

const update = (id: string, args: JsonObject) => makeToolCall({ id, name: 'update_record', args });
const rowsOf = (calls: readonly ToolCall[], options?: Parameters<typeof groupQueue>[1]) =>
  groupQueue(calls, options).map((row) =>
    row.kind === 'call'
      ? row.call.id
      : { group: row.group.calls.map((call) => call.id), columns: row.group.columns.map(columnLabel) },
  );

describe('groupQueue', () => {
  it('groups calls of one tool with the same argument keys at the place of the oldest, with the columns that differ', () => {
    const calls = [
      makeToolCall({ id: 'read', name: 'read_record' }),
      update('u1', { model: 'Ticket', id: 1, values: { status: 'closed' } }),
      makeToolCall({ id: 'mail', name: 'send_email', args: { to: 'a@example.com' } }),
      update('u2', { model: 'Ticket', id: 2, values: { status: 'closed' } }),
      update('u3', { model: 'Ticket', id: 3, values: { status: 'open' } }),
    ];
    expect(rowsOf(calls)).toEqual([
      'read',
      { group: ['u1', 'u2', 'u3'], columns: ['id', 'values.status'] },
      'mail',
    ]);
  });

  it('groups keys written in a different order, and leaves apart calls with other keys or another tool', () => {
    const calls = [
      update('u1', { model: 'Ticket', id: 1, values: {} }),
      update('u2', { values: {}, id: 2, model: 'Ticket' }),
      update('u3', { model: 'Ticket', id: 3 }),
      makeToolCall({ id: 'c1', name: 'create_record', args: { model: 'Ticket', id: 4, values: {} } }),
    ];
    expect(rowsOf(calls)).toEqual([{ group: ['u1', 'u2'], columns: ['id'] }, 'u3', 'c1']);
  });

  it('needs two calls for a group, and leaves out decided, staged and unparsed calls', () => {
    const decided = makeToolCall({
      id: 'u2',
      name: 'update_record',
      args: { id: 2 },
      state: { status: 'declined', decidedAt: 1, by: 'operator' },
    });
    const unparsed = makeToolCall({ id: 'u3', name: 'update_record', args: null });
    const staged = makeToolCall({
      id: 'u4',
      name: 'update_record',
      args: { id: 4 },
      interrupt: {
        id: 'i',
        reason: 'tool_call',
        editable: true,
        staged: { kind: 'approve', approvedArgs: { id: 4 }, by: 'operator', at: 1 },
      },
    });
    expect(rowsOf([update('u1', { id: 1 }), decided, unparsed, staged])).toEqual(['u1', 'u2', 'u3', 'u4']);
  });

  it('compares nested values deeply, and shows the outer path where calls disagree on the shape', () => {
    const calls = [
      update('u1', { id: 1, values: { status: 'closed', tags: ['a'] } }),
      update('u2', { id: 1, values: { status: 'closed', tags: ['b'] } }),
      update('u3', { id: 1, values: 'closed' }),
    ];
    expect(rowsOf(calls)).toEqual([{ group: ['u1', 'u2', 'u3'], columns: ['values'] }]);
    expect(rowsOf(calls.slice(0, 2))).toEqual([{ group: ['u1', 'u2'], columns: ['values.tags'] }]);
  });

  it('groups by what would run: an edit that adds a key moves the call out, one that changes a value changes the columns', () => {
    const u1 = update('u1', { id: 1, values: { status: 'closed' } });
    const u2 = update('u2', { id: 2, values: { status: 'closed' } });
    const u3 = update('u3', { id: 3, values: { status: 'closed' } });
    expect(rowsOf([u1, u2, u3])).toEqual([{ group: ['u1', 'u2', 'u3'], columns: ['id'] }]);
    const edited = { ...u2, modifiedArgs: { values: { status: 'open' } } };
    expect(rowsOf([u1, edited, u3])).toEqual([
      { group: ['u1', 'u2', 'u3'], columns: ['id', 'values.status'] },
    ]);
    const grown = setModifiedArgument(u3, 'model', 'Ticket');
    expect(rowsOf([u1, edited, grown])).toEqual([
      { group: ['u1', 'u2'], columns: ['id', 'values.status'] },
      'u3',
    ]);
  });

  it('leaves a call the operator took out on its own, and never groups calls of different scopes', () => {
    const calls = [update('u1', { id: 1 }), update('u2', { id: 2 }), update('u3', { id: 3 })];
    expect(rowsOf(calls, { standsAlone: (call) => call.id === 'u2' })).toEqual([
      { group: ['u1', 'u3'], columns: ['id'] },
      'u2',
    ]);
    expect(rowsOf(calls, { scopeOf: (call) => (call.id === 'u1' ? 'thread_a' : 'thread_b') })).toEqual([
      'u1',
      { group: ['u2', 'u3'], columns: ['id'] },
    ]);
  });

  it('keeps hostile arguments bounded: too many keys never group, huge values compare whole, odd keys stay apart', () => {
    const wide = Object.fromEntries(Array.from({ length: 65 }, (_, index) => [`k${index}`, index]));
    expect(rowsOf([update('w1', wide), update('w2', wide)])).toEqual(['w1', 'w2']);
    const huge = 'x'.repeat(1_000_000);
    const hugeRows = rowsOf([update('h1', { id: 1, note: huge }), update('h2', { id: 1, note: `${huge}y` })]);
    expect(hugeRows).toEqual([{ group: ['h1', 'h2'], columns: ['note'] }]);
    // A key holding the separator of the group key cannot make two different key sets look alike.
    expect(rowsOf([update('q1', { 'a","b': 1 }), update('q2', { a: 1, b: 1 })])).toEqual(['q1', 'q2']);
    // A key named __proto__ (as JSON.parse makes it) is a key like any other.
    const proto = (id: number) => JSON.parse(`{"__proto__": {"x": 1}, "id": ${id}}`) as JsonObject;
    expect(groupKeyOf(update('p1', proto(1)))).toBe(groupKeyOf(update('p2', proto(2))));
    expect(groupKeyOf(update('p3', { id: 3 }))).not.toBe(groupKeyOf(update('p1', proto(1))));
  });

  it('opens nested objects only so deep and so wide, then shows whole arguments', () => {
    const deep = (leaf: number) => ({ a: { b: { c: { d: leaf } } } });
    expect(differingColumns([deep(1), deep(2)]).map(columnLabel)).toEqual(['a.b.c']);
    const many = (offset: number) =>
      ({
        values: Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`f${index}`, index + offset])),
      }) as JsonObject;
    expect(differingColumns([many(0), many(1)]).map(columnLabel)).toEqual(['values']);
    expect(differingColumns([])).toEqual([]);
    expect(fieldPathsOf({ id: 1, values: { status: 'x', tags: [] } }).map(columnLabel)).toEqual([
      'id',
      'values.status',
      'values.tags',
    ]);
    expect(fieldPathsOf(many(0)).map(columnLabel)).toEqual(['values']);
  });
});
