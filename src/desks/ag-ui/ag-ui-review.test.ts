import { describe, expect, it } from 'vitest';
import type { CallInterrupt } from '../../core/source.ts';
import { makeToolCall } from '../../test/test-builders.ts';
import { reviewOfRequest } from './ag-ui-review.ts';

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
    const offer = reviewOfRequest(call, 2_000, undefined);
    expect(offer.schema).toEqual(editedArgs);
    expect(offer.editing).toEqual({
      status: 'read-only',
      reason: expect.stringMatching(/does not accept edited arguments/),
    });
    expect(offer.decisions).toEqual(['decline']);
    expect(offer.missing.approve).toMatch(/request expired/);
    expect(offer.notices).toEqual(['interrupt-notice']);
    expect(offer.checkDraft).toBeUndefined();
  });

  it('offers approval before the request expires, editable when the agent takes edits', () => {
    const editable = { ...interrupt, editable: true };
    const offer = reviewOfRequest({ ...call, interrupt: editable }, 999, undefined);
    expect(offer.editing).toEqual({ status: 'editable' });
    expect(offer.decisions).toEqual(['approve', 'decline']);
    expect(offer.missing).toEqual({});
  });

  it("a question's form is its response schema, answered rather than approved", () => {
    const question: CallInterrupt = {
      id: 'int-2',
      reason: 'question',
      editable: true,
      responseSchema: { type: 'object', properties: { city: { type: 'string' } } },
    };
    const offer = reviewOfRequest({ ...call, interrupt: question }, 0, undefined);
    expect(offer.schema).toEqual(question.responseSchema);
    expect(offer.decisions).toEqual(['approve', 'decline', 'answer']);
  });

  it('asks for a JSON answer when the schema was withheld, and shows nothing once decided', () => {
    const withheld = { ...interrupt, schemaWithheld: 'too deep' };
    const offer = reviewOfRequest({ ...call, interrupt: withheld }, 0, undefined);
    expect(offer.notices).toEqual(['interrupt-notice', 'json-answer']);
    expect(offer.editing).toEqual({ status: 'read-only', reason: expect.stringMatching(/too deep/) });
    const declined = makeToolCall({
      name: 'refund',
      interrupt,
      state: { status: 'declined', decidedAt: 0, by: 'operator' },
    });
    expect(reviewOfRequest(declined, 0, undefined).notices).toEqual([]);
  });
});
