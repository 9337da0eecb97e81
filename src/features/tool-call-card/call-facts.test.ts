import { describe, expect, it } from 'vitest';
import { makeToolCall } from '../../test/test-builders.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { declineWords } from './call-facts.ts';

const declined = (by: 'operator' | 'policy', reason?: string) =>
  makeToolCall({
    id: 'c1',
    name: 'send_email',
    state: { status: 'declined', decidedAt: 1, by, ...(reason ? { reason } : {}) },
  }) as Extract<ToolCall, { readonly status: 'declined' }>;

describe('declineWords', () => {
  it('names the deny rule that declined a remote approval, once, rather than a deadline', () => {
    expect(
      declineWords(
        declined('policy', 'Denied by rule 4: send_email with to matching *@rival.example. No mail.'),
      ),
    ).toEqual({ lead: 'Denied by rule 4', detail: 'send_email with to matching *@rival.example. No mail.' });
  });

  it('says the deadline declined a call the policy declined without a rule, and the operator their own', () => {
    expect(declineWords(declined('policy', 'Nobody answered in time.'))).toEqual({
      lead: 'Declined by its deadline',
      detail: 'Nobody answered in time.',
    });
    // An operator's reason that reads like a rule's is still the operator's.
    expect(declineWords(declined('operator', 'Denied by rule 4: no.'))).toEqual({
      lead: 'Declined by the operator',
      detail: 'Denied by rule 4: no.',
    });
  });
});
