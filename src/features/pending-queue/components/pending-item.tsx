import { memo } from 'react';
import type { TierName } from '../../../components/tier-badge.tsx';
import { DeadlineCountdown } from '../../../components/deadline-countdown.tsx';
import { TierBadge } from '../../../components/tier-badge.tsx';
import { summarizeArguments } from '../../../core/argument-summary.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { effectiveArgs, modifiedKeys } from '../../../core/tool-call.ts';

/** One waiting call in the queue: a button that opens it for review (Enter or click). */
export const PendingItem = memo(function PendingItem({
  call,
  tier,
  current,
  onOpen,
}: {
  readonly call: ToolCall;
  readonly tier: TierName | undefined;
  readonly current: boolean;
  readonly onOpen: (callId: string) => void;
}) {
  const summary = summarizeArguments(call.name, call.args ? effectiveArgs(call) : null, { maxLength: 120 });
  const edited = modifiedKeys(call).length > 0;
  return (
    <li>
      <button
        type="button"
        data-queue-item=""
        data-call-id={call.id}
        aria-current={current || undefined}
        aria-label={`${call.name}${edited ? ', edited' : ''}: ${summary}`}
        onClick={() => onOpen(call.id)}
        className={`block w-full rounded-md border px-2.5 py-1.5 text-left ${
          current
            ? 'border-teal-600 bg-teal-50 dark:border-teal-400 dark:bg-teal-950/40'
            : 'border-zinc-200 bg-white hover:border-zinc-400 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-zinc-600'
        }`}
      >
        <span className="flex items-center gap-2">
          <span className="min-w-0 truncate font-mono text-xs font-semibold">{call.name}</span>
          <TierBadge tier={tier} remote={call.interrupt !== undefined} />
          {call.status === 'pending' && call.deadline ? (
            <DeadlineCountdown deadline={call.deadline} compact />
          ) : null}
          {edited ? (
            <span className="text-[10px] font-medium text-amber-800 dark:text-amber-300">edited</span>
          ) : null}
        </span>
        <span className="mt-0.5 block truncate font-mono text-[11px] text-zinc-600 dark:text-zinc-400">
          {summary}
        </span>
      </button>
    </li>
  );
});
