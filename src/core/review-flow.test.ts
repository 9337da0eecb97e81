import { describe, expect, it } from 'vitest';
import { nextReviewCallId } from './review-flow.ts';

const pending = [{ id: 'call_a' }, { id: 'call_b' }, { id: 'call_c' }];

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
    expect(nextReviewCallId({ open, held: false, pending: [{ id: 'call_d' }] })).toBe('call_d');
  });

  it('stays on a call the operator opened to read', () => {
    expect(
      nextReviewCallId({ open: { id: 'call_x', status: 'executed' }, held: true, pending }),
    ).toBeUndefined();
  });
});
