import type { Virtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';

const nearBottomPx = 120;

/**
 * Follows new rows while the operator is at the bottom, and leaves the scroll alone once they scroll up to
 * read: streaming must never yank the view away from what is being reviewed.
 */
export function useStickToBottom(
  scrollRef: RefObject<HTMLElement | null>,
  virtualizer: Virtualizer<HTMLElement, Element>,
  rowCount: number,
  contentVersion: unknown,
) {
  const following = useRef(true);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const onScroll = () => {
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight < nearBottomPx;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scrollRef]);

  useLayoutEffect(() => {
    if (!following.current || rowCount === 0) return;
    virtualizer.scrollToIndex(rowCount - 1, { align: 'end' });
  }, [virtualizer, rowCount, contentVersion]);
}
