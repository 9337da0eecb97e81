import { patternEngines } from '../core/rules/pattern-engines.ts';

/** Thrown when a schema with a `pattern` is compiled before the pattern engine is loaded; never cached. */
export class PatternEngineMissing extends Error {
  override readonly name = 'PatternEngineMissing';
}

/**
 * ajv's engine for the `pattern` and `patternProperties` of every tool and response schema: RE2 (re2js), whose
 * time is linear in the input, so a schema a remote source declared (`^(a+)+$`) cannot hang the page's thread
 * on a long argument. A pattern RE2 does not support (look-around, back-references) makes the schema invalid,
 * which the review and the checks say. The engine loads with the first remote source (`loadPatternEngines`).
 */
export function linearRegExp(pattern: string): { test(input: string): boolean; toString(): string } {
  let engines;
  try {
    engines = patternEngines();
  } catch (error) {
    throw new PatternEngineMissing(error instanceof Error ? error.message : String(error));
  }
  const compiled = engines.RE2JS.compile(pattern);
  return {
    test: (input: string) => compiled.matcher(input).find(),
    // ajv keeps one compiled pattern per distinct `toString()`.
    toString: () => `re2:/${pattern}/`,
  };
}
linearRegExp.code = 'linearRegExp';
