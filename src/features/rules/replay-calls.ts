import type { AuditEntry } from '../../agent/audit-entry.ts';
import type { ReplayCall } from '../../core/rules/replay-rules.ts';
import type { RuleEffect } from '../../core/rules/rule.ts';
import type { CallTier, SafetyTier } from '../../core/safety-tier.ts';

function actualOf(entry: AuditEntry): RuleEffect | undefined {
  if (entry.decision === 'refused') return entry.by === 'policy' ? 'deny' : undefined;
  if (entry.decision === 'approved' && entry.by === 'policy') return 'allow';
  return 'ask';
}

/**
 * The audit log as calls to replay: one per call (its newest decision), with what happened then and the
 * arguments the rules saw when it arrived. Calls the checks refused never reached the rules and are left out; a
 * tier missing from old entries is looked up; a remote call's is `unknown`, never that of a tool of this page
 * that shares its name.
 */
export function replayCallsOf(
  entries: readonly AuditEntry[],
  tierOf: (tool: string) => SafetyTier | undefined,
): readonly ReplayCall[] {
  const newest = new Map<string, AuditEntry>();
  for (const entry of entries) {
    const seen = newest.get(entry.callId);
    if (!seen || seen.at < entry.at) newest.set(entry.callId, entry);
  }
  return [...newest.values()].flatMap((entry): ReplayCall[] => {
    const actual = actualOf(entry);
    const tier: CallTier | undefined = entry.tier ?? (entry.origin ? 'unknown' : tierOf(entry.tool));
    if (!actual || !tier) return [];
    return [
      {
        callId: entry.callId,
        conversationId: entry.conversationId,
        at: entry.at,
        source: entry.source ?? 'built-in',
        tool: entry.tool,
        tier,
        // The rules judged the call as it arrived: the model's proposal, not the operator's edit.
        args: entry.proposedArgs ?? entry.approvedArgs ?? null,
        actual,
      },
    ];
  });
}
