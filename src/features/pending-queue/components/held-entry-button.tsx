import { memo } from 'react';
import { summarizeArguments } from '../../../core/argument-summary.ts';
import type { PendingEntry } from '../../../core/pending-entries.ts';
import { sourceKindLabels } from '../../../core/source.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';

/** Where a waiting call of another thread comes from, as the queue names it: its source and its thread. */
export function heldEntryOrigin(entry: PendingEntry): string {
  return `${sourceKindLabels[entry.source.kind]} · ${entry.conversationTitle}`;
}

/**
 * A waiting call of another thread as a queue item: j / k reach it, and focusing it shows its review without
 * opening its thread (the item names its thread and call for that); clicking it opens the thread.
 */
export const HeldEntryButton = memo(function HeldEntryButton({
  entry,
  onOpen,
}: {
  readonly entry: PendingEntry;
  readonly onOpen: (entry: PendingEntry) => void;
}) {
  const summary = summarizeArguments(entry.call.name, entry.call.args ? effectiveArgs(entry.call) : null, {
    maxLength: 120,
  });
  const from = heldEntryOrigin(entry);
  return (
    <button
      type="button"
      data-queue-item=""
      data-call-id={entry.call.id}
      data-conversation-id={entry.conversationId}
      data-staged={entry.call.interrupt?.staged ? '' : undefined}
      aria-label={`${entry.call.name} in ${from}: ${summary}${entry.call.interrupt?.staged ? ', decision staged' : ''}`}
      onClick={() => onOpen(entry)}
      className="block w-full min-w-0 rounded-md border border-dashed border-zinc-300 bg-white px-2.5 py-1.5 text-left hover:border-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:border-zinc-500"
    >
      <span className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 truncate font-mono text-xs font-semibold">{entry.call.name}</span>
        <span className="min-w-0 truncate text-[10px] text-zinc-600 dark:text-zinc-400">{from}</span>
      </span>
      <span className="mt-0.5 block truncate font-mono text-[11px] text-zinc-600 dark:text-zinc-400">
        {summary}
      </span>
    </button>
  );
});
