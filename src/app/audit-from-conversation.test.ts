import { describe, expect, it } from 'vitest';
import { auditFromConversation } from './audit-from-conversation.ts';
import { supportConversation } from './fixtures/support-fixture.ts';

describe('auditFromConversation', () => {
  it('records one entry per decided call, with who decided and how it ended', () => {
    const entries = auditFromConversation(supportConversation);
    expect(entries.map((entry) => [entry.tool, entry.decision, entry.by, entry.outcome])).toEqual([
      ['search_records', 'approved', 'policy', 'executed'],
      ['get_invoice', 'approved', 'policy', 'failed'],
      ['list_payments', 'approved', 'policy', 'executed'],
      ['issue_refund', 'refused', 'check', 'refused'],
      ['void_invoice', 'declined', 'operator', 'declined'],
    ]);
    const refused = entries.find((entry) => entry.decision === 'refused');
    expect(refused?.at).toBe(supportConversation.messages[2]?.createdAt);
    expect(entries.find((entry) => entry.outcome === 'failed')?.outcomeDetail).toMatch(/timed out/);
  });
});
