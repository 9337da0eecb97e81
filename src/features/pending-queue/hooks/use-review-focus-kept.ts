import type { FocusEvent, RefObject } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { useAppStore } from '../../../store/app-store.ts';

/**
 * Keeps the keyboard in the list of other threads' calls while its items are replaced under the focus. When a
 * call's decision is staged it leaves its group for its own place, and the group's items mount again: the
 * focused item is gone and the browser puts the focus on the page itself, where j / k and a would act on
 * nothing. After each render, if the list held the focus and it fell to the page, it goes back to the item of
 * the call in the review. An item removed while focused does not count as the operator leaving the list; focus
 * moved anywhere else does.
 */
export function useReviewFocusKept(listRef: RefObject<HTMLElement | null>) {
  const holdsFocus = useRef(false);
  const review = useAppStore((state) => state.heldReview);

  useLayoutEffect(() => {
    if (!holdsFocus.current || review === undefined) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const item = listRef.current?.querySelector<HTMLElement>(
      `[data-queue-item][data-conversation-id="${CSS.escape(review.conversationId)}"][data-call-id="${CSS.escape(review.callId)}"]`,
    );
    item?.focus();
  });

  return {
    onFocus: () => {
      holdsFocus.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && listRef.current?.contains(next)) return;
      const left = event.target;
      // A blur from an item being removed is told apart from a move elsewhere once the removal is done.
      queueMicrotask(() => {
        if (left.isConnected) holdsFocus.current = false;
      });
    },
  };
}
