import type { JsonValue } from '../json.ts';
import type { CallTier } from '../safety-tier.ts';
import { needsDestructiveConfirmation } from '../safety-tier.ts';
import { compileRuleSet, decideByRules } from './decide-by-rules.ts';
import type { CallFacts, Rule, RuleEffect, RuleSource } from './rule.ts';

/** A past call as the audit log recorded it, and what was decided then. */
export interface ReplayCall {
  readonly callId: string;
  readonly conversationId: string;
  readonly at: number;
  readonly source: RuleSource;
  readonly tool: string;
  readonly tier: CallTier;
  readonly args: JsonValue | null;
  /** What happened: ran without asking, asked the operator, or was denied by a rule. */
  readonly actual: RuleEffect;
}

/** What a shadow rule would have done on past calls. */
export interface ReplayReport {
  readonly ruleId: string;
  readonly effect: RuleEffect;
  /** Past calls looked at (the newest `limit`). */
  readonly considered: number;
  /** Calls the rule would have decided (the same decision, with it active, names it). */
  readonly decided: readonly ReplayCall[];
  /** Of those, the calls whose outcome would have differed from what happened. */
  readonly changed: readonly ReplayCall[];
  /** Destructive (or unknown-tier) calls it would have let run (only a confirmed allow rule can). */
  readonly destructive: readonly ReplayCall[];
}

/** The facts a past call is decided on again: the replay runs in `sessionId`. */
export function replayFacts(call: ReplayCall, sessionId: string): CallFacts {
  return {
    source: call.source,
    tool: call.tool,
    args: call.args,
    tier: call.tier,
    callId: call.callId,
    conversationId: call.conversationId,
    sessionId,
  };
}

/**
 * Replays the newest `limit` calls against the rule set with one rule taken as active, by the function that
 * decides live calls, and reports what that rule would have decided: a stronger rule, the destructive
 * confirmation, the tier and values that cannot be judged count as they would live. Pure: the same log and
 * rules always give the same report. `sessionId` is the session the replay runs in (past calls are taken as
 * this session's).
 */
export function replayRule(
  rules: readonly Rule[],
  ruleId: string,
  calls: readonly ReplayCall[],
  options: { readonly now: number; readonly sessionId: string; readonly limit?: number },
): ReplayReport {
  const trialRule = rules.find((rule) => rule.id === ruleId);
  if (!trialRule) throw new Error(`There is no rule ${ruleId} to replay.`);
  const set = compileRuleSet(rules);
  const newest = [...calls].sort((a, b) => b.at - a.at).slice(0, options.limit ?? 40);
  const decided: ReplayCall[] = [];
  const changed: ReplayCall[] = [];
  const destructive: ReplayCall[] = [];
  for (const call of newest) {
    const verdict = decideByRules(set, replayFacts(call, options.sessionId), options.now, { trial: ruleId });
    if (verdict.rule?.id !== ruleId) continue;
    decided.push(call);
    if (verdict.effect !== call.actual) changed.push(call);
    if (verdict.effect === 'allow' && needsDestructiveConfirmation(call.tier)) destructive.push(call);
  }
  return { ruleId, effect: trialRule.effect, considered: newest.length, decided, changed, destructive };
}
const verbs: Readonly<Record<RuleEffect, string>> = { allow: 'allowed', ask: 'asked about', deny: 'denied' };

/** "Would have allowed 12 of the last 40 calls (3 of them differently), including 2 destructive ones." */
export function describeReplay(report: ReplayReport): string {
  if (report.considered === 0) return 'No calls in the audit log yet to try it on.';
  const of = `of the last ${report.considered} ${report.considered === 1 ? 'call' : 'calls'}`;
  const changed = report.decided.length > 0 ? ` (${report.changed.length} of them differently)` : '';
  const destructive =
    report.destructive.length > 0
      ? `, including ${report.destructive.length === 1 ? 'this destructive one' : `these ${report.destructive.length} destructive ones`}`
      : '';
  return `Would have ${verbs[report.effect]} ${report.decided.length} ${of}${changed}${destructive}.`;
}
