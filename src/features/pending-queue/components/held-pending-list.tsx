import type { PendingEntry } from '../../../core/pending-entries.ts';
import { sourceKindLabels } from '../../../core/source.ts';
import { summarizeArguments } from '../../../core/argument-summary.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';

/**
 * Calls waiting in the other conversations this tab holds (remote threads), each with its source and
 * conversation; opening one opens its conversation with the call in the review.
 */
export function HeldPendingList({
  entries,
  onOpen,
}: {
  readonly entries: readonly PendingEntry[];
  readonly onOpen: (entry: PendingEntry) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <div className="space-y-1 border-t border-zinc-200 pt-2 dark:border-zinc-800">
      <h3 id="held-pending-heading" className="text-[11px] font-semibold text-zinc-600 dark:text-zinc-400">
        In other conversations
      </h3>
      <ol aria-labelledby="held-pending-heading" className="space-y-1">
        {entries.map((entry) => {
          const summary = summarizeArguments(
            entry.call.name,
            entry.call.args ? effectiveArgs(entry.call) : null,
            { maxLength: 120 },
          );
          const from = `${sourceKindLabels[entry.source.kind]} · ${entry.conversationTitle}`;
          return (
            <li key={`${entry.conversationId}/${entry.call.id}`}>
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
                  <span className="min-w-0 truncate text-[10px] text-zinc-600 dark:text-zinc-400">
                    {from}
                  </span>
                </span>
                <span className="mt-0.5 block truncate font-mono text-[11px] text-zinc-600 dark:text-zinc-400">
                  {summary}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
