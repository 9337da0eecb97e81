import { useMemo } from 'react';
import type { FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import { groupPendingEntries } from '../../../core/entry-groups.ts';
import type { PendingEntry } from '../../../core/pending-entries.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { conversationCallKey } from '../../../store/call-group-slice.ts';
import { HeldEntryButton } from './held-entry-button.tsx';
import { HeldGroupCard } from './held-group-card.tsx';

/**
 * Calls waiting in the other conversations this tab holds (remote threads), each with its source and
 * conversation; opening one opens its conversation with the call in the review. Alike calls of one agent,
 * deployment or route are gathered across its threads into a group decided together.
 */
export function HeldPendingList({
  entries,
  tierOf,
  onOpen,
}: {
  readonly entries: readonly PendingEntry[];
  readonly tierOf: FleetTierLookup;
  readonly onOpen: (entry: PendingEntry) => void;
}) {
  const outOfGroup = useAppStore((state) => state.callsOutOfGroup);
  const rows = useMemo(
    () =>
      groupPendingEntries(
        entries,
        (entry) => outOfGroup[conversationCallKey(entry.conversationId, entry.call.id)] === true,
      ),
    [entries, outOfGroup],
  );
  if (entries.length === 0) return null;
  return (
    <div className="space-y-1 border-t border-zinc-200 pt-2 dark:border-zinc-800">
      <h3 id="held-pending-heading" className="text-[11px] font-semibold text-zinc-600 dark:text-zinc-400">
        In other conversations
      </h3>
      <ol aria-labelledby="held-pending-heading" className="space-y-1">
        {rows.map((row) =>
          row.kind === 'entry' ? (
            <li key={conversationCallKey(row.entry.conversationId, row.entry.call.id)}>
              <HeldEntryButton entry={row.entry} onOpen={onOpen} />
            </li>
          ) : (
            <li key={row.group.group.key}>
              <HeldGroupCard group={row.group} tierOf={tierOf} onOpen={onOpen} />
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
