import type { JsonValue } from './json.ts';

/** Limits for {@link summarizeArguments}. */
export interface SummaryLimits {
  /** Longest string value shown before it is cut with an ellipsis. */
  readonly maxStringLength: number;
  /** Nesting shown before objects and arrays collapse to `{…}` / `[…]`. */
  readonly maxNesting: number;
  /** Longest summary as a whole. */
  readonly maxLength: number;
}

const defaultLimits: SummaryLimits = { maxStringLength: 40, maxNesting: 2, maxLength: 160 };

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

function render(value: JsonValue | undefined, nesting: number, limits: SummaryLimits): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(cut(value, limits.maxStringLength));
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (nesting >= limits.maxNesting) return '[…]';
    return `[${value.map((item) => render(item, nesting + 1, limits)).join(', ')}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  if (nesting >= limits.maxNesting) return '{…}';
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
  return `{${entries.map(([name, item]) => `${key(name)}: ${render(item, nesting + 1, limits)}`).join(', ')}}`;
}

/**
 * A Java-like one-line call summary: the tool name and its argument values in order, strings quoted and
 * objects with bare keys, e.g. `search_records("Customer", {status: "active"}, 20)`. Used in headers and hints.
 */
export function summarizeArguments(
  name: string,
  args: Readonly<Record<string, JsonValue>> | null,
  limits: Partial<SummaryLimits> = {},
): string {
  const merged = { ...defaultLimits, ...limits };
  if (args === null) return `${name}(<unparseable arguments>)`;
  const inner = Object.values(args)
    .map((value) => render(value, 0, merged))
    .join(', ');
  const full = `${name}(${inner})`;
  return full.length <= merged.maxLength ? full : `${full.slice(0, merged.maxLength - 2)}…)`;
}

/** One argument value on one line, bounded like {@link summarizeArguments} (`"closed"`, `{status: "open"}`). */
export function summarizeValue(value: JsonValue | undefined, limits: Partial<SummaryLimits> = {}): string {
  const merged = { ...defaultLimits, ...limits };
  const full = value === undefined ? '(none)' : render(value, 0, merged);
  return cut(full, merged.maxLength);
}
