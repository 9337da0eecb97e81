import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { PendingEntry } from '../../../core/pending-entries.ts';
import { HeldPendingItem } from './held-pending-item.tsx';
import { virtualQueueFrom } from './pending-list.tsx';

interface HeldPendingListProps {
  readonly entries: readonly PendingEntry[];
  readonly onOpen: (entry: PendingEntry) => void;
}

const entryKey = (entry: PendingEntry) => `${entry.conversationId}/${entry.call.id}`;

/**
 * Calls waiting in the other conversations this tab holds (remote threads), each with its source and
 * conversation; opening one opens its conversation with the call in the review. A fleet's backlog (a thousand
 * calls across a hundred threads) is virtualized like the open conversation's queue: j / k move focus item by
 * item and the box scrolls the next one into view.
 */
export function HeldPendingList({ entries, onOpen }: HeldPendingListProps) {
  if (entries.length === 0) return null;
  return (
    <div className="space-y-1 border-t border-zinc-200 pt-2 dark:border-zinc-800">
      <h3 id="held-pending-heading" className="text-[11px] font-semibold text-zinc-600 dark:text-zinc-400">
        In other conversations
      </h3>
      {entries.length < virtualQueueFrom ? (
        <ol aria-labelledby="held-pending-heading" className="space-y-1">
          {entries.map((entry) => (
            <HeldPendingItem key={entryKey(entry)} entry={entry} onOpen={onOpen} />
          ))}
        </ol>
      ) : (
        <VirtualHeldList entries={entries} onOpen={onOpen} />
      )}
    </div>
  );
}

function VirtualHeldList({ entries, onOpen }: HeldPendingListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 52,
    getItemKey: (index) => entryKey(entries[index]!),
    overscan: 6,
    gap: 4,
  });
  return (
    <div ref={scrollRef} className="max-h-[60vh] overflow-y-auto overscroll-contain">
      <ol
        aria-labelledby="held-pending-heading"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => (
          <HeldPendingItem
            key={item.key}
            entry={entries[item.index]!}
            onOpen={onOpen}
            placeIndex={item.index}
            placeStart={item.start}
            placeCount={entries.length}
            measure={virtualizer.measureElement}
          />
        ))}
      </ol>
    </div>
  );
}
