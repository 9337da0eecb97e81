import type { AuditEntry } from '../../core/audit-entry.ts';
import type { ReplayCall } from '../../core/rules/replay-rules.ts';
import type { RuleEffect } from '../../core/rules/rule.ts';
import type { CallTier, SafetyTier } from '../../core/safety-tier.ts';
import type { RemoteSource } from '../../core/source.ts';

/** A remote call's tool as the rules name it and its tier, from where it came from and its own name. */
export type RemoteReplayFacts = (
  origin: RemoteSource,
  tool: string,
) => { readonly tool: string; readonly tier: CallTier };

const unknownRemote: RemoteReplayFacts = (_origin, tool) => ({ tool, tier: 'unknown' });

function actualOf(entry: AuditEntry): RuleEffect | undefined {
  if (entry.decision === 'refused') return entry.by === 'policy' ? 'deny' : undefined;
  if (entry.decision === 'approved' && entry.by === 'policy') return 'allow';
  return 'ask';
}

/**
 * The audit log as calls to replay: one per call (its newest decision), with what happened then and the
 * arguments the rules saw when it arrived. Calls the checks refused never reached the rules and are left out; a
 * tier missing from old entries is looked up. A remote call is named and tiered as the rules see it
 * (`remoteOf`): never with the tier of a tool of this page that shares its name.
 */
export function replayCallsOf(
  entries: readonly AuditEntry[],
  tierOf: (tool: string) => SafetyTier | undefined,
  remoteOf: RemoteReplayFacts = unknownRemote,
): readonly ReplayCall[] {
  const newest = new Map<string, AuditEntry>();
  for (const entry of entries) {
    const seen = newest.get(entry.callId);
    if (!seen || seen.at < entry.at) newest.set(entry.callId, entry);
  }
  return [...newest.values()].flatMap((entry): ReplayCall[] => {
    const actual = actualOf(entry);
    const remote = entry.origin ? remoteOf(entry.origin, entry.tool) : undefined;
    const tier: CallTier | undefined = remote?.tier ?? entry.tier ?? tierOf(entry.tool);
    if (!actual || !tier) return [];
    return [
      {
        callId: entry.callId,
        conversationId: entry.conversationId,
        at: entry.at,
        source: entry.source ?? 'built-in',
        tool: remote?.tool ?? entry.tool,
        tier,
        // The rules judged the call as it arrived: the model's proposal, not the operator's edit.
        args: entry.proposedArgs ?? entry.approvedArgs ?? null,
        actual,
      },
    ];
  });
}
