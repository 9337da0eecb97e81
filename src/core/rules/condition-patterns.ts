import type { RE2JS } from 're2js';
import { patternEngines } from './pattern-engines.ts';

/** Longest glob or regular expression a condition accepts. */
export const maxPatternLength = 1_000;

/** Why a glob or regular expression is refused (empty or too long), or undefined when it may be compiled. */
export function patternProblem(pattern: string, what: string): string | undefined {
  if (pattern.length === 0) return `The ${what} is empty.`;
  if (pattern.length > maxPatternLength)
    return `The ${what} is ${pattern.length} characters long; at most ${maxPatternLength} are allowed.`;
  return undefined;
}

/** A regular expression in RE2 (linear in the input, so no pattern can hang the console), or why it is invalid. */
export function compileRegex(pattern: string, ignoreCase: boolean): RE2JS | string {
  const { RE2JS } = patternEngines();
  try {
    return RE2JS.compile(pattern.normalize('NFC'), ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A glob in NFC, matched by picomatch on canonical values only: paths no longer than `maxJudgedPathLength`
 * (picomatch compiles to a backtracking regular expression), with dot files included.
 */
export function compileGlob(pattern: string): (subject: string) => boolean {
  return patternEngines().picomatch(pattern.normalize('NFC'), { dot: true });
}
