import type { AuditEntry } from '../../core/audit-entry.ts';
import { changedValues, describeChange } from '../../core/argument-changes.ts';
import { deadlineReasonWithoutRule } from '../../core/rules/call-deadline.ts';
import { afterExplanation, explainDecision } from '../../core/rules/describe-rule.ts';

/**
 * The entry's rule in words: "Allowed by rule 3: write_file with path under /tmp/**", "Denied by rule 2: …",
 * "Declined by the deadline of rule 4: …", or for the operator's own decision "Asked by rule 5: …".
 */
export function ruleLine(entry: AuditEntry): string | undefined {
  const { rule } = entry;
  if (!rule) return undefined;
  const line =
    entry.by !== 'policy'
      ? explainDecision('ask', rule)
      : entry.decision === 'approved'
        ? explainDecision('allow', rule)
        : entry.decision === 'refused'
          ? explainDecision('deny', rule)
          : `declined by the deadline of rule ${rule.number}: ${rule.summary}`;
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * The entry's reason as the log shows it under its rule line: a rule's denial without the explanation it opens
 * with, and a deadline's reason without the rule it names, which the rule line already says.
 */
export function reasonLine(entry: AuditEntry): string | undefined {
  if (!entry.reason) return undefined;
  if (!entry.rule || entry.by !== 'policy') return entry.reason;
  const detail =
    entry.decision === 'refused'
      ? afterExplanation(entry.reason, 'deny', entry.rule)
      : deadlineReasonWithoutRule(entry.reason, entry.rule);
  return detail ? detail.charAt(0).toUpperCase() + detail.slice(1) : undefined;
}

/** How many changes an entry lists before it says how many more there are. */
const shownChanges = 8;

/**
 * What the operator's edit changed, one line per value (`values.refund_amount 89.9 → 75`), from the proposed and
 * approved arguments the entry holds; an entry without approved arguments names the edited keys.
 */
export function changeLines(entry: AuditEntry): readonly string[] {
  if (!entry.approvedArgs)
    return entry.modifiedKeys.length > 0 ? [`Edited: ${entry.modifiedKeys.join(', ')}`] : [];
  const changes = changedValues(entry.proposedArgs, entry.approvedArgs).map(describeChange);
  if (changes.length <= shownChanges) return changes;
  return [...changes.slice(0, shownChanges), `and ${changes.length - shownChanges} more changes`];
}
