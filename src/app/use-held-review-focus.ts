import { useEffect } from 'react';
import { useAppStore } from '../store/app-store.ts';

/**
 * Shows in the review the call of another thread whose queue item takes the focus (j / k, Tab), without opening
 * its thread; focus on an item of the open conversation goes back to its own review.
 */
export function useHeldReviewFocus() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const item =
        event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-queue-item]') : null;
      if (!item) return;
      const state = useAppStore.getState();
      const conversationId = item.dataset['conversationId'];
      const callId = item.dataset['callId'];
      if (conversationId && callId && conversationId !== state.conversation.id) {
        if (state.heldReview?.callId !== callId || state.heldReview.conversationId !== conversationId)
          state.setHeldReview({ conversationId, callId, step: 'review' });
      } else if (state.heldReview) state.setHeldReview(undefined);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}
