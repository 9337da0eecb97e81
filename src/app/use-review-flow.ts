import { useEffect } from 'react';
import { nextReviewCallId } from '../core/review-flow.ts';
import { useAppStore } from '../store/app-store.ts';
import { cachedPendingCalls, selectPartIdOfCall, selectSelectedToolCall } from '../store/selectors.ts';

/** Moves the review along the queue when the open call is decided or nothing is open (core/review-flow.ts). */
function followQueue() {
  const state = useAppStore.getState();
  const nextId = nextReviewCallId({
    open: selectSelectedToolCall(state),
    held: state.reviewHeld,
    pending: cachedPendingCalls(state.conversation),
  });
  if (nextId) state.selectPart(selectPartIdOfCall(nextId)(state), 'flow');
}

/**
 * Keeps the review on what blocks the agent: the oldest pending call opens by itself, and after Approve or
 * Decline (or a policy settling the open call) the next one opens, oldest first.
 */
export function useReviewFlow() {
  useEffect(() => {
    followQueue();
    // A task later, so that a conversation of ten thousand parts arriving (an import, a restore) and the review
    // of its first pending call are rendered in separate tasks, neither of them long.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.conversation === previous.conversation || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        followQueue();
      }, 0);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
}
