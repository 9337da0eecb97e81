import type { JsonObject } from '../core/json.ts';
import { explainDecision, referenceOf } from '../core/rules/describe-rule.ts';
import type { RuleVerdict } from '../core/rules/decide-by-rules.ts';
import type { CallFacts, Rule } from '../core/rules/rule.ts';
import type { Refusal } from '../core/tool-call.ts';
import { ruleRefusal } from './decide-call.ts';
import type { RuleReader } from './decide-call.ts';

/** The field a deny rule names: its first condition on a plain path (no `*`), for the form to show it at. */
function fieldOf(rule: Rule): string | undefined {
  return rule.match.conditions.find((condition) => !condition.path.split('.').includes('*'))?.path;
}

/**
 * What the rules say of the snapshot that would run, as a refusal when a deny rule matches it (else undefined).
 * For the draft before approval, `draft` words it for the operator and names the field ("Denied by rule 2:
 * update_record with values.refund_amount ≥ 1000."); at approval it is what the model is told.
 */
export function snapshotRefusal(verdict: RuleVerdict, audience: 'draft' | 'model'): Refusal | undefined {
  if (verdict.effect !== 'deny' || !verdict.rule) return undefined;
  const rule = verdict.rule;
  if (audience === 'model') return ruleRefusal(rule, verdict.unjudged);
  const reference = referenceOf(rule, verdict.unjudged);
  const explanation = explainDecision('deny', reference);
  const message = rule.message?.trim();
  const path = fieldOf(rule);
  return {
    source: 'policy',
    rule: reference,
    message: `${explanation.charAt(0).toUpperCase()}${explanation.slice(1)}.${message ? ` ${message}` : ''}`,
    ...(path ? { path } : {}),
  };
}

/**
 * Judges the arguments that will run (the operator's draft, or the approved snapshot) by the same rules that
 * decide live calls. Only a denial counts here: an operator's approval is the operator's decision, which an
 * allow or ask rule neither replaces nor repeats.
 */
export async function judgeSnapshot(
  rules: RuleReader,
  facts: Omit<CallFacts, 'args'>,
  args: JsonObject,
  now: number,
  audience: 'draft' | 'model',
): Promise<Refusal | undefined> {
  return snapshotRefusal(await rules.decide({ ...facts, args }, now), audience);
}
