import type { JsonValue } from '../json.ts';
import { isJsonObject } from '../json.ts';

/** A dotted path split into segments; empty segments (a leading, trailing or doubled dot) make it invalid. */
export function parseArgumentPath(path: string): readonly string[] | undefined {
  const trimmed = path.trim();
  if (!trimmed) return undefined;
  const segments = trimmed.split('.');
  return segments.every((segment) => segment.length > 0) ? segments : undefined;
}

function children(value: JsonValue): readonly JsonValue[] {
  if (Array.isArray(value)) return value as readonly JsonValue[];
  if (isJsonObject(value)) return Object.values(value);
  return [];
}

function child(value: JsonValue, segment: string): JsonValue | undefined {
  if (Array.isArray(value)) {
    if (!/^\d+$/.test(segment)) return undefined;
    return (value as readonly JsonValue[])[Number(segment)];
  }
  if (isJsonObject(value) && Object.hasOwn(value, segment)) return value[segment];
  return undefined;
}

/**
 * Every value at `segments` inside `root`: one value for a plain path, none when a key is missing, and one per
 * element or key where a segment is `*`.
 */
export function valuesAtPath(root: JsonValue | null, segments: readonly string[]): readonly JsonValue[] {
  // A value in the way (a string where a key was looked for) holds no value at the path.
  return lookUpPath(root, segments).values;
}

/** The values at a path, and the first place the path ran into a value it cannot go into (a string, a number, null). */
export interface PathLookup {
  readonly values: readonly JsonValue[];
  /** The dotted path to the value that is not an object or array, when the path had to go through one. */
  readonly blockedAt?: { readonly path: string; readonly value: JsonValue };
}

/**
 * Like {@link valuesAtPath}, and says where the path ran into a value that is neither an object nor an array
 * (`values` is a string where `values.refund_amount` was looked for): a key missing from an object is no
 * value, but a value in the way is one the path cannot be judged through.
 */
export function lookUpPath(root: JsonValue | null, segments: readonly string[]): PathLookup {
  let current: readonly JsonValue[] = root === null ? [] : [root];
  let blockedAt: PathLookup['blockedAt'];
  for (const [index, segment] of segments.entries()) {
    const next: JsonValue[] = [];
    for (const value of current) {
      if (value === null || typeof value !== 'object') {
        blockedAt ??= { path: segments.slice(0, index).join('.'), value };
        continue;
      }
      if (segment === '*') next.push(...children(value));
      else {
        const found = child(value, segment);
        if (found !== undefined) next.push(found);
      }
    }
    current = next;
    if (current.length === 0) break;
  }
  return { values: current, ...(blockedAt ? { blockedAt } : {}) };
}
