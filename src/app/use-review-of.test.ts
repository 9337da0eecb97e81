import { describe, expect, it } from 'vitest';
import { fromOffer } from './use-review-of.ts';

const editedArgs = { type: 'object', properties: { amount: { type: 'number' } } };

describe("a desk's offer in the review's terms", () => {
  it('blocks each decision the desk leaves out, with its reason, and passes the notes and the draft check on', () => {
    const checkDraft = async () => undefined;
    const review = fromOffer({
      schema: editedArgs,
      tier: undefined,
      editing: { status: 'read-only', reason: 'Read-only: no edits.' },
      decisions: ['approve'],
      missing: { decline: 'Cannot decline: not offered.' },
      notices: ['interrupt-notes'],
      checkDraft,
    });
    expect(review).toEqual({
      schema: editedArgs,
      checker: checkDraft,
      readOnlyReason: 'Read-only: no edits.',
      declineBlockedReason: 'Cannot decline: not offered.',
      notices: ['interrupt-notes'],
    });
  });

  it('leaves a decision the desk offers unblocked', () => {
    const review = fromOffer({
      schema: undefined,
      tier: undefined,
      editing: { status: 'editable' },
      decisions: ['approve', 'decline'],
      missing: { approve: 'not used while approve is offered' },
      notices: [],
    });
    expect(review).toEqual({ schema: undefined, notices: [] });
  });
});
