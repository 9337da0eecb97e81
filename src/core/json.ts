/** A JSON value as it crosses the wire or is stored. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | JsonObject;

/** A JSON object: tool call arguments are always one. */
export type JsonObject = { readonly [key: string]: JsonValue };

/** True when `value` is a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of two JSON values; key order does not matter. */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  const objectA = a as JsonObject;
  const objectB = b as JsonObject;
  const keysA = Object.keys(objectA);
  if (keysA.length !== Object.keys(objectB).length) return false;
  return keysA.every((key) => Object.hasOwn(objectB, key) && jsonEqual(objectA[key], objectB[key]));
}

/**
 * `value` as JSON, as it would be sent or stored: what JSON leaves out inside it is dropped, undefined becomes
 * null, and a value JSON cannot hold (a cycle, a bigint, a function) becomes its text.
 */
export function toJsonValue(value: unknown): JsonValue {
  if (value === undefined) return null;
  try {
    return JSON.parse(JSON.stringify(value)) as JsonValue;
  } catch {
    return String(value);
  }
}
