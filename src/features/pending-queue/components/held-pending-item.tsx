import { memo } from 'react';
import { summarizeArguments } from '../../../core/argument-summary.ts';
import type { PendingEntry } from '../../../core/pending-entries.ts';
import { sourceKindLabels } from '../../../core/source.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';

/**
 * Where an item sits in a virtualized list: it is then positioned there and measured. Given as plain values, so
 * an item that did not move is not drawn again.
 */
export interface ListPlace {
  readonly placeIndex?: number;
  readonly placeStart?: number;
  readonly placeCount?: number;
  readonly measure?: (element: HTMLElement | null) => void;
}

/**
 * One call waiting in another thread: a button naming the call, its source and thread, and its arguments. The
 * same entry object draws nothing again (`pendingEntries` keeps an entry while its call is unchanged).
 */
export const HeldPendingItem = memo(function HeldPendingItem({
  entry,
  onOpen,
  placeIndex,
  placeStart,
  placeCount,
  measure,
}: ListPlace & {
  readonly entry: PendingEntry;
  readonly onOpen: (entry: PendingEntry) => void;
}) {
  const summary = summarizeArguments(entry.call.name, entry.call.args ? effectiveArgs(entry.call) : null, {
    maxLength: 120,
  });
  const from = `${sourceKindLabels[entry.source.kind]} · ${entry.conversationTitle}`;
  return (
    <li
      {...(measure && placeIndex !== undefined
        ? {
            ref: measure,
            'data-index': placeIndex,
            'aria-setsize': placeCount,
            'aria-posinset': placeIndex + 1,
            className: 'absolute top-0 left-0 w-full',
            style: { transform: `translateY(${placeStart ?? 0}px)` },
          }
        : {})}
    >
      <button
        type="button"
        data-queue-item=""
        data-call-id={entry.call.id}
        data-conversation-id={entry.conversationId}
        aria-label={`${entry.call.name} in ${from}: ${summary}${entry.call.interrupt?.staged ? ', decision staged' : ''}`}
        onClick={() => onOpen(entry)}
        className="block w-full rounded-md border border-dashed border-zinc-300 bg-white px-2.5 py-1.5 text-left hover:border-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:border-zinc-500"
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="min-w-0 truncate font-mono text-xs font-semibold">{entry.call.name}</span>
          <span className="min-w-0 truncate text-[10px] text-zinc-600 dark:text-zinc-400">{from}</span>
        </span>
        <span className="mt-0.5 block truncate font-mono text-[11px] text-zinc-600 dark:text-zinc-400">
          {summary}
        </span>
      </button>
    </li>
  );
});
