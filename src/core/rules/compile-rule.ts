import type { JsonValue } from '../json.ts';
import { compileCondition } from './compile-condition.ts';
import type { CallFacts, Rule, RuleScope } from './rule.ts';
import { compileToolPattern } from './tool-pattern.ts';

/** A rule ready to test against calls, or the reasons it cannot be (such a rule matches nothing). */
export type CompiledRule =
  | { readonly ok: true; readonly rule: Rule; readonly matches: (facts: CallFacts) => boolean }
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
 * Compiles a rule's tool pattern and conditions once. `matches` checks the source, scope, tool and every
 * condition; status and expiry are the rule set's business, since they change with time and edits.
 */
export function compileRule(rule: Rule): CompiledRule {
  const problems: string[] = [];
  const tool = compileToolPattern(rule.match.tool);
  if (typeof tool === 'string') problems.push(tool);
  const tests: ((args: JsonValue | null) => boolean)[] = [];
  for (const condition of rule.match.conditions) {
    const compiled = compileCondition(condition);
    if (compiled.ok) tests.push(compiled.test);
    else problems.push(...compiled.problems);
  }
  if (rule.effect === 'deny' && rule.message !== undefined && rule.message.length > 2_000)
    problems.push('The message to the model is longer than 2,000 characters.');
  if (problems.length > 0 || typeof tool === 'string') return { ok: false, rule, problems };
  const sources = rule.match.sources;
  return {
    ok: true,
    rule,
    matches: (facts) =>
      (sources.length === 0 || sources.includes(facts.source)) &&
      inScope(rule.scope, facts) &&
      tool(facts.tool) &&
      tests.every((test) => test(facts.args)),
  };
}
