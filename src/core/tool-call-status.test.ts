import { describe, expect, it } from 'vitest';
import { IllegalTransitionError, isSettled, transitionToolCall } from './tool-call-status.ts';
import { setModifiedArgument } from './tool-call.ts';
import { makeToolCall } from '../test/test-builders.ts';

const pending = makeToolCall({ args: { model: 'Order', id: 1042, amount: 120 } });

describe('tool call status machine', () => {
  it('completes streaming arguments into a call being checked, with the parsed layers', () => {
    const streaming = makeToolCall({ state: { status: 'streaming' }, args: null, rawArguments: '' });
    const next = transitionToolCall(streaming, {
      type: 'arguments-complete',
      rawArguments: '{"id":1}',
      args: { id: 1 },
      providerId: 'toolu_1',
    });
    expect(next).toMatchObject({
      status: 'checking',
      rawArguments: '{"id":1}',
      args: { id: 1 },
      providerId: 'toolu_1',
    });
  });

  it('snapshots the effective arguments at approval, with the modified keys and feedback', () => {
    const edited = setModifiedArgument(pending, 'amount', 80);
    const executing = transitionToolCall(edited, {
      type: 'approve',
      by: 'operator',
      at: 5,
      feedback: ' half refund ',
    });
    expect(executing.status).toBe('executing');
    if (executing.status !== 'executing') throw new Error('unreachable');
    expect(executing.approval).toEqual({
      by: 'operator',
      at: 5,
      approvedArgs: { model: 'Order', id: 1042, amount: 80 },
      modifiedKeys: ['amount'],
      feedback: 'half refund',
    });
    expect(executing.startedAt).toBe(5);
  });

  it('keeps the approval snapshot through completion, whatever the draft does later', () => {
    const executing = transitionToolCall(setModifiedArgument(pending, 'amount', 80), {
      type: 'approve',
      by: 'operator',
      at: 1,
    });
    const executed = transitionToolCall(executing, { type: 'complete', at: 9, result: { ok: true } });
    expect(executed).toMatchObject({ status: 'executed', finishedAt: 9, result: { ok: true } });
    if (executed.status !== 'executed') throw new Error('unreachable');
    expect(executed.approval.approvedArgs.amount).toBe(80);
  });

  it('refuses a second run of an executing call', () => {
    const executing = transitionToolCall(pending, { type: 'approve', by: 'operator', at: 1 });
    expect(() => transitionToolCall(executing, { type: 'approve', by: 'operator', at: 2 })).toThrow(
      /already running, and a call runs once/,
    );
  });

  it('cannot approve an executed call again', () => {
    const executed = transitionToolCall(
      transitionToolCall(pending, { type: 'approve', by: 'policy', at: 1 }),
      {
        type: 'complete',
        at: 2,
        result: null,
      },
    );
    expect(() => transitionToolCall(executed, { type: 'approve', by: 'operator', at: 3 })).toThrow(
      IllegalTransitionError,
    );
    expect(() => transitionToolCall(executed, { type: 'approve', by: 'operator', at: 3 })).toThrow(
      /already run once/,
    );
  });

  it('declines with a trimmed reason and drops any status data of before', () => {
    const declined = transitionToolCall(pending, {
      type: 'decline',
      by: 'operator',
      at: 4,
      reason: ' wrong customer ',
    });
    expect(declined).toMatchObject({ status: 'declined', reason: 'wrong customer', decidedAt: 4 });
    expect(() => transitionToolCall(declined, { type: 'decline', by: 'operator', at: 5 })).toThrow(
      /only a pending call/,
    );
  });

  it('interrupts an executing call, keeping its approval, and lets it be retried', () => {
    const executing = transitionToolCall(pending, { type: 'approve', by: 'operator', at: 1 });
    const interrupted = transitionToolCall(executing, {
      type: 'interrupt',
      reason: 'stopped by the operator',
    });
    expect(interrupted).toMatchObject({
      status: 'interrupted',
      reason: 'stopped by the operator',
      startedAt: 1,
    });
    const retried = transitionToolCall(interrupted, { type: 'retry' });
    expect(retried.status).toBe('checking');
    expect('approval' in retried).toBe(false);
  });

  it('lets a policy run a call being checked, but asks the operator only once it waits', () => {
    const checking = makeToolCall({ state: { status: 'checking' } });
    expect(() => transitionToolCall(checking, { type: 'approve', by: 'operator', at: 1 })).toThrow(
      /still being checked/,
    );
    expect(() => transitionToolCall(checking, { type: 'decline', by: 'operator', at: 1 })).toThrow(
      IllegalTransitionError,
    );
    expect(transitionToolCall(checking, { type: 'approve', by: 'policy', at: 1 }).status).toBe('executing');
    const waiting = transitionToolCall(checking, { type: 'ask' });
    expect(waiting.status).toBe('pending');
    expect(() => transitionToolCall(waiting, { type: 'ask' })).toThrow(IllegalTransitionError);
  });

  it('only lets an executing call complete or fail', () => {
    expect(() => transitionToolCall(pending, { type: 'complete', at: 1, result: 1 })).toThrow(
      /only an executing call/,
    );
    expect(() => transitionToolCall(pending, { type: 'fail', at: 1, error: 'x' })).toThrow(
      IllegalTransitionError,
    );
    expect(() => transitionToolCall(pending, { type: 'retry' })).toThrow(
      /only an interrupted or failed call/,
    );
  });

  it('refuses a call before approval with its source and message', () => {
    const refused = transitionToolCall(pending, {
      type: 'refuse',
      refusal: { source: 'agent-access', message: 'the agent may not delete Order records' },
    });
    expect(refused).toMatchObject({ status: 'refused', refusal: { source: 'agent-access' } });
    expect(() => transitionToolCall(refused, { type: 'approve', by: 'operator', at: 1 })).toThrow();
  });

  it('refuses an approved call when the re-check before running fails, keeping what was approved', () => {
    const executing = transitionToolCall(setModifiedArgument(pending, 'amount', 80), {
      type: 'approve',
      by: 'operator',
      at: 1,
    });
    const refused = transitionToolCall(executing, {
      type: 'refuse',
      refusal: { source: 'check', message: 'Order 1042 was deleted meanwhile' },
    });
    expect(refused).toMatchObject({
      status: 'refused',
      approval: { approvedArgs: { amount: 80 }, modifiedKeys: ['amount'] },
    });
  });

  it('names the settled statuses', () => {
    expect(
      ['refused', 'declined', 'executed', 'failed', 'interrupted'].every((s) => isSettled(s as never)),
    ).toBe(true);
    expect(['streaming', 'pending', 'executing'].some((s) => isSettled(s as never))).toBe(false);
  });
});
