import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TierBadge } from '../../../components/tier-badge.tsx';
import { summarizeArguments } from '../../../core/argument-summary.ts';
import type { Conversation } from '../../../core/conversation.ts';
import type { FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import type { WaitingCall } from '../../../core/fleet/thread-summary.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { effectiveArgs } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import {
  approvalNeedsConfirmation,
  decideHeldCall,
  reviewOnlyReason,
} from '../../../store/held-call-decisions.ts';

/** How many waiting calls a row lists when opened; the rest are decided in the thread. */
const shownLimit = 20;

function WaitingCallItem({
  conversationId,
  call,
  conversation,
  tierOf,
}: {
  readonly conversationId: string;
  readonly call: ToolCall;
  readonly conversation: Conversation | undefined;
  readonly tierOf: FleetTierLookup;
}) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const tier = conversation ? tierOf(call, conversation) : undefined;
  const reviewOnly = reviewOnlyReason(call);
  const summary = summarizeArguments(call.name, call.args ? effectiveArgs(call) : null, { maxLength: 120 });
  const decide = async (kind: 'approve' | 'decline') => {
    if (kind === 'approve' && approvalNeedsConfirmation(tier) && !confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    const result = await decideHeldCall(conversationId, call, kind);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) setProblem(result.reason);
  };
  return (
    <li className="space-y-1 rounded-md border border-zinc-200 px-2 py-1.5 dark:border-zinc-800">
      <div className="flex min-w-0 flex-wrap items-center gap-1.5">
        <span className="min-w-0 truncate font-mono text-xs font-semibold">{call.name}</span>
        <TierBadge tier={tier} />
      </div>
      <p className="truncate font-mono text-[11px] text-zinc-600 dark:text-zinc-400">{summary}</p>
      {reviewOnly ? (
        <p className="text-[11px] text-zinc-600 dark:text-zinc-400">{reviewOnly}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-1.5">
          <Button
            size="sm"
            variant={confirming ? 'danger' : 'primary'}
            disabled={busy}
            aria-label={`${confirming ? 'Confirm approving' : 'Approve'} ${call.name}`}
            onClick={() => void decide('approve')}
          >
            {confirming ? `Confirm: approve this ${tier ?? 'unknown'} call` : 'Approve'}
          </Button>
          <Button
            size="sm"
            disabled={busy}
            aria-label={`Decline ${call.name}`}
            onClick={() => void decide('decline')}
          >
            Decline
          </Button>
          {confirming ? (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          ) : null}
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-[11px] text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The waiting calls of one thread, each decided where it is listed: Approve (a destructive call, or one of a tier
 * nobody gave, confirmed first) or Decline; the thread stays where it is.
 */
export function FleetWaitingCalls({
  conversationId,
  waiting,
  tierOf,
}: {
  readonly conversationId: string;
  readonly waiting: readonly WaitingCall[];
  readonly tierOf: FleetTierLookup;
}) {
  const conversation = useAppStore((state) => state.conversationById(conversationId));
  const shown = waiting.slice(0, shownLimit);
  return (
    <div className="space-y-1">
      <ul aria-label="Waiting calls" className="space-y-1">
        {shown.map((entry) => (
          <WaitingCallItem
            key={entry.call.id}
            conversationId={conversationId}
            call={entry.call}
            conversation={conversation}
            tierOf={tierOf}
          />
        ))}
      </ul>
      {waiting.length > shown.length ? (
        <p className="text-[11px] text-zinc-600 dark:text-zinc-400">
          {waiting.length - shown.length} more: open the thread to decide them.
        </p>
      ) : null}
    </div>
  );
}
