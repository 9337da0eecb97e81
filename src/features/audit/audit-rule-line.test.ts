import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../core/audit-entry.ts';
import { changeLines, reasonLine, ruleLine } from './audit-rule-line.ts';
import { makeAuditEntry } from '../../test/test-builders.ts';

const rule = { id: 'rule-2', number: 2, summary: '*delete*' };

/** An entry of a call the rules refused. */
const entry = (overrides: Partial<AuditEntry>): AuditEntry =>
  makeAuditEntry({
    tool: 'delete_record',
    by: 'policy',
    decision: 'refused',
    proposedArgs: { model: 'ticket', id: 5088 },
    outcome: 'refused',
    ...overrides,
  });

describe('the rule and reason lines of an audit entry', () => {
  it('names the denying rule once: the reason keeps only what the rule told the model', () => {
    const denied = entry({
      rule,
      reason: 'Denied by rule 2: *delete*. Close duplicates instead. Do not call it again.',
    });
    expect(ruleLine(denied)).toBe('Denied by rule 2: *delete*');
    expect(reasonLine(denied)).toBe('Close duplicates instead. Do not call it again.');
  });

  it('leaves no reason line when the denial says nothing more than its rule', () => {
    expect(reasonLine(entry({ rule, reason: 'Denied by rule 2: *delete*.' }))).toBeUndefined();
  });

  it('names the rule whose deadline declined a call once', () => {
    const declined = entry({
      tool: 'send_email',
      decision: 'declined',
      outcome: 'declined',
      rule: { id: 'rule-1', number: 1, summary: 'send_email' },
      reason: 'nobody decided within 8 seconds (the deadline of rule 1: send_email). Ask again later.',
    });
    expect(ruleLine(declined)).toBe('Declined by the deadline of rule 1: send_email');
    expect(reasonLine(declined)).toBe('Nobody decided within 8 seconds. Ask again later.');
  });

  it("keeps the operator's and the checks' reasons whole", () => {
    const declined = entry({
      by: 'operator',
      decision: 'declined',
      outcome: 'declined',
      rule,
      reason: 'Denied by rule 2: *delete*. Not now.',
    });
    expect(reasonLine(declined)).toBe('Denied by rule 2: *delete*. Not now.');
    const checked = entry({ by: 'check', reason: 'There is no tool named delete_recod.' });
    expect(reasonLine(checked)).toBe('There is no tool named delete_recod.');
  });
});

describe('what an audit entry says the operator changed', () => {
  it('names each changed value with its proposed and approved value, not only the edited key', () => {
    const approved = entry({
      tool: 'update_record',
      by: 'operator',
      decision: 'approved',
      outcome: 'executed',
      proposedArgs: { model: 'order', id: 1042, values: { refund_amount: 89.9, status: 'refunded' } },
      approvedArgs: { model: 'order', id: 1042, values: { refund_amount: 75, status: 'refunded' } },
      modifiedKeys: ['values'],
    });
    expect(changeLines(approved)).toEqual(['values.refund_amount 89.9 → 75']);
  });

  it('says how many more changes there are past the first eight, and names edited keys without a snapshot', () => {
    const proposedArgs = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`k${index}`, index]));
    const approvedArgs = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`k${index}`, -index]));
    const lines = changeLines(entry({ decision: 'approved', proposedArgs, approvedArgs }));
    expect(lines).toHaveLength(9);
    expect(lines.at(-1)).toBe('and 2 more changes');
    expect(changeLines(entry({ modifiedKeys: ['subject'] }))).toEqual(['Edited: subject']);
    expect(changeLines(entry({}))).toEqual([]);
  });
});
