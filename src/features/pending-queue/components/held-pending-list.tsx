import { useMemo, useRef } from 'react';
import type { EntryRow } from '../../../core/entry-groups.ts';
import { groupPendingEntries } from '../../../core/entry-groups.ts';
import type { FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import type { PendingEntry } from '../../../core/pending-entries.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { conversationCallKey } from '../../../store/call-group-slice.ts';
import { useReviewFocusKept } from '../hooks/use-review-focus-kept.ts';
import { HeldEntryButton } from './held-entry-button.tsx';
import { HeldGroupCard } from './held-group-card.tsx';
import { VirtualQueue } from './virtual-queue.tsx';
import { virtualQueueFrom } from './pending-list.tsx';

interface RowsProps {
  readonly rows: readonly EntryRow[];
  readonly count: number;
  readonly tierOf: FleetTierLookup;
  readonly onOpen: (entry: PendingEntry) => void;
}

const rowKey = (row: EntryRow) =>
  row.kind === 'entry'
    ? conversationCallKey(row.entry.conversationId, row.entry.call.id)
    : row.group.group.key;

function RowContent({ row, tierOf, onOpen }: { readonly row: EntryRow } & Omit<RowsProps, 'rows' | 'count'>) {
  return row.kind === 'entry' ? (
    <HeldEntryButton entry={row.entry} onOpen={onOpen} />
  ) : (
    <HeldGroupCard group={row.group} tierOf={tierOf} onOpen={onOpen} />
  );
}

/**
 * Calls waiting in the other conversations this tab holds (remote threads), each with its source and
 * conversation; opening one opens its conversation with the call in the review. Alike calls of one agent,
 * deployment or route are gathered across its threads into a group decided together. A fleet's backlog (a
 * thousand calls across a hundred threads) is virtualized like the open conversation's queue: j / k move focus
 * item by item and the box scrolls the next one into view, and the focus stays in the list while decided calls
 * leave their groups.
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
  const listRef = useRef<HTMLDivElement>(null);
  const focusKept = useReviewFocusKept(listRef);
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
    <div
      ref={listRef}
      {...focusKept}
      className="space-y-1 border-t border-zinc-200 pt-2 dark:border-zinc-800"
    >
      <h3 id="held-pending-heading" className="text-[11px] font-semibold text-zinc-600 dark:text-zinc-400">
        In other conversations
      </h3>
      {entries.length < virtualQueueFrom ? (
        <ol aria-labelledby="held-pending-heading" className="space-y-1">
          {rows.map((row) => (
            <li key={rowKey(row)}>
              <RowContent row={row} tierOf={tierOf} onOpen={onOpen} />
            </li>
          ))}
        </ol>
      ) : (
        <VirtualRows rows={rows} count={entries.length} tierOf={tierOf} onOpen={onOpen} />
      )}
    </div>
  );
}

function VirtualRows({ rows, tierOf, onOpen }: RowsProps) {
  return (
    <VirtualQueue
      rows={rows}
      keyOf={rowKey}
      labelledBy="held-pending-heading"
      renderRow={(row) => <RowContent row={row} tierOf={tierOf} onOpen={onOpen} />}
    />
  );
}
