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
 * runs, anything else asks). `shadow` lists shadow rules that matched (they decide nothing). `setAside` is an
 * allow rule that matched a destructive call without the second confirmation, so the call asks instead.
 */
export interface RuleVerdict {
  readonly effect: RuleEffect;
  readonly rule?: Rule;
  readonly deadline?: WaitDeadline;
  /** The rule that set the deadline; without one it is the source's setting. */
  readonly deadlineRule?: Rule;
  readonly shadow: readonly Rule[];
  readonly setAside?: Rule;
}

const strength: Readonly<Record<RuleEffect, number>> = { deny: 3, ask: 2, allow: 1 };

/** Whether an allow rule may let this call run: never for a destructive tool without the second confirmation. */
export function allowPermitted(rule: Rule, facts: Pick<CallFacts, 'tier'>): boolean {
  return rule.effect !== 'allow' || facts.tier !== 'destructive' || rule.destructiveConfirmedAt !== undefined;
}

/**
 * Decides a call against the rule set at `now`. Deny beats ask beats allow; among rules of one effect the
 * first in the list is named. Disabled and expired rules, rules out of scope and invalid rules are ignored.
 */
export function decideByRules(set: CompiledRuleSet, facts: CallFacts, now: number): RuleVerdict {
  let decided: Rule | undefined;
  let setAside: Rule | undefined;
  let deadline: Rule | undefined;
  const shadow: Rule[] = [];
  for (const compiled of set.rules) {
    const { rule } = compiled;
    if (!compiled.ok || rule.status === 'disabled' || isExpired(rule, now)) continue;
    if (rule.status === 'shadow') {
      if (compiled.matches(facts)) shadow.push(rule);
      continue;
    }
    // A rule that cannot beat the one found so far is skipped before its conditions run.
    if (decided && strength[rule.effect] <= strength[decided.effect] && (deadline || !rule.deadline))
      continue;
    if (!compiled.matches(facts)) continue;
    if (!allowPermitted(rule, facts)) {
      setAside ??= rule;
      continue;
    }
    if (rule.deadline) deadline ??= rule;
    if (!decided || strength[rule.effect] > strength[decided.effect]) decided = rule;
  }
  const deadlineRule = decided?.deadline ? decided : deadline;
  const effect: RuleEffect = decided?.effect ?? (facts.tier === 'read-only' ? 'allow' : 'ask');
  return {
    effect,
    ...(decided ? { rule: decided } : {}),
    ...(deadlineRule?.deadline ? { deadline: deadlineRule.deadline, deadlineRule } : {}),
    shadow,
    ...(setAside && effect !== 'allow' ? { setAside } : {}),
  };
}
