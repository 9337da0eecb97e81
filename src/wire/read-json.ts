/**
 * Narrowing helpers for parsed wire JSON. Provider payloads are untrusted and sometimes malformed, so every
 * field is read through one of these instead of being cast.
 */

/** A parsed JSON object. */
export type JsonRecord = Readonly<Record<string, unknown>>;

/** The value as a JSON object, or undefined when it is anything else (arrays included). */
export function asRecord(value: unknown): JsonRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonRecord)
    : undefined;
}

/** The value as an array, or undefined. */
export function asArray(value: unknown): readonly unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

/** The value as a string, or undefined. */
export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The value as a non-empty string, or undefined: empty ids and names carry no information on the wire. */
export function asNonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The value as a finite number, or undefined. */
export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The message of a provider error, which arrives as a string or as an object with a `message`. */
export function errorMessage(value: unknown, fallback: string): string {
  const text = asNonEmptyString(value);
  if (text !== undefined) return text;
  const record = asRecord(value);
  const message = asNonEmptyString(record?.message);
  const kind = asNonEmptyString(record?.code) ?? asNonEmptyString(record?.type);
  if (message !== undefined) return kind !== undefined ? `${kind}: ${message}` : message;
  const status = kind ?? asNonEmptyString(record?.status);
  const number = asNumber(record?.code);
  if (status !== undefined) return number !== undefined ? `${status} (${number})` : status;
  return number !== undefined ? `error ${number}` : fallback;
}
