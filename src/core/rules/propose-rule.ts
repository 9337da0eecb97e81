import type { JsonObject, JsonValue } from '../json.ts';
import { isJsonObject } from '../json.ts';
import type { RuleCondition, RuleEffect } from './rule.ts';

/** A condition the operator may keep or drop before saving a rule proposed from a call. */
export interface ProposedCondition {
  readonly condition: RuleCondition;
  /** Whether it is ticked at first: identifying values are, free text is left out. */
  readonly include: boolean;
}

const maxDepth = 3;
const maxShortText = 120;

function directoryGlob(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/**' : `${path.slice(0, cut)}/**`;
}

function proposeFor(path: string, value: JsonValue, effect: RuleEffect): ProposedCondition | undefined {
  if (typeof value === 'boolean') return { condition: { kind: 'equals', path, value }, include: true };
  if (typeof value === 'number') {
    // "Calls like this": up to this amount for an allow, from this amount on for a deny or an ask.
    const bound = effect === 'allow' ? { max: value } : { min: value };
    return { condition: { kind: 'range', path, ...bound }, include: true };
  }
  if (typeof value !== 'string') return undefined;
  if (/^(\/|\.\/|~\/)/.test(value) && !/\s/.test(value) && value.length <= 1_000)
    return { condition: { kind: 'glob', path, pattern: directoryGlob(value) }, include: true };
  const email = /^[^@\s]+@([^@\s]+\.[^@\s]+)$/.exec(value);
  if (email) return { condition: { kind: 'glob', path, pattern: `*@${email[1]}` }, include: true };
  const short = value.length <= maxShortText && !value.includes('\n');
  return short ? { condition: { kind: 'equals', path, value }, include: !/\s/.test(value) } : undefined;
}

function walk(
  value: JsonObject,
  prefix: string,
  depth: number,
  effect: RuleEffect,
  out: ProposedCondition[],
): void {
  for (const [key, child] of Object.entries(value)) {
    // A key with a dot in it cannot be named by a dotted path.
    if (key.includes('.') || key === '*' || key === '') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isJsonObject(child)) {
      if (depth < maxDepth) walk(child, path, depth + 1, effect, out);
      continue;
    }
    const proposed = proposeFor(path, child, effect);
    if (proposed) out.push(proposed);
  }
}

/**
 * The conditions a rule made from a call would use: the arguments that identify it (short values, paths as
 * their folder with `/**`, email addresses as their domain, numbers as a bound), ticked; free text unticked;
 * long texts and arrays left out. Nested objects are followed to dotted paths, three levels deep.
 */
export function proposeConditions(args: JsonObject | null, effect: RuleEffect): readonly ProposedCondition[] {
  if (!args) return [];
  const out: ProposedCondition[] = [];
  walk(args, '', 1, effect, out);
  return out;
}
