import { describe, expect, it } from 'vitest';
import { nextReviewCallId } from './review-flow.ts';

const pending = [
  { id: 'call_a', status: 'pending' },
  { id: 'call_b', status: 'pending' },
  { id: 'call_c', status: 'pending' },
] as const;
const staged = {
  id: 'int_a',
  reason: 'tool_call',
  editable: true,
  staged: { kind: 'approve', approvedArgs: {}, by: 'operator', at: 1 },
} as const;

describe('nextReviewCallId', () => {
  it('opens the oldest pending call when nothing is open', () => {
    expect(nextReviewCallId({ open: undefined, held: false, pending })).toBe('call_a');
  });

  it('stays on a pending call until it is decided', () => {
    expect(
      nextReviewCallId({ open: { id: 'call_b', status: 'pending' }, held: false, pending }),
    ).toBeUndefined();
  });

  it('moves to the oldest call still waiting once the open one is decided', () => {
    const rest = pending.slice(1);
    expect(
      nextReviewCallId({ open: { id: 'call_a', status: 'executing' }, held: false, pending: rest }),
    ).toBe('call_b');
    expect(nextReviewCallId({ open: { id: 'call_a', status: 'declined' }, held: false, pending: rest })).toBe(
      'call_b',
    );
  });

  it('stays on a decided call when nothing else waits, and moves when a call arrives', () => {
    const open = { id: 'call_a', status: 'executed' } as const;
    expect(nextReviewCallId({ open, held: false, pending: [] })).toBeUndefined();
    expect(nextReviewCallId({ open, held: false, pending: [{ id: 'call_d', status: 'pending' }] })).toBe(
      'call_d',
    );
  });

  it('stays on a call the operator opened to read', () => {
    expect(
      nextReviewCallId({ open: { id: 'call_x', status: 'executed' }, held: true, pending }),
    ).toBeUndefined();
  });

  it('moves on from a call whose decision is staged, to the next call not yet decided', () => {
    const open = { id: 'call_a', status: 'pending', interrupt: staged } as const;
    const withStaged = [open, { id: 'call_b', status: 'pending', interrupt: staged } as const, pending[2]];
    expect(nextReviewCallId({ open, held: false, pending: withStaged })).toBe('call_c');
    expect(nextReviewCallId({ open: undefined, held: false, pending: withStaged })).toBe('call_c');
    // Every request staged: the review stays where it is; opened to read, a staged call stays open.
    expect(nextReviewCallId({ open, held: false, pending: withStaged.slice(0, 2) })).toBeUndefined();
    expect(nextReviewCallId({ open, held: true, pending: withStaged })).toBeUndefined();
  });
});
