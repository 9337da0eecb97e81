import type { ArgumentPath } from './argument-path.ts';
import { valueAtPath, withValueAtPath } from './argument-path.ts';
import type { JsonValue } from './json.ts';
import type { ToolCall } from './tool-call.ts';
import { effectiveArgs } from './tool-call.ts';

/**
 * The group a call was decided in: each call of a group decision is still decided, recorded and run on its own;
 * its audit entry names the group (its id, and how many calls the operator decided together).
 */
export interface DecisionGroupRef {
  readonly id: string;
  readonly size: number;
}

/**
 * The top-level argument to set in `call`'s draft so that `path` holds `value`, the rest of that argument as it
 * stands now (the operator's other edits kept). Undefined when the path is empty.
 */
export function fieldEditFor(
  call: Pick<ToolCall, 'args' | 'modifiedArgs'>,
  path: ArgumentPath,
  value: JsonValue,
): { readonly key: string; readonly value: JsonValue } | undefined {
  const [key, ...inner] = path;
  if (key === undefined) return undefined;
  const current = effectiveArgs(call)[key];
  const next = withValueAtPath(current, inner, value);
  return next === undefined ? undefined : { key, value: next };
}

/**
 * The value the operator typed for a field, read against what the field holds in the first call: a string field
 * takes the text as written; any other reads it as JSON, and text that is not JSON stays text (the checks then
 * say why it does not fit).
 */
export function parseFieldInput(text: string, current: JsonValue | undefined): JsonValue {
  if (typeof current === 'string') return text;
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
}

/** What a field holds in a call now (its draft laid over what the model proposed). */
export function currentFieldValue(
  call: Pick<ToolCall, 'args' | 'modifiedArgs'>,
  path: ArgumentPath,
): JsonValue | undefined {
  return valueAtPath(effectiveArgs(call), path);
}
