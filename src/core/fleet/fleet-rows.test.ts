import { describe, expect, it } from 'vitest';
import type { Conversation } from '../conversation.ts';
import type { ToolCall } from '../tool-call.ts';
import { makeMessage, makeToolCall, makeToolCallPart } from '../../test/test-builders.ts';
import type { FleetSourceInput, FleetThreadInput } from './fleet-rows.ts';
import { fleetRows } from './fleet-rows.ts';
import { orderFleetRows } from './fleet-order.ts';

function thread(id: string, at: number, calls: readonly ToolCall[], title = id): Conversation {
  return {
    id,
    title,
    createdAt: 0,
    systemPrompt: '',
    source: { kind: 'ag-ui', agentId: 'a', threadId: id },
    messages: [
      {
        ...makeMessage(
          'model',
          calls.map((call) => makeToolCallPart(call)),
          `m_${id}`,
        ),
        createdAt: at,
      },
    ],
  };
}

const pending = (id: string, name = 'send_email', deadlineAt?: number) =>
  makeToolCall({
    id,
    name,
    state:
      deadlineAt === undefined
        ? { status: 'pending' }
        : { status: 'pending', deadline: { at: deadlineAt, waitMs: 1000, then: 'decline' } },
  });
const declined = (id: string) =>
  makeToolCall({ id, state: { status: 'declined', decidedAt: 1, by: 'operator' } });

const connected = { status: 'connected' } as const;
const sources: readonly FleetSourceInput[] = [
  { key: 'ag-ui:mail', kind: 'ag-ui', name: 'Mail', connection: connected },
  {
    key: 'ag-ui:refunds',
    kind: 'ag-ui',
    name: 'Refunds',
    connection: { status: 'failed', reason: 'answered 404' },
  },
  {
    key: 'mcp:files',
    kind: 'mcp',
    name: 'Files',
    connection: { status: 'disconnected', reason: 'ping failed' },
  },
  { key: 'built-in', kind: 'built-in', name: 'Built-in agent', connection: connected },
];
const tierOf = (call: { readonly name: string }) => (call.name === 'delete_record' ? 'destructive' : 'write');

describe('fleetRows', () => {
  const threads: readonly FleetThreadInput[] = [
    {
      sourceKey: 'ag-ui:mail',
      conversation: thread('t1', 500, [pending('c1'), pending('c2', 'delete_record', 9000), declined('c0')]),
      activity: { status: 'idle' },
    },
    {
      sourceKey: 'ag-ui:mail',
      conversation: thread('t2', 300, [pending('c3', 'send_email', 7000)]),
      activity: { status: 'idle' },
    },
    { sourceKey: 'ag-ui:mail', conversation: thread('t3', 800, []), activity: { status: 'running' } },
    {
      sourceKey: 'ag-ui:refunds',
      conversation: thread('t4', 100, []),
      activity: { status: 'failed', reason: 'run failed: boom' },
    },
    {
      sourceKey: 'ag-ui:gone',
      conversation: thread('t5', 100, [pending('c9')]),
      activity: { status: 'idle' },
    },
  ];
  const rows = fleetRows(sources, threads, tierOf);
  const row = (id: string) => rows.find((entry) => entry.id === id)!;

  it('lists each source, then each of its threads, leaving out threads of a source not attached', () => {
    expect(rows.map((entry) => entry.id)).toEqual([
      'source:ag-ui:mail',
      'thread:t1',
      'thread:t2',
      'thread:t3',
      'source:ag-ui:refunds',
      'thread:t4',
      'source:mcp:files',
      'source:built-in',
    ]);
  });

  it('gives a thread its waiting count, oldest wait, nearest deadline and tiers', () => {
    expect(row('thread:t1')).toMatchObject({
      state: { status: 'waiting', count: 2 },
      oldestWaitAt: 500,
      nearestDeadlineAt: 9000,
      tiers: ['write', 'destructive'],
      agent: 'Mail',
      lastActivityAt: 500,
    });
    expect(row('thread:t3').state).toEqual({ status: 'running' });
    expect(row('thread:t4').state).toEqual({ status: 'failed', reason: 'run failed: boom' });
  });

  it('sums a source over its threads, and a failed or lost connection names its reason', () => {
    expect(row('source:ag-ui:mail')).toMatchObject({
      state: { status: 'waiting', count: 3 },
      oldestWaitAt: 300,
      nearestDeadlineAt: 7000,
      lastActivityAt: 800,
    });
    expect(row('source:ag-ui:mail').waiting.map((entry) => entry.call.id)).toEqual(['c3', 'c1', 'c2']);
    expect(row('source:ag-ui:refunds').state).toEqual({ status: 'failed', reason: 'answered 404' });
    expect(row('source:mcp:files').state).toEqual({ status: 'disconnected', reason: 'ping failed' });
    expect(row('source:built-in').state).toEqual({ status: 'idle' });
  });

  it('gives the same summary for the same conversation object, and a new one when a call is decided', () => {
    const again = fleetRows(sources, threads, tierOf);
    expect(again.find((entry) => entry.id === 'thread:t1')!.waiting).toBe(row('thread:t1').waiting);
    const decided = thread('t1', 500, [declined('c1'), pending('c2', 'delete_record', 9000)]);
    const next = fleetRows(sources, [{ ...threads[0]!, conversation: decided }], tierOf);
    expect(next.find((entry) => entry.id === 'thread:t1')!.state).toEqual({ status: 'waiting', count: 1 });
  });
});

describe('orderFleetRows', () => {
  const threads: readonly FleetThreadInput[] = [
    {
      sourceKey: 'ag-ui:mail',
      conversation: thread('old', 100, [pending('c1')]),
      activity: { status: 'idle' },
    },
    {
      sourceKey: 'ag-ui:mail',
      conversation: thread('late', 900, [pending('c2', 'delete_record', 5000)]),
      activity: { status: 'idle' },
    },
    {
      sourceKey: 'ag-ui:mail',
      conversation: thread('soon', 950, [pending('c3', 'send_email', 2000)]),
      activity: { status: 'idle' },
    },
    { sourceKey: 'ag-ui:mail', conversation: thread('busy', 990, []), activity: { status: 'running' } },
    {
      sourceKey: 'ag-ui:refunds',
      conversation: thread('broke', 10, []),
      activity: { status: 'failed', reason: 'x' },
    },
  ];
  const rows = fleetRows(sources, threads, tierOf);

  it('puts the nearest deadline first, then the oldest wait, then failed before running before idle', () => {
    const threadIds = orderFleetRows(rows, {})
      .filter((row) => row.kind === 'thread')
      .map((row) => row.id);
    expect(threadIds).toEqual(['thread:soon', 'thread:late', 'thread:old', 'thread:broke', 'thread:busy']);
  });

  it('filters by source kind, source, state and tier', () => {
    expect(orderFleetRows(rows, { sourceKind: 'mcp' }).map((row) => row.id)).toEqual(['source:mcp:files']);
    expect(orderFleetRows(rows, { sourceKey: 'ag-ui:refunds' }).map((row) => row.id)).toEqual([
      'source:ag-ui:refunds',
      'thread:broke',
    ]);
    expect(orderFleetRows(rows, { state: 'running' }).map((row) => row.id)).toEqual(['thread:busy']);
    expect(orderFleetRows(rows, { tier: 'destructive', sourceKind: 'ag-ui' }).map((row) => row.id)).toEqual([
      'source:ag-ui:mail',
      'thread:late',
    ]);
  });

  it('orders by newest activity when asked', () => {
    const ids = orderFleetRows(rows, { sourceKey: 'ag-ui:mail' }, 'activity').map((row) => row.id);
    expect(ids).toEqual(['source:ag-ui:mail', 'thread:busy', 'thread:soon', 'thread:late', 'thread:old']);
  });
});
