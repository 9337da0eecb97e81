import { useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { cachedDraftCheck } from '../features/argument-editor/api/draft-check-query.ts';
import { approvalGate } from '../features/argument-editor/approval-gate.ts';
import { useDecisions } from '../features/argument-editor/hooks/use-decisions.ts';
import { focusedQueueCallId, focusQueueItem } from '../features/pending-queue/queue-focus.ts';
import { useGlobalShortcuts } from '../features/shortcuts/hooks/use-global-shortcuts.ts';
import { useAppStore } from '../store/app-store.ts';
import { selectPartIdOfCall, selectSelectedToolCall, selectToolCall } from '../store/selectors.ts';
import type { CallTierLookup } from '../core/source.ts';
import type { FleetTierLookup } from '../core/fleet/fleet-rows.ts';
import {
  approveHeld,
  openHeldForEdit,
  startDeclineHeld,
} from '../features/held-review/held-review-actions.ts';
import type { ToolCatalog } from './tool-catalog.ts';
import { useReviewOf } from './use-review-of.ts';
import { moveOnWhenDecided } from './move-on-when-decided.ts';
import { createId } from '../core/ids.ts';
import type { GroupActions } from '../features/pending-queue/group-actions.ts';
import { queueGroupOf } from '../features/pending-queue/queue-rows.ts';

/** The call a shortcut acts on: the one focused in the queue, else the one open for review. */
function targetCallId(): string | undefined {
  return focusedQueueCallId() ?? selectSelectedToolCall(useAppStore.getState())?.id;
}

function openCall(callId: string) {
  const state = useAppStore.getState();
  const partId = selectPartIdOfCall(callId)(state);
  if (partId && state.selectedPartId !== partId) state.selectPart(partId);
}

function focusFirstArgument() {
  // After React has rendered the newly opened call's form.
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-argument-editor] :is(input, select, textarea)')?.focus();
  });
}

/** Moves through the queue, first bringing it on screen when a narrow window shows the conversation. */
function focusQueueOnScreen(delta: 1 | -1) {
  const state = useAppStore.getState();
  if (state.consolePanel === 'decisions') {
    focusQueueItem(delta);
    return;
  }
  state.showConsolePanel('decisions');
  requestAnimationFrame(() => focusQueueItem(delta));
}

/**
 * Wires j / k / a / g / d / e / ? to the queue, the review panel and the decisions (g approves the focused call's
 * group of alike calls, through the group's own approval); while the review shows a call of another thread,
 * a / d / e act on that call (`fleetTierOf` gives its tier).
 */
export function useConsoleShortcuts(
  catalog: ToolCatalog,
  tierOf: CallTierLookup,
  fleetTierOf: FleetTierLookup,
  reviewHeadingRef: RefObject<HTMLHeadingElement | null>,
  groupActions: GroupActions,
) {
  const decisions = useDecisions();
  const queryClient = useQueryClient();
  const reviewOf = useReviewOf(tierOf);
  const approveTarget = () => {
    if (useAppStore.getState().heldReview) {
      void approveHeld(fleetTierOf);
      return;
    }
    const callId = targetCallId();
    const state = useAppStore.getState();
    const call = callId ? selectToolCall(callId)(state) : undefined;
    if (!call || call.status !== 'pending') return;
    openCall(call.id);
    // A staged decision is changed only through its Change decision, never replaced by a key.
    if (call.interrupt?.staged) return;
    // Gated as its review gates it, by what its desk offers (a remote request by its own schema, never that of a
    // tool of this page that shares its name; a tool that is unavailable has approval blocked with the reason).
    const review = reviewOf(call, Date.now());
    const gate = approvalGate(
      call,
      review.schema,
      state.unparseableFields[call.id] ?? [],
      review.checker ? cachedDraftCheck(queryClient, review.checker, call) : undefined,
    );
    const blocked = review.readOnlyReason ?? review.approveBlockedReason;
    if (gate.canApprove && blocked === undefined) {
      moveOnWhenDecided([call.id]);
      decisions.requestApproval([call.id], tierOf);
    } else reviewHeadingRef.current?.focus();
  };
  useGlobalShortcuts({
    j: () => focusQueueOnScreen(1),
    k: () => focusQueueOnScreen(-1),
    a: approveTarget,
    g: () => {
      // The queue groups the open conversation's calls; a call alone, or another thread's, is approved alone.
      const callId = useAppStore.getState().heldReview ? undefined : targetCallId();
      const group = callId ? queueGroupOf(callId) : undefined;
      if (!group) {
        approveTarget();
        return;
      }
      moveOnWhenDecided(group.calls.map((call) => call.id));
      groupActions.approve(
        group.calls.map((call) => call.id),
        { id: createId('group'), size: group.calls.length },
      );
    },
    d: () => {
      if (useAppStore.getState().heldReview) {
        startDeclineHeld();
        return;
      }
      const callId = targetCallId();
      const call = callId ? selectToolCall(callId)(useAppStore.getState()) : undefined;
      if (!call || call.status !== 'pending') return;
      openCall(call.id);
      useAppStore.getState().setDecliningCallId(call.id);
    },
    e: () => {
      if (useAppStore.getState().heldReview) {
        void openHeldForEdit();
        return;
      }
      const callId = targetCallId();
      if (callId) openCall(callId);
      focusFirstArgument();
    },
    '?': () => useAppStore.getState().setShortcutsOpen(!useAppStore.getState().shortcutsOpen),
  });
}
