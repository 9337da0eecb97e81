import type { JsonObject, JsonValue } from '../../core/json.ts';

/**
 * Turns what a form control holds into JSON: `undefined` keys are dropped and a number field left empty (NaN)
 * becomes null, which the schema then reports, instead of silently sending 0.
 */
export function toJson(value: unknown): JsonValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map((item) => toJson(item) ?? null);
  if (typeof value === 'object') {
    const result: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) {
      const json = toJson(item);
      if (json !== undefined) result[key] = json;
    }
    return result;
  }
  return null;
}

/** The form's values as a JSON object. */
export function formToJson(values: Readonly<Record<string, unknown>>): JsonObject {
  const json = toJson(values);
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as JsonObject) : {};
}

/** Dotted path → id-safe string, for label and error ids. */
export function pathId(prefix: string, path: string): string {
  return `${prefix}-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
