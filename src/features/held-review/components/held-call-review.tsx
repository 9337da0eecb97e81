import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { JsonBlock } from '../../../components/json-block.tsx';
import { Kbd } from '../../../components/kbd.tsx';
import { PanelHeading } from '../../../components/panel-heading.tsx';
import { TierBadge } from '../../../components/tier-badge.tsx';
import { describeChange } from '../../../core/argument-changes.ts';
import { showBidiControls } from '../../../core/bidi-controls.ts';
import { callContext } from '../../../core/call-context.ts';
import type { FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import { sourceKindLabels, sourceOf } from '../../../core/source.ts';
import { stagedDecisionName } from '../../../core/staged-decision.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { reviewOnlyReason } from '../../../store/held-call-decisions.ts';
import { approveHeld, declineHeld, openHeldForEdit, startDeclineHeld } from '../held-review-actions.ts';

function DeclineStep() {
  const [reason, setReason] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <form
      aria-label="Decline"
      onSubmit={(event) => {
        event.preventDefault();
        void declineHeld(reason);
      }}
      className="space-y-1.5"
    >
      <label className="block text-xs font-medium text-zinc-700 dark:text-zinc-300">
        Reason for the agent (optional)
        <input
          ref={inputRef}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="mt-0.5 h-8 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        />
      </label>
      <div className="flex gap-1.5">
        <Button type="submit" variant="danger" size="sm">
          Decline
        </Button>
        <Button size="sm" variant="ghost" onClick={() => useAppStore.getState().setHeldReview(undefined)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ConfirmStep({
  name,
  tier,
  tierOf,
}: {
  readonly name: string;
  readonly tier: string;
  readonly tierOf: FleetTierLookup;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div role="group" aria-label="Confirm approval" className="space-y-1.5">
      <p className="text-xs text-zinc-800 dark:text-zinc-200">
        {tier === 'unknown'
          ? 'Nobody has said what this tool does (unknown tier, handled as destructive): it may not be undone.'
          : 'This call is destructive: it cannot be undone.'}
      </p>
      <div className="flex gap-1.5">
        <Button ref={confirmRef} variant="danger" size="sm" onClick={() => void approveHeld(tierOf, true)}>
          Approve {name}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => useAppStore.getState().setHeldReview(undefined)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/**
 * The review of a call waiting in another thread, shown without opening that thread: what the model said before
 * it, the arguments approving it would send and how a draft changed them. `a` approves (a destructive call, or
 * one of unknown tier, confirmed with Enter), `d` declines with an optional reason, `e` opens the thread to edit.
 */
export function HeldCallReview({
  tierOf,
  headingRef,
}: {
  readonly tierOf: FleetTierLookup;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const review = useAppStore((state) => state.heldReview);
  const conversation = useAppStore((state) =>
    state.heldReview ? state.conversationById(state.heldReview.conversationId) : undefined,
  );
  const context = review && conversation ? callContext(conversation, review.callId) : undefined;
  if (!review || !conversation || !context) return null;
  const { call } = context;
  const tier = tierOf(call, conversation);
  const blocked = reviewOnlyReason(call);
  const from = `${sourceKindLabels[sourceOf(conversation).kind]} · ${showBidiControls(conversation.title)}`;
  const problem = review.problem;
  return (
    <section
      aria-labelledby="held-review-heading"
      data-reviewed-call={`${conversation.id}/${call.id}`}
      className="space-y-2"
    >
      <PanelHeading
        id="held-review-heading"
        title="Review"
        aside={<span className="truncate font-mono text-xs font-semibold">{call.name}</span>}
      />
      <h3 ref={headingRef} tabIndex={-1} className="sr-only">
        Reviewing {call.name} in {from}
      </h3>
      <p className="truncate text-[11px] text-zinc-600 dark:text-zinc-400">From {from}</p>
      <div className="flex flex-wrap items-center gap-1.5">
        <TierBadge tier={tier} remote={call.interrupt !== undefined} />
        {call.status === 'pending' && call.interrupt?.staged ? (
          <span className="text-[11px] text-zinc-700 dark:text-zinc-300">
            {stagedDecisionName(call.interrupt.staged)} staged: it goes with the run’s other answers.
          </span>
        ) : null}
      </div>
      {context.modelText ? (
        <figure className="space-y-0.5">
          <figcaption className="text-[11px] font-medium text-zinc-700 dark:text-zinc-300">
            The model said
          </figcaption>
          <blockquote className="border-l-2 border-zinc-300 pl-2 text-sm whitespace-pre-wrap text-zinc-800 [overflow-wrap:anywhere] dark:border-zinc-700 dark:text-zinc-200">
            {context.modelText}
          </blockquote>
        </figure>
      ) : null}
      <JsonBlock value={context.effectiveArgs ?? undefined} label="Arguments" />
      {context.changes.length > 0 ? (
        <ul
          aria-label="Your edits"
          className="space-y-0.5 font-mono text-[11px] text-zinc-800 dark:text-zinc-200"
        >
          {context.changes.map((change) => (
            <li key={change.path}>{describeChange(change)}</li>
          ))}
        </ul>
      ) : null}
      {blocked ? <p className="text-xs text-zinc-700 dark:text-zinc-300">{blocked}</p> : null}
      {review.step === 'confirm' ? (
        <ConfirmStep name={call.name} tier={tier ?? 'unknown'} tierOf={tierOf} />
      ) : review.step === 'decline' ? (
        <DeclineStep />
      ) : (
        <div className="flex flex-wrap items-center gap-1.5">
          {!blocked && !call.interrupt?.staged ? (
            <>
              <Button size="sm" variant="primary" onClick={() => void approveHeld(tierOf)}>
                Approve <Kbd>a</Kbd>
              </Button>
              <Button size="sm" variant="danger" onClick={startDeclineHeld}>
                Decline <Kbd>d</Kbd>
              </Button>
            </>
          ) : null}
          <Button size="sm" onClick={() => void openHeldForEdit()}>
            Open the thread <Kbd>e</Kbd>
          </Button>
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
