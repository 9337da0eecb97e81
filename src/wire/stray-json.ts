import { asArray, asRecord, errorMessage } from './read-json.ts';

/** How much text outside SSE framing is kept while it may still become one JSON value. */
const maxStrayChars = 64 * 1024;

/**
 * Collects lines that sit outside SSE framing (no `data:` field) and reads them as one JSON value once they
 * form one, as when Vertex ends a stream with a bare, possibly pretty-printed, error object. Text that does not
 * start like JSON is dropped, and the collection is bounded, so stray noise costs nothing.
 */
export interface StrayJsonReader {
  /** Adds a stray line; returns the value when the lines so far form one. */
  line(text: string): unknown;
}

/** Creates an empty stray-line reader. */
export function createStrayJsonReader(): StrayJsonReader {
  let collected = '';
  return {
    line(text) {
      if (collected === '') {
        const start = text.trimStart()[0];
        if (start !== '{' && start !== '[') return undefined;
      }
      if (collected.length + text.length > maxStrayChars) {
        collected = '';
        return undefined;
      }
      collected = collected === '' ? text : `${collected}\n${text}`;
      try {
        const value: unknown = JSON.parse(collected);
        collected = '';
        return value;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The message of a bare provider error object (`{"error": {...}}`, or an array holding one), or undefined
 * when the value is not an error.
 */
export function bareErrorMessage(value: unknown): string | undefined {
  const record = asRecord(value) ?? asRecord(asArray(value)?.[0]);
  if (record === undefined || record.error === undefined || record.error === null) return undefined;
  return errorMessage(record.error, 'the provider reported an error');
}
