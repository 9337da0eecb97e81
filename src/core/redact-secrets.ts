import type { JsonValue } from './json.ts';

/** What a secret is replaced with wherever provider or tool text would have shown it. */
export const redactionMark = '[redacted]';

/** Values shorter than this are not treated as secrets: they would blank out ordinary words. */
export const minimumSecretLength = 6;

/**
 * The spellings of the secrets that text may carry: each value as it is, URL-encoded (a key echoed from a query
 * string) and JSON-escaped (a key echoed inside a JSON string), longest first so a longer form wins.
 */
export function secretForms(secrets: readonly string[]): readonly string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < minimumSecretLength) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(JSON.stringify(secret).slice(1, -1));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

/**
 * Replaces every occurrence of the secrets in `text` by {@link redactionMark}. Returns `text` itself when there
 * is nothing to replace, so callers can tell by identity whether anything changed.
 */
export function redactText(text: string, secrets: readonly string[]): string {
  return redactWithForms(text, secretForms(secrets));
}

function redactWithForms(text: string, forms: readonly string[]): string {
  let result = text;
  for (const form of forms) if (result.includes(form)) result = result.split(form).join(redactionMark);
  return result;
}

/** True when `text` holds one of the secrets in any of its spellings. */
export function containsSecret(text: string, secrets: readonly string[]): boolean {
  return secretForms(secrets).some((form) => text.includes(form));
}

/**
 * Redacts every string of a JSON-shaped value, keys included. A value with no secret in it comes back as it was
 * (the same object), so an immutable conversation stays cheap to compare and to save.
 */
export function redactJson<T>(value: T, secrets: readonly string[]): T {
  const forms = secretForms(secrets);
  if (forms.length === 0 || value === undefined) return value;
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    // Too deep or cyclic to serialize: then it cannot be stored or exported either, and is bounded before that.
    return value;
  }
  if (text === undefined || !forms.some((form) => text.includes(form))) return value;
  try {
    return JSON.parse(redactWithForms(text, forms)) as T;
  } catch {
    // A secret spelled with quotes may span a string's end in the serialized text: redact string by string.
    return redactValue(value as JsonValue, forms) as T;
  }
}

function redactValue(value: JsonValue, forms: readonly string[]): JsonValue {
  if (typeof value === 'string') return redactWithForms(value, forms);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return (value as readonly JsonValue[]).map((item) => redactValue(item, forms));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [redactWithForms(key, forms), redactValue(item, forms)]),
  );
}

/**
 * Redacts a text that arrives in pieces (a streamed answer), where a secret may be split across two pieces.
 * `push` returns what can be shown now: the end of the text is held back only while it could be the start of a
 * secret, so a key never appears even in part, and ordinary text passes straight through.
 */
export interface StreamingRedactor {
  push(piece: string): string;
  /** Releases what is held back (the stream ended, or another part starts). */
  flush(): string;
}

/** Creates a {@link StreamingRedactor} for the secrets. */
export function createStreamingRedactor(secrets: readonly string[]): StreamingRedactor {
  const forms = secretForms(secrets);
  let held = '';
  return {
    push(piece) {
      if (forms.length === 0) return piece;
      const text = redactWithForms(held + piece, forms);
      const keep = heldLength(text, forms);
      held = text.slice(text.length - keep);
      return text.slice(0, text.length - keep);
    },
    flush() {
      const rest = held;
      held = '';
      return rest;
    },
  };
}

/** The length of the longest end of `text` that is the start (not the whole) of one of the forms. */
function heldLength(text: string, forms: readonly string[]): number {
  let longest = 0;
  for (const form of forms) {
    const first = form[0]!;
    const window = Math.min(form.length - 1, text.length);
    // Only positions where the form's first character appears can start a match.
    let at = text.indexOf(first, text.length - window);
    while (at !== -1) {
      const length = text.length - at;
      if (length > longest && form.startsWith(text.slice(at))) longest = length;
      at = text.indexOf(first, at + 1);
    }
  }
  return longest;
}
