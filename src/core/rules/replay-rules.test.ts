import { describe, expect, it } from 'vitest';
import type { ReplayCall } from './replay-rules.ts';
import { describeReplay, replayRule } from './replay-rules.ts';
import { testRule } from '../../test/rule-test-support.ts';

function call(index: number, overrides: Partial<ReplayCall> = {}): ReplayCall {
  return {
    callId: `call-${index}`,
    conversationId: 'conv-1',
    at: index,
    source: 'built-in',
    tool: 'update_record',
    tier: 'write',
    args: { model: 'order' },
    actual: 'ask',
    ...overrides,
  };
}

const options = { now: 100, sessionId: 'session-1' };

describe('shadow replay of the audit log', () => {
  it('reports how many past calls the shadow rule would have decided, and which differently', () => {
    const shadow = testRule({
      match: {
        sources: [],
        tool: 'update_record',
        conditions: [{ kind: 'equals', path: 'model', value: 'order' }],
      },
      effect: 'allow',
      status: 'shadow',
    });
    const calls = [
      call(1),
      call(2, { actual: 'allow' }),
      call(3, { args: { model: 'ticket' } }),
      call(4, { tool: 'read_record', tier: 'read-only', actual: 'allow' }),
    ];
    const report = replayRule([shadow], shadow.id, calls, options);
    expect(report.considered).toBe(4);
    expect(report.decided.map((entry) => entry.callId)).toEqual(['call-2', 'call-1']);
    expect(report.changed.map((entry) => entry.callId)).toEqual(['call-1']);
    expect(describeReplay(report)).toBe('Would have allowed 2 of the last 4 calls (1 of them differently).');
  });

  it('names destructive calls a confirmed allow rule would have let run', () => {
    const shadow = testRule({
      match: { sources: [], tool: '*', conditions: [] },
      effect: 'allow',
      status: 'shadow',
      destructiveConfirmedAt: 1,
    });
    const calls = [
      call(1, { tool: 'delete_record', tier: 'destructive' }),
      call(2, { tool: 'delete_record', tier: 'destructive' }),
      call(3),
    ];
    const report = replayRule([shadow], shadow.id, calls, options);
    expect(report.destructive).toHaveLength(2);
    expect(describeReplay(report)).toBe(
      'Would have allowed 3 of the last 3 calls (3 of them differently), including these 2 destructive ones.',
    );
  });

  it('a stronger active rule keeps the shadow rule from deciding, and only the newest calls count', () => {
    const deny = testRule({ match: { sources: [], tool: 'update_record', conditions: [] }, effect: 'deny' });
    const shadow = testRule({
      match: { sources: [], tool: '*', conditions: [] },
      effect: 'allow',
      status: 'shadow',
    });
    const calls = Array.from({ length: 50 }, (_, index) =>
      call(index, { tool: index % 2 ? 'update_record' : 'create_record' }),
    );
    const report = replayRule([deny, shadow], shadow.id, calls, { ...options, limit: 40 });
    expect(report.considered).toBe(40);
    expect(report.decided).toHaveLength(20);
    expect(report.decided.every((entry) => entry.tool === 'create_record')).toBe(true);
    expect(report.decided[0]?.callId).toBe('call-48');
  });

  it('says so when there is nothing to replay, and refuses an unknown rule', () => {
    const shadow = testRule({
      match: { sources: [], tool: '*', conditions: [] },
      effect: 'deny',
      status: 'shadow',
    });
    expect(describeReplay(replayRule([shadow], shadow.id, [], options))).toMatch(/No calls/);
    expect(() => replayRule([shadow], 'nope', [], options)).toThrow(/no rule nope/);
  });
});
