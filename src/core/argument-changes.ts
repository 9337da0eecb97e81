import type { JsonObject, JsonValue } from './json.ts';
import { isJsonObject, jsonEqual } from './json.ts';

/** One value the operator changed: where (a dotted path, as the form names fields), from what, to what. */
export interface ArgumentChange {
  readonly path: string;
  /** Undefined when the key was added. */
  readonly before: JsonValue | undefined;
  /** Undefined when the key was removed. */
  readonly after: JsonValue | undefined;
}

function collect(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
  path: readonly string[],
  into: ArgumentChange[],
): void {
  if (jsonEqual(before, after)) return;
  // Objects are compared key by key, so a change deep inside names its own field; anything else as a whole.
  if (isJsonObject(before) && isJsonObject(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((key) => !Object.hasOwn(before, key))];
    for (const key of keys) collect(before[key], after[key], [...path, key], into);
    return;
  }
  into.push({ path: path.join('.'), before, after });
}

/**
 * The values that differ between the proposed and the approved arguments, leaf by leaf through nested objects
 * (`values.refund_amount`), in the proposed arguments' key order, added keys last. Arrays count as one value.
 */
export function changedValues(proposed: JsonObject | null, approved: JsonObject): readonly ArgumentChange[] {
  const changes: ArgumentChange[] = [];
  collect(proposed ?? {}, approved, [], changes);
  return changes;
}

/** The longest a value is shown in a change line before it is cut. */
const valueLimit = 60;

function shown(value: JsonValue | undefined): string {
  if (value === undefined) return '(not set)';
  const text = JSON.stringify(value);
  return text.length <= valueLimit ? text : `${text.slice(0, valueLimit - 1)}…`;
}

/**
 * One change in words: `values.refund_amount 89.9 → 75`, strings quoted, long values cut, an added or removed
 * key shown against "(not set)".
 */
export function describeChange(change: ArgumentChange): string {
  return `${change.path} ${shown(change.before)} → ${shown(change.after)}`;
}

/**
 * The operator's draft that turns the proposed arguments into the approved ones: each top-level approved value
 * that differs from the proposed one (what `modifiedArgs` holds for a call approved with these arguments).
 */
export function draftBetween(proposed: JsonObject | null, approved: JsonObject): JsonObject {
  const before = proposed ?? {};
  return Object.fromEntries(
    Object.entries(approved).filter(([key, value]) => !jsonEqual(before[key], value)),
  );
}

/**
 * The top-level keys whose value differs between the proposed and the approved arguments, in the approved
 * arguments' order, removed ones last: the one reckoning of modified keys for calls, resumes and the audit log.
 */
export function changedKeys(proposed: JsonObject | null, approved: JsonObject): readonly string[] {
  const before = proposed ?? {};
  return [
    ...Object.keys(draftBetween(before, approved)),
    ...Object.keys(before).filter((key) => !Object.hasOwn(approved, key)),
  ];
}
