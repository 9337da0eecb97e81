import type { DecisionResult } from '../../core/agent-status.ts';
import type { Conversation } from '../../core/conversation.ts';
import { findToolCallPart } from '../../core/conversation.ts';
import type { FleetTierLookup } from '../../core/fleet/fleet-rows.ts';
import { useAppStore } from '../../store/app-store.ts';
import { focusNextUndecided } from '../../components/queue-item-focus.ts';
import {
  approvalNeedsConfirmation,
  decideHeldCall,
  reviewOnlyReason,
} from '../../store/held-call-decisions.ts';
import type { HeldReview } from '../../store/ui-slice.ts';

/** The held call under review and its conversation, while it still waits. */
export function heldReviewTarget() {
  const state = useAppStore.getState();
  const review = state.heldReview;
  if (!review) return undefined;
  const conversation = state.conversationById(review.conversationId);
  const call = conversation
    ? conversation.messages
        .flatMap((message) => message.parts)
        .find((part) => part.kind === 'tool-call' && part.call.id === review.callId)
    : undefined;
  if (!conversation || call?.kind !== 'tool-call' || call.call.status !== 'pending') return undefined;
  return { review, conversation, call: call.call };
}

/** The queue's items in the order j walks them, each keyed by its thread and call (call ids repeat across threads). */
function queueItems(): readonly { readonly key: string; readonly element: HTMLElement }[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-queue-item]')).map((element) => ({
    key: `${element.dataset['conversationId'] ?? ''}/${element.dataset['callId'] ?? ''}`,
    element,
  }));
}

/** The keys of the queue items after the held call under review, nearest first. */
function itemsAfter(review: HeldReview): readonly string[] {
  const items = queueItems();
  const index = items.findIndex((item) => item.key === `${review.conversationId}/${review.callId}`);
  return items.slice(index + 1).map((item) => item.key);
}

/**
 * Moves focus to the next queue item that still waits for a decision, nearest first among those that followed
 * the decided call (a resume takes its thread's calls out at once, and a call staged leaves its group), else the
 * first one that waits anywhere; the held review closes when none waits. The j / k order goes on across threads
 * after a decision.
 */
export function focusAfter(review: HeldReview, following: readonly string[]) {
  requestAnimationFrame(() => {
    if (!focusNextUndecided([`${review.conversationId}/${review.callId}`], following))
      useAppStore.getState().setHeldReview(undefined);
  });
}

/**
 * Resolves once the store shows the call decided (staged with its run's other answers, or no longer waiting), or
 * once its thread is gone; `stop` lets go of the store.
 */
function decidedInStore(conversationId: string, callId: string) {
  let seen: Conversation | undefined;
  let unsubscribe = () => {};
  const settled = new Promise<void>((resolve) => {
    const check = () => {
      const conversation = useAppStore.getState().conversationById(conversationId);
      if (conversation !== undefined && conversation === seen) return;
      seen = conversation;
      const call = conversation ? findToolCallPart(conversation, callId)?.call : undefined;
      if (call?.status === 'pending' && !call.interrupt?.staged) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = useAppStore.subscribe(check);
    check();
  });
  return { settled, stop: () => unsubscribe() };
}

/**
 * Carries out a decision on the held call under review and moves the focus on as soon as the store shows it
 * decided: the thread's write and its resume (sent once every request of the run has an answer) go on behind,
 * off the operator's way. A decision refused before that keeps the review on the call with the reason; one that
 * fails after brings the review back to it with the reason.
 */
async function decideAndMoveOn(review: HeldReview, decide: () => Promise<DecisionResult>): Promise<void> {
  const following = itemsAfter(review);
  const watch = decidedInStore(review.conversationId, review.callId);
  const result = decide();
  const first = await Promise.race([watch.settled.then(() => undefined), result]);
  watch.stop();
  if (first === undefined) {
    step(review, 'review');
    focusAfter(review, following);
    const outcome = await result;
    if (!outcome.ok) step(review, 'review', outcome.reason);
    return;
  }
  step(review, 'review', first.ok ? undefined : first.reason);
  if (first.ok) focusAfter(review, following);
}

function step(review: HeldReview, next: HeldReview['step'], problem?: string) {
  useAppStore.getState().setHeldReview({
    conversationId: review.conversationId,
    callId: review.callId,
    step: next,
    ...(problem ? { problem } : {}),
  });
}

/**
 * Approves the held call under review: a destructive call, or one of a tier nobody gave, first asks to be
 * confirmed (`confirmed` is the operator's answer); a call with edits or a question is left to its thread.
 */
export async function approveHeld(tierOf: FleetTierLookup, confirmed = false): Promise<void> {
  const target = heldReviewTarget();
  if (!target || target.call.interrupt?.staged) return;
  const blocked = reviewOnlyReason(target.call);
  if (blocked) {
    step(target.review, 'review', blocked);
    return;
  }
  if (!confirmed && approvalNeedsConfirmation(tierOf(target.call, target.conversation))) {
    step(target.review, 'confirm');
    return;
  }
  await decideAndMoveOn(target.review, () => decideHeldCall(target.conversation.id, target.call, 'approve'));
}

/** Opens the held call's thread in the console, with the call in the review and its form focused. */
export async function openHeldForEdit(): Promise<void> {
  const target = heldReviewTarget();
  const review = useAppStore.getState().heldReview;
  if (!review) return;
  const opened = await useAppStore.getState().openHeldConversation(review.conversationId);
  if (!opened.ok) {
    step(review, 'review', opened.reason);
    return;
  }
  const state = useAppStore.getState();
  const partId = state.conversation.messages
    .flatMap((message) => message.parts)
    .find((part) => part.kind === 'tool-call' && part.call.id === (target?.call.id ?? review.callId))?.id;
  if (partId) state.selectPart(partId);
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-argument-editor] :is(input, select, textarea)')?.focus();
  });
}

/** Opens the decline step of the held call under review, where the operator may give a reason. */
export function startDeclineHeld(): void {
  const target = heldReviewTarget();
  if (!target || target.call.interrupt?.staged) return;
  step(target.review, 'decline');
}

/** Declines the held call under review with the operator's reason (none when blank). */
export async function declineHeld(reason: string): Promise<void> {
  const target = heldReviewTarget();
  if (!target) return;
  const trimmed = reason.trim();
  await decideAndMoveOn(target.review, () =>
    useAppStore.getState().decideInThread(target.conversation.id, target.call.id, {
      kind: 'decline',
      ...(trimmed ? { reason: trimmed } : {}),
    }),
  );
}
