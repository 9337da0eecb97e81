import type { CallGroup, GroupLimits } from './call-groups.ts';
import { groupQueue } from './call-groups.ts';
import type { PendingEntry } from './pending-entries.ts';
import type { Source } from './source.ts';
import { isRemoteSource, remoteOwnerId } from './source.ts';
import type { ToolCall } from './tool-call.ts';

/**
 * Alike waiting calls of several threads: the same tool of the same agent, deployment or route, with the same
 * argument keys ({@link CallGroup}), each still named by its own thread.
 */
export interface EntryGroup {
  readonly group: CallGroup;
  /** The group's calls as entries (thread and source), in the group's order. */
  readonly entries: readonly PendingEntry[];
  /** How many threads the calls come from. */
  readonly threadCount: number;
}

/** One row of the queue of other threads: a call on its own, or alike calls of one owner across its threads. */
export type EntryRow =
  | { readonly kind: 'entry'; readonly entry: PendingEntry }
  | { readonly kind: 'group'; readonly group: EntryGroup };

/**
 * Who a tool belongs to: the agent, deployment or route that runs it, so two agents' tools that share a name
 * never group (they may do different things), while one agent's calls group across its threads.
 */
export function toolOwnerScope(source: Source): string {
  return isRemoteSource(source) ? JSON.stringify([source.kind, remoteOwnerId(source)]) : source.kind;
}

/**
 * The waiting calls of other threads as rows ({@link groupQueue} across threads): alike calls of one owner form a
 * group at the place of the first of them; a call the operator took out (`standsAlone`) stays on its own.
 */
export function groupPendingEntries(
  entries: readonly PendingEntry[],
  standsAlone: (entry: PendingEntry) => boolean = () => false,
  limits?: GroupLimits,
): readonly EntryRow[] {
  // Call ids repeat across threads, so entries are found again by the call object itself.
  const entryOf = new Map<ToolCall, PendingEntry>(entries.map((entry) => [entry.call, entry]));
  const owning = (call: ToolCall): PendingEntry => entryOf.get(call) as PendingEntry;
  const rows = groupQueue(
    entries.map((entry) => entry.call),
    {
      scopeOf: (call) => toolOwnerScope(owning(call).source),
      standsAlone: (call) => standsAlone(owning(call)),
      ...(limits ? { limits } : {}),
    },
  );
  return rows.map((row): EntryRow => {
    if (row.kind === 'call') return { kind: 'entry', entry: owning(row.call) };
    const members = row.group.calls.map(owning);
    return {
      kind: 'group',
      group: {
        group: row.group,
        entries: members,
        threadCount: new Set(members.map((entry) => entry.conversationId)).size,
      },
    };
  });
}
