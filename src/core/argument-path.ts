import type { JsonObject, JsonValue } from './json.ts';
import { isJsonObject, jsonEqual } from './json.ts';
import type { ToolCall } from './tool-call.ts';
import { effectiveArgs, resetModifiedArgument, setModifiedArgument } from './tool-call.ts';

/**
 * Where a value sits inside a call's arguments: the top-level key first, then object keys and array indices
 * (as decimal strings), as the argument form names its fields (`values.refund_amount`, `cc.0`).
 */
export type ArgumentPath = readonly string[];

/** The value at `path` inside `value`, or undefined when the path leads nowhere. */
export function valueAtPath(value: JsonValue | undefined, path: ArgumentPath): JsonValue | undefined {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current)) current = (current as readonly JsonValue[])[Number(segment)];
    else if (isJsonObject(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

/**
 * A copy of `value` with `next` at `path`: undefined removes the key (or the array item, closing the gap).
 * Containers missing on the way are created as objects.
 */
export function withValueAtPath(
  value: JsonValue | undefined,
  path: ArgumentPath,
  next: JsonValue | undefined,
): JsonValue | undefined {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(value)) {
    const items = [...(value as readonly JsonValue[])];
    const index = Number(head);
    const item = withValueAtPath(items[index], rest, next);
    if (item === undefined) items.splice(index, 1);
    else items[index] = item;
    return items;
  }
  const object: Record<string, JsonValue> = isJsonObject(value) ? { ...value } : {};
  const inner = withValueAtPath(object[head], rest, next);
  if (inner === undefined) delete object[head];
  else object[head] = inner;
  return object;
}

/** Whether the operator's draft changes the value at `path` from what the model proposed. */
export function isModifiedAt(call: Pick<ToolCall, 'args' | 'modifiedArgs'>, path: ArgumentPath): boolean {
  const [top] = path;
  if (top === undefined || !Object.hasOwn(call.modifiedArgs, top)) return false;
  return !jsonEqual(valueAtPath(effectiveArgs(call), path), valueAtPath(call.args ?? {}, path));
}

/**
 * Puts the value at `path` back to what the model proposed, leaving every other edit of the same argument in
 * place. A value the model did not propose (an added key or array item) is removed. When nothing else of the
 * argument differs, the argument leaves the draft altogether.
 */
export function resetArgumentAt<T extends Pick<ToolCall, 'args' | 'modifiedArgs'>>(
  call: T,
  path: ArgumentPath,
): T {
  const [top, ...rest] = path;
  if (top === undefined || !Object.hasOwn(call.modifiedArgs, top)) return call;
  if (rest.length === 0) return resetModifiedArgument(call, top);
  const original: JsonObject = call.args ?? {};
  const restored = withValueAtPath(call.modifiedArgs[top], rest, valueAtPath(original[top], rest));
  return restored === undefined ? resetModifiedArgument(call, top) : setModifiedArgument(call, top, restored);
}
