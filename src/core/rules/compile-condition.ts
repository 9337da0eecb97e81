import type { JsonValue } from '../json.ts';
import { isJsonObject, jsonEqual } from '../json.ts';
import { lookUpPath, parseArgumentPath, valuesAtPath } from './rule-argument-path.ts';
import type { CanonicalForm } from './canonical-value.ts';
import { CanonicalCache, canonicalIn, looksLikeUrl } from './canonical-value.ts';
import { compileRegex, compileGlob, patternProblem } from './condition-patterns.ts';
import type { RuleCondition } from './rule.ts';

/** Why a condition could not say whether it holds: "path could not be judged: 5,000 characters …". */
export interface Unjudged {
  readonly status: 'unjudged';
  readonly reason: string;
}

/** A condition's answer on one call: it holds, it does not, or the value could not be judged. */
export type ConditionResult = boolean | Unjudged;

/** Tests a condition on a call's arguments; `cache` shares canonical forms between the conditions of a decision. */
export type ConditionTest = (args: JsonValue | null, cache?: CanonicalCache) => ConditionResult;

/** A condition ready to test, or the reasons it cannot be. */
export type CompiledCondition =
  | { readonly ok: true; readonly test: ConditionTest }
  | { readonly ok: false; readonly problems: readonly string[] };

type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

function jsonType(value: JsonValue): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (isJsonObject(value)) return 'object';
  return typeof value as 'string' | 'number' | 'boolean';
}

const named: Readonly<Record<JsonType, string>> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  null: 'null',
  array: 'an array',
  object: 'an object',
};

type Judge = (value: JsonValue, cache: CanonicalCache) => ConditionResult;

/**
 * The condition holds when it holds for one value at the path (a `*` segment gives several); when none holds
 * and one could not be judged, or the path ran into a value it cannot go into, the answer is why. A missing
 * key is not a value: the condition does not hold (`present` and `absent` are the conditions about keys).
 */
function anyAt(segments: readonly string[], judge: Judge, cannot: (why: string) => Unjudged): ConditionTest {
  return (args, cache = new CanonicalCache()) => {
    const { values, blockedAt } = lookUpPath(args, segments);
    let unjudged: Unjudged | undefined;
    for (const value of values) {
      const result = judge(value, cache);
      if (result === true) return true;
      if (result !== false) unjudged ??= result;
    }
    if (!unjudged && blockedAt)
      return cannot(`${blockedAt.path} is ${named[jsonType(blockedAt.value)]}, not an object or array`);
    return unjudged ?? false;
  };
}

/** The form a compared string takes: a URL or an absolute path is compared as one; anything else as text. */
function formOfValue(value: string): CanonicalForm {
  if (looksLikeUrl(value)) return 'url';
  return value.startsWith('/') ? 'path' : 'text';
}

interface ComparedOption {
  readonly value: JsonValue;
  readonly form?: CanonicalForm;
  readonly canonical?: string;
}

function compileOptions(
  options: readonly JsonValue[],
  path: string,
): readonly ComparedOption[] | readonly string[] {
  const problems: string[] = [];
  const compared = options.map((value): ComparedOption => {
    if (typeof value !== 'string') return { value };
    const form = formOfValue(value);
    const canonical = canonicalIn(form, value);
    if (canonical.status === 'unjudged') {
      problems.push(`The value on ${path} cannot be compared: ${canonical.reason}.`);
      return { value };
    }
    return { value, form, canonical: canonical.value };
  });
  return problems.length > 0 ? problems : compared;
}

function compileEquality(options: readonly ComparedOption[], cannot: (why: string) => Unjudged): Judge {
  const expected = new Set(options.map((option) => jsonType(option.value)));
  const expectedWords = [...expected].map((type) => named[type]).join(' or ');
  return (value, cache) => {
    const type = jsonType(value);
    if (!expected.has(type)) return cannot(`${named[type]} where ${expectedWords} is expected`);
    let unjudged: Unjudged | undefined;
    for (const option of options) {
      if (option.form === undefined) {
        if (jsonEqual(value, option.value)) return true;
        continue;
      }
      if (typeof value !== 'string') continue;
      const canonical = cache.of(option.form, value);
      if (canonical.status === 'unjudged') unjudged ??= cannot(canonical.reason);
      else if (canonical.value === option.canonical) return true;
    }
    return unjudged ?? false;
  };
}

function stringJudge(
  form: CanonicalForm,
  cannot: (why: string) => Unjudged,
  test: (canonical: string) => boolean,
): Judge {
  return (value, cache) => {
    if (typeof value !== 'string') return cannot(`${named[jsonType(value)]} where a string is expected`);
    const canonical = cache.of(form, value);
    return canonical.status === 'unjudged' ? cannot(canonical.reason) : test(canonical.value);
  };
}

/**
 * Compiles one condition. Values are compared in canonical form (see `canonical-value.ts`): a glob compares
 * paths, or URLs when its pattern is one; equals and one of compare a string value written as a URL or an
 * absolute path in that form, other strings as NFC text. A value that cannot be judged (too long, the wrong
 * type, a path that climbs out, a null byte) answers {@link Unjudged}, which the rule turns into a match for
 * deny and ask and no match for allow. Invalid paths, empty or oversized patterns, regular expressions that do
 * not parse (RE2 syntax) and empty ranges are reported, never thrown. A glob or a regular expression needs the
 * pattern engines loaded first (`loadPatternEngines`); without them it throws.
 */
export function compileCondition(condition: RuleCondition): CompiledCondition {
  const segments = parseArgumentPath(condition.path);
  if (!segments)
    return {
      ok: false,
      problems: [
        `"${condition.path}" is not an argument path (use names joined by dots, like values.amount).`,
      ],
    };
  const cannot = (why: string): Unjudged => ({
    status: 'unjudged',
    reason: `${condition.path} could not be judged: ${why}`,
  });
  switch (condition.kind) {
    case 'equals':
    case 'one-of': {
      const values = condition.kind === 'equals' ? [condition.value] : condition.values;
      if (values.length === 0)
        return { ok: false, problems: [`"one of" on ${condition.path} lists no values.`] };
      const options = compileOptions(values, condition.path);
      if (options.some((option) => typeof option === 'string'))
        return { ok: false, problems: options as readonly string[] };
      return {
        ok: true,
        test: anyAt(segments, compileEquality(options as ComparedOption[], cannot), cannot),
      };
    }
    case 'glob': {
      const problem = patternProblem(condition.pattern, 'glob');
      if (problem) return { ok: false, problems: [problem] };
      const form = looksLikeUrl(condition.pattern) ? 'url' : 'path';
      return {
        ok: true,
        test: anyAt(segments, stringJudge(form, cannot, compileGlob(condition.pattern)), cannot),
      };
    }
    case 'regex': {
      const problem = patternProblem(condition.pattern, 'regular expression');
      if (problem) return { ok: false, problems: [problem] };
      const compiled = compileRegex(condition.pattern, condition.ignoreCase ?? false);
      if (typeof compiled === 'string')
        return {
          ok: false,
          problems: [`The regular expression /${condition.pattern}/ is invalid: ${compiled}.`],
        };
      return {
        ok: true,
        test: anyAt(
          segments,
          stringJudge('text', cannot, (text) => compiled.matcher(text).find()),
          cannot,
        ),
      };
    }
    case 'range': {
      const { min, max } = condition;
      const problems: string[] = [];
      if (min === undefined && max === undefined)
        problems.push(`The range on ${condition.path} has no bounds.`);
      if ((min !== undefined && !Number.isFinite(min)) || (max !== undefined && !Number.isFinite(max)))
        problems.push(`The range on ${condition.path} needs finite numbers.`);
      if (min !== undefined && max !== undefined && min > max)
        problems.push(`The range on ${condition.path} is empty: ${min} is above ${max}.`);
      if (problems.length > 0) return { ok: false, problems };
      return {
        ok: true,
        test: anyAt(
          segments,
          (value) =>
            typeof value !== 'number'
              ? cannot(`${named[jsonType(value)]} where a number is expected`)
              : (min === undefined || value >= min) && (max === undefined || value <= max),
          cannot,
        ),
      };
    }
    case 'present':
      return { ok: true, test: (args) => valuesAtPath(args, segments).length > 0 };
    case 'absent':
      return { ok: true, test: (args) => valuesAtPath(args, segments).length === 0 };
  }
}
