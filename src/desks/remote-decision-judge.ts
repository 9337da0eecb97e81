import { judgeSnapshot } from '../agent/judge-snapshot.ts';
import type { RuleReader } from '../agent/decide-call.ts';
import type { CallFacts } from '../core/rules/rule.ts';
import type { Decision } from '../core/source.ts';

/** A remote decision after the rules judged what it would send, and who decided it in the end. */
export interface JudgedDecision {
  readonly decision: Decision;
  readonly by: 'operator' | 'policy';
}

/**
 * Judges the arguments an approval of a remote call would send (edited or not) by the same rules as a live
 * call. A deny turns it into a decline whose reason names the rule, which the agent is told: a denied snapshot
 * never leaves this page. Other decisions, and approvals no deny rule matches, stay as they were.
 */
export async function judgeRemoteDecision(
  rules: RuleReader,
  facts: Omit<CallFacts, 'args'>,
  decision: Decision,
  by: 'operator' | 'policy',
  now: number,
): Promise<JudgedDecision> {
  if (decision.kind !== 'approve') return { decision, by };
  const refusal = await judgeSnapshot(rules, facts, decision.approvedArgs, now, 'model');
  return refusal
    ? { decision: { kind: 'decline', reason: refusal.message }, by: 'policy' }
    : { decision, by };
}
