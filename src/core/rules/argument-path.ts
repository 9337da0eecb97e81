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
  let current: readonly JsonValue[] = root === null ? [] : [root];
  for (const segment of segments) {
    const next: JsonValue[] = [];
    for (const value of current) {
      if (segment === '*') next.push(...children(value));
      else {
        const found = child(value, segment);
        if (found !== undefined) next.push(found);
      }
    }
    current = next;
    if (current.length === 0) break;
  }
  return current;
}
