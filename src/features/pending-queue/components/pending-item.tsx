import { memo } from 'react';
import { virtualItemProps, type VirtualPlace } from '../../../components/virtual-list.tsx';
import type { TierName } from '../../../components/tier-badge.tsx';
import { DeadlineCountdown } from '../../../components/deadline-countdown.tsx';
import { TierBadge, tierLabel } from '../../../components/tier-badge.tsx';
import { useNow } from '../../../components/use-now.ts';
import { summarizeArguments } from '../../../core/argument-summary.ts';
import { stagedDecisionName } from '../../../core/staged-decision.ts';
import { deadlineStatus, formatWaitLeft } from '../../../core/rules/call-deadline.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { effectiveArgs, modifiedKeys } from '../../../core/tool-call.ts';

/**
 * One waiting call in the queue: a button that opens it for review (Enter or click). Its name says what the
 * item shows: the tool, its tier, the deadline's countdown in words, whether the operator edited it, and the
 * arguments.
 */
export const PendingItem = memo(function PendingItem({
  call,
  tier,
  current,
  onOpen,
  place,
}: {
  readonly call: ToolCall;
  readonly tier: TierName | undefined;
  readonly current: boolean;
  readonly onOpen: (callId: string) => void;
  /** Where the item sits in a virtualized list: it is then positioned there and measured. */
  readonly place?: VirtualPlace;
}) {
  const summary = summarizeArguments(call.name, call.args ? effectiveArgs(call) : null, { maxLength: 120 });
  const edited = modifiedKeys(call).length > 0;
  const deadline = call.status === 'pending' ? call.deadline : undefined;
  const now = useNow(1_000, deadline !== undefined);
  const remote = call.interrupt !== undefined;
  const staged = call.interrupt?.staged;
  const name = [
    call.name,
    tier ? tierLabel(tier) : remote ? undefined : 'unknown tool',
    remote ? 'remote tool' : undefined,
    deadline ? deadlineStatus(deadline, now, formatWaitLeft) : undefined,
    edited ? 'edited' : undefined,
    staged ? `${stagedDecisionName(staged)} staged` : undefined,
  ]
    .filter((piece) => piece !== undefined)
    .join(', ');
  return (
    <li {...(place ? virtualItemProps(place) : {})}>
      <button
        type="button"
        data-queue-item=""
        data-call-id={call.id}
        data-staged={staged ? '' : undefined}
        aria-current={current || undefined}
        aria-label={`${name}: ${summary}`}
        onClick={() => onOpen(call.id)}
        className={`block w-full rounded-md border px-2.5 py-1.5 text-left ${
          current
            ? 'border-teal-600 bg-teal-50 dark:border-teal-400 dark:bg-teal-950/40'
            : 'border-zinc-200 bg-white hover:border-zinc-400 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-zinc-600'
        }`}
      >
        <span className="flex items-center gap-2">
          <span className="min-w-0 truncate font-mono text-xs font-semibold">{call.name}</span>
          <TierBadge tier={tier} remote={remote} />
          {deadline ? <DeadlineCountdown deadline={deadline} compact /> : null}
          {edited ? (
            <span className="text-[10px] font-medium text-amber-800 dark:text-amber-300">edited</span>
          ) : null}
          {staged ? (
            <span className="text-[10px] font-medium text-teal-800 dark:text-teal-300">
              {stagedDecisionName(staged)} staged
            </span>
          ) : null}
        </span>
        <span className="mt-0.5 block truncate font-mono text-[11px] text-zinc-600 dark:text-zinc-400">
          {summary}
        </span>
      </button>
    </li>
  );
});
