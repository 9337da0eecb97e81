import type { FleetTierLookup } from '../../core/fleet/fleet-rows.ts';
import { useAppStore } from '../../store/app-store.ts';
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

/**
 * Moves focus to the queue item that follows `callId` (the one now at its place when it left the queue), or
 * clears the held review when the queue is empty: the j / k order goes on across threads after a decision.
 */
export function focusAfter(callId: string, position: number) {
  requestAnimationFrame(() => {
    const items = Array.from(document.querySelectorAll<HTMLElement>('[data-queue-item]'));
    const index = items.findIndex((item) => item.dataset['callId'] === callId);
    const next =
      index >= 0 ? (items[index + 1] ?? items[index - 1]) : items[Math.min(position, items.length - 1)];
    if (next) next.focus();
    else useAppStore.getState().setHeldReview(undefined);
  });
}

function queuePosition(callId: string): number {
  const items = Array.from(document.querySelectorAll<HTMLElement>('[data-queue-item]'));
  return Math.max(
    0,
    items.findIndex((item) => item.dataset['callId'] === callId),
  );
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
  const position = queuePosition(target.call.id);
  const result = await decideHeldCall(target.conversation.id, target.call, 'approve');
  step(target.review, 'review', result.ok ? undefined : result.reason);
  if (result.ok) focusAfter(target.call.id, position);
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
  const position = queuePosition(target.call.id);
  const trimmed = reason.trim();
  const state = useAppStore.getState();
  const result = await state.decideRemote(target.conversation.id, target.call.id, {
    kind: 'decline',
    ...(trimmed ? { reason: trimmed } : {}),
  });
  step(target.review, 'review', result.ok ? undefined : result.reason);
  if (result.ok) focusAfter(target.call.id, position);
}
