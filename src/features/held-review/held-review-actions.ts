import type { DecisionResult } from '../../core/agent-status.ts';
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
 * the decided call, else the first one that waits anywhere; the held review closes when none waits. The j / k
 * order goes on across threads after a decision.
 */
function moveOn(review: HeldReview, following: readonly string[]) {
  if (!focusNextUndecided([`${review.conversationId}/${review.callId}`], following))
    useAppStore.getState().setHeldReview(undefined);
}

/** Brings the review back to a call whose decision was refused, with the reason, and its queue item's focus. */
function bringBack(review: HeldReview, reason: string) {
  step(review, 'review', reason);
  const key = `${review.conversationId}/${review.callId}`;
  queueItems()
    .find((item) => item.key === key)
    ?.element.focus();
}

/** Resolves after the tasks queued so far: a refusal made without reading anything has come back by then. */
function afterPendingTasks(): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), 0));
}

/**
 * Carries out a decision on the held call under review and moves the review on to the next waiting call at once:
 * the rules' judgement, the thread's write and its resume (sent once every request of the run has an answer) go on
 * behind, off the operator's way. A decision refused without reading anything (a request expired, a decision
 * staged already) keeps the review on the call with the reason; one refused or failed later brings the review
 * back to it with the reason.
 */
async function decideAndMoveOn(review: HeldReview, decide: () => Promise<DecisionResult>): Promise<void> {
  const following = itemsAfter(review);
  const result = decide();
  const early = await Promise.race([result, afterPendingTasks()]);
  if (early !== undefined && !early.ok) {
    step(review, 'review', early.reason);
    return;
  }
  moveOn(review, following);
  const outcome = await result;
  if (!outcome.ok) bringBack(review, outcome.reason);
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
