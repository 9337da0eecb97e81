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

  // Scrolling reads the list's height, which lays the page out: done once a frame, however many changes
  // streamed in during it (several threads streaming at once commit many times a frame).
  const frame = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!following.current || rowCount === 0 || frame.current !== undefined) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      if (following.current) virtualizer.scrollToIndex(virtualizer.options.count - 1, { align: 'end' });
    });
  }, [virtualizer, rowCount, contentVersion]);
  useEffect(
    () => () => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );
}
