import type { ArgumentPath } from './argument-path.ts';
import { valueAtPath } from './argument-path.ts';
import type { JsonObject } from './json.ts';
import { isJsonObject, jsonEqual } from './json.ts';
import { awaitsDecision } from './review-flow.ts';
import type { ToolCall } from './tool-call.ts';
import { effectiveArgs } from './tool-call.ts';

/** Bounds of grouping: past them a call stands alone, or a group's table shows whole arguments. */
export interface GroupLimits {
  /** A call with more top-level arguments than this is never grouped (no table would show it). */
  readonly maxKeys: number;
  /** How deep nested objects are opened into columns of their own (`values.status`). */
  readonly maxDepth: number;
  /** Past this many nested columns, the table shows the top-level arguments instead. */
  readonly maxColumns: number;
}

/** The bounds the queue groups by. */
export const groupLimits: GroupLimits = { maxKeys: 64, maxDepth: 3, maxColumns: 64 };

/**
 * Pending calls alike enough to be decided together: the same tool (and scope) and the same top-level argument
 * keys, in any order. `columns` are the argument paths whose values differ among them, first call's order.
 */
export interface CallGroup {
  readonly key: string;
  readonly name: string;
  /** The calls, in queue order (oldest first). */
  readonly calls: readonly ToolCall[];
  readonly columns: readonly ArgumentPath[];
}

/** One row of the queue: a call on its own, or a group of alike calls at the place of its oldest call. */
export type QueueRow =
  { readonly kind: 'call'; readonly call: ToolCall } | { readonly kind: 'group'; readonly group: CallGroup };

/** What {@link groupQueue} may be told besides the calls. */
export interface GroupOptions {
  /** Calls of different scopes never group (a conversation or thread id when the queue spans several). */
  readonly scopeOf?: (call: ToolCall) => string;
  /** Calls the operator took out of their group: they stand alone. */
  readonly standsAlone?: (call: ToolCall) => boolean;
  readonly limits?: GroupLimits;
}

/**
 * The key alike calls share, or undefined for a call that never groups: one already decided (or with a
 * decision staged), one whose arguments did not parse, or one with more top-level keys than the limit. The keys
 * are those of the effective arguments (what would run), sorted, so an edit adding a key moves the call out.
 */
export function groupKeyOf(
  call: ToolCall,
  scope = '',
  limits: GroupLimits = groupLimits,
): string | undefined {
  if (!awaitsDecision(call) || call.args === null) return undefined;
  const keys = Object.keys(effectiveArgs(call));
  if (keys.length > limits.maxKeys) return undefined;
  return JSON.stringify([scope, call.name, keys.sort()]);
}

/** The leaf paths of `args`, nested objects opened down to `maxDepth` levels (arrays are leaves). */
function leafPaths(
  args: JsonObject,
  maxDepth: number,
  into: Map<string, ArgumentPath>,
  budget: number,
): boolean {
  const walk = (value: JsonObject, prefix: ArgumentPath): boolean => {
    for (const [key, item] of Object.entries(value)) {
      const path = [...prefix, key];
      if (isJsonObject(item) && Object.keys(item).length > 0 && path.length < maxDepth) {
        if (!walk(item, path)) return false;
      } else {
        into.set(JSON.stringify(path), path);
        if (into.size > budget) return false;
      }
    }
    return true;
  };
  return walk(args, []);
}

/**
 * The argument paths whose values differ among `argsList`, in the order they first appear. Nested objects open
 * into their fields, so a table shows `values.status` rather than the whole `values`; where calls disagree on
 * the shape (an object in one, a string in another) the outer path is the column. Past `maxColumns` paths the
 * top-level keys are the columns.
 */
export function differingColumns(
  argsList: readonly JsonObject[],
  limits: GroupLimits = groupLimits,
): readonly ArgumentPath[] {
  const paths = new Map<string, ArgumentPath>();
  const opened = argsList.every((args) => leafPaths(args, limits.maxDepth, paths, limits.maxColumns));
  const candidates = opened
    ? [...paths.values()]
    : [...new Set(argsList.flatMap((args) => Object.keys(args)))].map((key) => [key]);
  // A path inside another candidate is covered by it: the outer one differs whenever the inner one does.
  const keys = new Set(candidates.map((path) => JSON.stringify(path)));
  const outermost = candidates.filter(
    (path) => !path.some((_, index) => index > 0 && keys.has(JSON.stringify(path.slice(0, index)))),
  );
  const [first, ...rest] = argsList;
  if (first === undefined) return [];
  return outermost.filter((path) => {
    const value = valueAtPath(first, path);
    return rest.some((args) => !jsonEqual(valueAtPath(args, path), value));
  });
}

/**
 * The queue as rows: calls alike (see {@link groupKeyOf}) form a group at the place of the oldest of them; a group
 * needs two calls, and a call the operator took out stands alone. Order within and between rows is the queue's.
 */
export function groupQueue(calls: readonly ToolCall[], options: GroupOptions = {}): readonly QueueRow[] {
  const limits = options.limits ?? groupLimits;
  const keyOf = new Map<ToolCall, string>();
  const members = new Map<string, ToolCall[]>();
  for (const call of calls) {
    if (options.standsAlone?.(call)) continue;
    const key = groupKeyOf(call, options.scopeOf?.(call) ?? '', limits);
    if (key === undefined) continue;
    keyOf.set(call, key);
    const list = members.get(key);
    if (list) list.push(call);
    else members.set(key, [call]);
  }
  const rows: QueueRow[] = [];
  const placed = new Set<string>();
  for (const call of calls) {
    const key = keyOf.get(call);
    const group = key === undefined ? undefined : members.get(key);
    if (key === undefined || group === undefined || group.length < 2) {
      rows.push({ kind: 'call', call });
      continue;
    }
    if (placed.has(key)) continue;
    placed.add(key);
    rows.push({
      kind: 'group',
      group: {
        key,
        name: call.name,
        calls: group,
        columns: differingColumns(
          group.map((member) => effectiveArgs(member)),
          limits,
        ),
      },
    });
  }
  return rows;
}

/**
 * The fields of `args` the operator may set for a whole group: its leaf paths, nested objects opened as for the
 * table's columns; past `maxColumns` of them, its top-level keys.
 */
export function fieldPathsOf(args: JsonObject, limits: GroupLimits = groupLimits): readonly ArgumentPath[] {
  const paths = new Map<string, ArgumentPath>();
  return leafPaths(args, limits.maxDepth, paths, limits.maxColumns)
    ? [...paths.values()]
    : Object.keys(args).map((key) => [key]);
}

/** A column's heading: its path, dotted (`values.status`). */
export function columnLabel(path: ArgumentPath): string {
  return path.join('.');
}
