import { describe, expect, it } from 'vitest';
import { IllegalTransitionError, transitionToolCall } from './tool-call-status.ts';
import { setModifiedArgument } from './tool-call.ts';
import { makeToolCall } from '../test/test-builders.ts';

const pending = makeToolCall({ args: { to: 'ops@example.com' } });

describe('the transitions a remote source takes a call through', () => {
  it('approves with the answer the source is sent, not the effective arguments', () => {
    const executing = transitionToolCall(pending, {
      type: 'approve',
      by: 'operator',
      at: 3,
      answer: { approvedArgs: { answer: 'yes' }, modifiedKeys: [] },
    });
    expect(executing).toMatchObject({
      status: 'executing',
      startedAt: 3,
      approval: { by: 'operator', at: 3, approvedArgs: { answer: 'yes' }, modifiedKeys: [] },
    });
  });

  it('closes a pending or executing call as declined when someone else answered first', () => {
    const sent = transitionToolCall(pending, { type: 'approve', by: 'operator', at: 1 });
    for (const call of [pending, sent]) {
      const closed = transitionToolCall(call, {
        type: 'decided-elsewhere',
        at: 9,
        reason: 'Decided elsewhere.',
      });
      expect(closed).toMatchObject({
        status: 'declined',
        by: 'operator',
        decidedAt: 9,
        reason: 'Decided elsewhere.',
      });
      expect('approval' in closed).toBe(false);
    }
    expect(() =>
      transitionToolCall(transitionToolCall(sent, { type: 'complete', at: 2, result: null }), {
        type: 'decided-elsewhere',
        at: 3,
        reason: 'late',
      }),
    ).toThrow(IllegalTransitionError);
  });

  it('takes a decision that never left back to waiting, keeping the draft', () => {
    const drafted = setModifiedArgument(pending, 'to', 'boss@example.com');
    const sent = transitionToolCall(drafted, { type: 'approve', by: 'operator', at: 1 });
    const declined = transitionToolCall(drafted, { type: 'decline', by: 'operator', at: 1, reason: 'no' });
    for (const call of [sent, declined]) {
      const waiting = transitionToolCall(call, { type: 'unsent' });
      expect(waiting.status).toBe('pending');
      expect(waiting.modifiedArgs).toEqual({ to: 'boss@example.com' });
      expect('approval' in waiting || 'decidedAt' in waiting || 'reason' in waiting).toBe(false);
    }
    expect(() => transitionToolCall(pending, { type: 'unsent' })).toThrow(IllegalTransitionError);
  });
});
