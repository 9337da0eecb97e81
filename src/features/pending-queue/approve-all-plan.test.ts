import { describe, expect, it } from 'vitest';
import type { TieredCall } from '../../core/source.ts';
import { callTier } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { planApproveAll } from './approve-all-plan.ts';

const call = (id: string, name: string): ToolCall => ({
  id,
  name,
  rawArguments: '{}',
  args: {},
  modifiedArgs: {},
  status: 'pending',
});

describe('planApproveAll', () => {
  const tiers: Record<string, 'read-only' | 'write' | 'destructive'> = {
    read: 'read-only',
    write: 'write',
    drop: 'destructive',
  };
  const tierOf = (candidate: TieredCall) => callTier(candidate, (name) => tiers[name]);
  const shown = [
    call('1', 'read'),
    call('2', 'write'),
    call('3', 'drop'),
    call('4', 'mystery'),
    call('5', 'write'),
  ];

  it('holds back calls that cannot be approved and flags destructive and unknown tools', () => {
    const plan = planApproveAll(shown, tierOf, (candidate) => (candidate.id === '5' ? 'blocked' : 'ready'));
    expect(plan.approvable.map((item) => item.id)).toEqual(['1', '2', '3', '4']);
    expect(plan.destructive.map((item) => item.id)).toEqual(['3', '4']);
    expect(plan.blocked.map((item) => item.id)).toEqual(['5']);
    expect(plan.checking).toEqual([]);
  });

  it('counts a call whose draft is still being checked apart from those that need fixing', () => {
    const plan = planApproveAll(shown, tierOf, (candidate) =>
      candidate.id === '2' ? 'checking' : candidate.id === '5' ? 'blocked' : 'ready',
    );
    expect(plan.checking.map((item) => item.id)).toEqual(['2']);
    expect(plan.blocked.map((item) => item.id)).toEqual(['5']);
    expect(plan.approvable.map((item) => item.id)).toEqual(['1', '3', '4']);
  });

  it('holds back a call waiting for its server apart from those that need fixing', () => {
    const plan = planApproveAll(shown, tierOf, (candidate) => (candidate.id === '2' ? 'waiting' : 'ready'));
    expect(plan.waiting.map((item) => item.id)).toEqual(['2']);
    expect(plan.blocked).toEqual([]);
    expect(plan.approvable.map((item) => item.id)).toEqual(['1', '3', '4', '5']);
  });

  it("counts a remote agent's call by the tier the operator gave it, and one nobody tiered like destructive", () => {
    const remote = (id: string, name: string): ToolCall => ({
      ...call(id, name),
      interrupt: { id: `int_${id}`, reason: 'tool_call', toolCallId: id, editable: true },
    });
    const given: Record<string, 'write'> = { send_email: 'write' };
    const plan = planApproveAll(
      [remote('6', 'send_email'), remote('7', 'read'), call('8', 'refund')],
      (candidate: TieredCall) =>
        callTier(
          candidate,
          (name) => tiers[name],
          (name) => given[name],
        ),
      () => 'ready',
    );
    // `read` is a local read-only tool's name, which lends the remote call nothing.
    expect(plan.destructive.map((item) => item.id)).toEqual(['7', '8']);
    expect(plan.unknownTier.map((item) => item.id)).toEqual(['7']);
  });

  it('leaves out a remote call whose decision is staged: Approve all never replaces it', () => {
    const staged: ToolCall = {
      ...call('6', 'send_email'),
      interrupt: {
        id: 'int_email',
        reason: 'tool_call',
        editable: true,
        staged: { kind: 'decline', reason: 'wrong address', by: 'operator', at: 1 },
      },
    };
    const plan = planApproveAll([staged, call('2', 'write')], tierOf, () => 'ready');
    expect(plan.approvable.map((entry) => entry.id)).toEqual(['2']);
    expect([...plan.checking, ...plan.blocked]).toEqual([]);
  });
});
