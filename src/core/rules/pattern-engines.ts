import type picomatch from 'picomatch/posix.js';
import type { RE2JS } from 're2js';
import type { RuleCondition } from './rule.ts';

/**
 * The libraries that compile the patterns of rule conditions: RE2 for regular expressions (linear in the input,
 * so no pattern can hang the console) and picomatch for globs. They are a large share of the page's script and
 * most rule sets have no pattern, so they load the first time a rule needs them.
 */
export interface PatternEngines {
  readonly RE2JS: typeof RE2JS;
  readonly picomatch: typeof picomatch;
}

let engines: PatternEngines | undefined;
let loading: Promise<PatternEngines> | undefined;

/** Loads both engines once (a failed load is forgotten, so the next rule that needs them retries). */
export function loadPatternEngines(): Promise<PatternEngines> {
  loading ??= Promise.all([import('re2js'), import('picomatch/posix.js')]).then(
    ([re2, glob]) => (engines = { RE2JS: re2.RE2JS, picomatch: glob.default }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the engines are loaded, so a pattern compiles now. */
export function patternEnginesLoaded(): boolean {
  return engines !== undefined;
}

/**
 * The loaded engines. Throws when a pattern is compiled before {@link loadPatternEngines} resolved: a rule is
 * never compiled as matching nothing because its engine was missing.
 */
export function patternEngines(): PatternEngines {
  if (!engines)
    throw new Error(
      'The engines for globs and regular expressions are not loaded yet: await loadPatternEngines() before compiling such a rule.',
    );
  return engines;
}

/** Whether any of `rules` has a glob or regular-expression condition, the only ones that need the engines. */
export function needsPatternEngines(
  rules: readonly { readonly match: { readonly conditions: readonly RuleCondition[] } }[],
): boolean {
  return rules.some((rule) =>
    rule.match.conditions.some((condition) => condition.kind === 'glob' || condition.kind === 'regex'),
  );
}

/** Loads the engines when `rules` need them; resolves at once otherwise. */
export async function preparePatternEngines(
  rules: readonly { readonly match: { readonly conditions: readonly RuleCondition[] } }[],
): Promise<void> {
  if (needsPatternEngines(rules)) await loadPatternEngines();
}
