import { needsDestructiveConfirmation } from '../safety-tier.ts';
import { CanonicalCache } from './canonical-value.ts';
import type { CompiledRule } from './compile-rule.ts';
import { compileRule, isExpired } from './compile-rule.ts';
import type { CallFacts, Rule, RuleEffect, WaitDeadline } from './rule.ts';

/** Rules compiled once, in list order, for many decisions. */
export interface CompiledRuleSet {
  readonly rules: readonly CompiledRule[];
}

/** Compiles every rule, in list order (by `position`). */
export function compileRuleSet(rules: readonly Rule[]): CompiledRuleSet {
  return { rules: [...rules].sort((a, b) => a.position - b.position).map(compileRule) };
}

/**
 * What the rules say about a call. `rule` is the rule that decided; without one the safety tier did (read-only
 * runs, anything else asks). `unjudged` says why, when the deciding rule matched only because a value could not
 * be judged. `shadow` lists the shadow rules that would have decided the call had they been active (they decide
 * nothing). `setAside` is an allow rule that matched a destructive (or unknown-tier) call without the second
 * confirmation, so the call asks instead.
 */
export interface RuleVerdict {
  readonly effect: RuleEffect;
  readonly rule?: Rule;
  readonly unjudged?: string;
  readonly deadline?: WaitDeadline;
  /** The rule that set the deadline; without one it is the source's setting. */
  readonly deadlineRule?: Rule;
  readonly shadow: readonly Rule[];
  readonly setAside?: Rule;
}

const strength: Readonly<Record<RuleEffect, number>> = { deny: 3, ask: 2, allow: 1 };

/**
 * Whether an allow rule may let this call run: never for a destructive or unknown-tier call without the second
 * confirmation.
 */
export function allowPermitted(rule: Rule, facts: Pick<CallFacts, 'tier'>): boolean {
  return (
    rule.effect !== 'allow' ||
    !needsDestructiveConfirmation(facts.tier) ||
    rule.destructiveConfirmedAt !== undefined
  );
}

/** Options of {@link decideByRules}. */
export interface DecideOptions {
  /** The id of a rule taken as active for this decision (what it would have done, by the same steps). */
  readonly trial?: string;
}

function decidePass(
  set: CompiledRuleSet,
  facts: CallFacts,
  now: number,
  cache: CanonicalCache,
  trial: string | undefined,
): RuleVerdict {
  let decided: Rule | undefined;
  let unjudged: string | undefined;
  let setAside: Rule | undefined;
  let deadline: Rule | undefined;
  const shadowMatches: Rule[] = [];
  for (const compiled of set.rules) {
    const { rule } = compiled;
    const status = rule.id === trial ? 'active' : rule.status;
    if (!compiled.ok || status === 'disabled' || isExpired(rule, now)) continue;
    if (status === 'shadow') {
      if (trial === undefined && compiled.matches(facts, cache) !== false) shadowMatches.push(rule);
      continue;
    }
    // A rule that cannot beat the one found so far is skipped before its conditions run.
    if (decided && strength[rule.effect] <= strength[decided.effect] && (deadline || !rule.deadline))
      continue;
    const match = compiled.matches(facts, cache);
    if (match === false) continue;
    if (!allowPermitted(rule, facts)) {
      setAside ??= rule;
      continue;
    }
    if (rule.deadline) deadline ??= rule;
    if (!decided || strength[rule.effect] > strength[decided.effect]) {
      decided = rule;
      unjudged = match === true ? undefined : match.reason;
    }
  }
  const deadlineRule = decided?.deadline ? decided : deadline;
  const effect: RuleEffect = decided?.effect ?? (facts.tier === 'read-only' ? 'allow' : 'ask');
  // `shadow` holds the shadow rules that matched; the caller keeps those that would have decided.
  return {
    effect,
    ...(decided ? { rule: decided } : {}),
    ...(unjudged !== undefined ? { unjudged } : {}),
    ...(deadlineRule?.deadline ? { deadline: deadlineRule.deadline, deadlineRule } : {}),
    shadow: shadowMatches,
    ...(setAside && effect !== 'allow' ? { setAside } : {}),
  };
}

/**
 * Decides a call against the rule set at `now`. Deny beats ask beats allow; among rules of one effect the
 * first in the list is named. Disabled and expired rules, rules out of scope and invalid rules are ignored. A
 * shadow rule counts as one that would have decided only when the same decision, with it active, names it: a
 * stronger rule, the destructive confirmation and the tier are all taken into account. With `trial`, that one
 * shadow rule is active and no shadow list is made.
 */
export function decideByRules(
  set: CompiledRuleSet,
  facts: CallFacts,
  now: number,
  options: DecideOptions = {},
): RuleVerdict {
  const cache = new CanonicalCache();
  const verdict = decidePass(set, facts, now, cache, options.trial);
  if (verdict.shadow.length === 0) return verdict;
  const shadow = verdict.shadow.filter(
    (rule) => decidePass(set, facts, now, cache, rule.id).rule?.id === rule.id,
  );
  return { ...verdict, shadow };
}
