import type { CanonicalCache } from './canonical-value.ts';
import type { ConditionTest, Unjudged } from './compile-condition.ts';
import { compileCondition } from './compile-condition.ts';
import type { CallFacts, Rule, RuleScope } from './rule.ts';
import { compileToolPattern } from './tool-pattern.ts';

/**
 * Whether a rule matches a call: `true`, `false`, or {@link Unjudged} when it matches only because a value
 * could not be judged (a deny or ask rule, failing closed), with the reason the explanation gives.
 */
export type RuleMatchResult = boolean | Unjudged;

/** A rule ready to test against calls, or the reasons it cannot be (such a rule matches nothing). */
export type CompiledRule =
  | {
      readonly ok: true;
      readonly rule: Rule;
      readonly matches: (facts: CallFacts, cache?: CanonicalCache) => RuleMatchResult;
    }
  | { readonly ok: false; readonly rule: Rule; readonly problems: readonly string[] };

function inScope(scope: RuleScope, facts: CallFacts): boolean {
  switch (scope.kind) {
    case 'always':
      return true;
    case 'session':
      return scope.sessionId === facts.sessionId;
    case 'conversation':
      return scope.conversationId === facts.conversationId;
    case 'call':
      return scope.callId === facts.callId;
  }
}

/** Whether the rule still applies at `now`: an expired rule matches nothing. */
export function isExpired(rule: Pick<Rule, 'expiresAt'>, now: number): boolean {
  return rule.expiresAt !== undefined && rule.expiresAt <= now;
}

/**
 * Compiles a rule's tool pattern and conditions once. `matches` checks the source, scope, tool, tier and every
 * condition; status and expiry are the rule set's business, since they change with time and edits. A condition
 * whose value cannot be judged fails closed: it counts as holding for a deny or ask rule and as not holding for
 * an allow rule.
 */
export function compileRule(rule: Rule): CompiledRule {
  const problems: string[] = [];
  const tool = compileToolPattern(rule.match.tool);
  if (typeof tool === 'string') problems.push(tool);
  const tests: ConditionTest[] = [];
  for (const condition of rule.match.conditions) {
    const compiled = compileCondition(condition);
    if (compiled.ok) tests.push(compiled.test);
    else problems.push(...compiled.problems);
  }
  if (rule.effect === 'deny' && rule.message !== undefined && rule.message.length > 2_000)
    problems.push('The message to the model is longer than 2,000 characters.');
  if (problems.length > 0 || typeof tool === 'string') return { ok: false, rule, problems };
  const sources = rule.match.sources;
  const tiers = rule.match.tiers ?? [];
  const unjudgedMatches = rule.effect !== 'allow';
  return {
    ok: true,
    rule,
    matches: (facts, cache) => {
      if (sources.length > 0 && !sources.includes(facts.source)) return false;
      if (tiers.length > 0 && !tiers.includes(facts.tier)) return false;
      if (!inScope(rule.scope, facts) || !tool(facts.tool)) return false;
      let unjudged: Unjudged | undefined;
      for (const test of tests) {
        const result = test(facts.args, cache);
        if (result === true) continue;
        if (result === false || !unjudgedMatches) return false;
        unjudged ??= result;
      }
      return unjudged ?? true;
    },
  };
}
