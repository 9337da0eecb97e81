import type { RE2JS } from 're2js';
import type { JsonValue } from '../json.ts';
import { jsonEqual } from '../json.ts';
import { parseArgumentPath, valuesAtPath } from './argument-path.ts';
import { patternEngines } from './pattern-engines.ts';
import type { RuleCondition } from './rule.ts';

/** Longest glob or regular expression a condition accepts. */
export const maxPatternLength = 1_000;

/**
 * Longest string a glob is tested on. Globs are for paths, and picomatch compiles to a backtracking regular
 * expression, so a multi-megabyte argument is not given to one (it does not match).
 */
export const maxGlobSubjectLength = 4_096;

/** A condition ready to test, or the reasons it cannot be. */
export type CompiledCondition =
  | { readonly ok: true; readonly test: (args: JsonValue | null) => boolean }
  | { readonly ok: false; readonly problems: readonly string[] };

function anyAt(segments: readonly string[], predicate: (value: JsonValue) => boolean) {
  return (args: JsonValue | null) => valuesAtPath(args, segments).some(predicate);
}

function patternProblem(pattern: string, what: string): string | undefined {
  if (pattern.length === 0) return `The ${what} is empty.`;
  if (pattern.length > maxPatternLength)
    return `The ${what} is ${pattern.length} characters long; at most ${maxPatternLength} are allowed.`;
  return undefined;
}

function compileRegex(pattern: string, ignoreCase: boolean): RE2JS | string {
  const { RE2JS } = patternEngines();
  try {
    // RE2 matches in time linear in the input, so no pattern can hang the console (no catastrophic backtracking).
    return RE2JS.compile(pattern, ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Compiles one condition. Invalid paths, empty or oversized patterns, regular expressions that do not parse
 * (RE2 syntax: no look-around or back-references) and empty ranges are reported, never thrown. A glob or a
 * regular expression needs the pattern engines loaded first (`loadPatternEngines`); without them it throws.
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
  switch (condition.kind) {
    case 'equals':
      return { ok: true, test: anyAt(segments, (value) => jsonEqual(value, condition.value)) };
    case 'one-of':
      if (condition.values.length === 0)
        return { ok: false, problems: [`"one of" on ${condition.path} lists no values.`] };
      return {
        ok: true,
        test: anyAt(segments, (value) => condition.values.some((option) => jsonEqual(value, option))),
      };
    case 'glob': {
      const problem = patternProblem(condition.pattern, 'glob');
      if (problem) return { ok: false, problems: [problem] };
      const isMatch = patternEngines().picomatch(condition.pattern, { dot: true });
      return {
        ok: true,
        test: anyAt(
          segments,
          (value) => typeof value === 'string' && value.length <= maxGlobSubjectLength && isMatch(value),
        ),
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
        test: anyAt(segments, (value) => typeof value === 'string' && compiled.matcher(value).find()),
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
            typeof value === 'number' &&
            (min === undefined || value >= min) &&
            (max === undefined || value <= max),
        ),
      };
    }
    case 'present':
      return { ok: true, test: (args) => valuesAtPath(args, segments).length > 0 };
    case 'absent':
      return { ok: true, test: (args) => valuesAtPath(args, segments).length === 0 };
  }
}
