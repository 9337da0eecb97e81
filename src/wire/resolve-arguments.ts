import type { ToolArguments } from './stream-event.ts';
import { splitJsonObjects } from './split-json-objects.ts';

/** The parsed arguments of a call, or the reason it has none. */
export type ResolvedArguments =
  { readonly ok: true; readonly value: ToolArguments } | { readonly ok: false; readonly error: string };

/**
 * Applies the argument rules of the wire fixtures' README to a call's raw text: blank text (and a bare JSON
 * `null`) is no arguments, so the object announced when the call opened or else `{}`; otherwise `JSON.parse`;
 * when the text holds several complete objects back to back, the last non-empty one. Anything that is not a
 * JSON object is unusable: the call is never run and the model is told why.
 */
export function resolveArguments(raw: string, announced?: ToolArguments): ResolvedArguments {
  if (raw.trim() === '') return { ok: true, value: announced ?? {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    const values = splitJsonObjects(raw);
    if (values === undefined) return { ok: false, error: `arguments are not valid JSON: ${describe(error)}` };
    parsed = lastNonEmpty(values);
  }
  if (parsed === null) return { ok: true, value: announced ?? {} };
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    return {
      ok: false,
      error: `arguments are ${Array.isArray(parsed) ? 'an array' : typeof parsed}, not an object`,
    };
  }
  return { ok: true, value: parsed as ToolArguments };
}

/** Tells whether arguments text is already a complete JSON value (used only on rare identity heuristics). */
export function isCompleteJson(raw: string): boolean {
  if (raw.trim() === '') return false;
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

function lastNonEmpty(values: readonly unknown[]): unknown {
  for (let index = values.length - 1; index >= 0; index--) {
    const value = values[index];
    if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) return value;
  }
  return values[values.length - 1];
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
