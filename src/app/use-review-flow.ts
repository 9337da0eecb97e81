import { useEffect } from 'react';
import { nextReviewCallId } from '../core/review-flow.ts';
import { splitQueue } from '../core/set-aside.ts';
import { useAppStore } from '../store/app-store.ts';
import { conversationCallKey } from '../store/call-group-slice.ts';
import { cachedPendingCalls, selectPartIdOfCall, selectSelectedToolCall } from '../store/selectors.ts';

/** The waiting calls the queue shows now: those the operator set aside ("Not now") left out until they come back. */
function queueNow(now: number) {
  const state = useAppStore.getState();
  const conversationId = state.conversation.id;
  return splitQueue(
    cachedPendingCalls(state.conversation),
    (call) => state.setAsideCalls[conversationCallKey(conversationId, call.id)],
    now,
  );
}

/** Moves the review along the queue when the open call is decided or set aside, or nothing is open. */
function followQueue() {
  const state = useAppStore.getState();
  const { shown, aside } = queueNow(Date.now());
  const open = selectSelectedToolCall(state);
  if (open && aside.some(({ call }) => call.id === open.id)) {
    const next = shown.find((call) => call.status === 'pending' && call.interrupt?.staged === undefined);
    state.selectPart(next ? selectPartIdOfCall(next.id)(state) : undefined, 'flow');
    return;
  }
  const nextId = nextReviewCallId({ open, held: state.reviewHeld, pending: shown });
  if (nextId) state.selectPart(selectPartIdOfCall(nextId)(state), 'flow');
}

/** The soonest time a call set aside for a while comes back, if any. */
function soonestReturn(): number | undefined {
  const times = Object.values(useAppStore.getState().setAsideCalls).flatMap((entry) =>
    entry.until.kind === 'time' && entry.until.at > Date.now() ? [entry.until.at] : [],
  );
  return times.length > 0 ? Math.min(...times) : undefined;
}

/**
 * Keeps the review on what blocks the agent: the oldest pending call opens by itself, and after Approve or
 * Decline (or a policy settling the open call, or "Not now") the next one opens, oldest first; a call set aside
 * opens again when it comes back and nothing else is open.
 */
export function useReviewFlow() {
  useEffect(() => {
    followQueue();
    // A task later, so that a conversation of ten thousand parts arriving (an import, a restore) and the review
    // of its first pending call are rendered in separate tasks, neither of them long.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let returnTimer: ReturnType<typeof setTimeout> | undefined;
    const armReturn = () => {
      if (returnTimer !== undefined) clearTimeout(returnTimer);
      const at = soonestReturn();
      returnTimer =
        at === undefined
          ? undefined
          : setTimeout(
              () => {
                followQueue();
                armReturn();
              },
              Math.min(at - Date.now() + 50, 2 ** 31 - 1),
            );
    };
    armReturn();
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.setAsideCalls !== previous.setAsideCalls) armReturn();
      if (
        (state.conversation === previous.conversation && state.setAsideCalls === previous.setAsideCalls) ||
        timer !== undefined
      )
        return;
      timer = setTimeout(() => {
        timer = undefined;
        followQueue();
      }, 0);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      if (returnTimer !== undefined) clearTimeout(returnTimer);
    };
  }, []);
}
