import { describe, expect, it } from 'vitest';
import type { CallInterrupt } from '../core/source.ts';
import { makeToolCall } from '../test/test-builders.ts';
import { agUiReview, fromOffer } from './use-review-of.ts';

const editedArgs = { type: 'object', properties: { amount: { type: 'number' } } };

describe('the review of an AG-UI request', () => {
  const interrupt: CallInterrupt = {
    id: 'int-1',
    reason: 'tool-approval',
    toolCallId: 'tc-1',
    editable: false,
    expiresAt: 1_000,
    responseSchema: { type: 'object', properties: { approved: { type: 'boolean' }, editedArgs } },
  };
  const call = { ...makeToolCall({ name: 'refund', args: { amount: 5 } }), interrupt };

  it('edits against the edited arguments of the response schema, read-only with the reason and expired', () => {
    const review = agUiReview(call, interrupt, 2_000);
    expect(review.schema).toEqual(editedArgs);
    expect(review.readOnlyReason).toMatch(/does not accept edited arguments/);
    expect(review.approveBlockedReason).toMatch(/request expired/);
    expect(review.notices).toEqual(['interrupt-notice']);
  });

  it('asks for a JSON answer when the schema was withheld, and shows nothing once decided', () => {
    const withheld = { ...interrupt, schemaWithheld: 'too deep' };
    expect(agUiReview({ ...call, interrupt: withheld }, withheld, 0).notices).toEqual([
      'interrupt-notice',
      'json-answer',
    ]);
    const declined = makeToolCall({
      name: 'refund',
      interrupt,
      state: { status: 'declined', decidedAt: 0, by: 'operator' },
    });
    expect(agUiReview(declined, interrupt, 0).notices).toEqual([]);
  });
});

describe("a desk's offer in the review's terms", () => {
  it('blocks each decision the desk leaves out, with its reason, and shows the notes', () => {
    const call = makeToolCall({ name: 'refund' });
    const review = fromOffer(call, {
      schema: editedArgs,
      tier: undefined,
      editing: { status: 'read-only', reason: 'Read-only: no edits.' },
      decisions: ['approve'],
      missing: { decline: 'Cannot decline: not offered.' },
    });
    expect(review).toEqual({
      schema: editedArgs,
      readOnlyReason: 'Read-only: no edits.',
      declineBlockedReason: 'Cannot decline: not offered.',
      notices: ['interrupt-notes'],
    });
  });
});
