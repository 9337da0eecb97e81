import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/** Room left between a focused field and the bar, so the field's focus ring shows whole. */
const gapPx = 8;

/** The nearest ancestor that scrolls vertically, if any. */
function scrollContainerOf(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return undefined;
}

/**
 * Keeps what the operator edits clear of a bar stuck to the bottom of the scroll container: the container's
 * bottom scroll padding follows the bar's height, so the browser scrolls a focused field, and the caret while
 * typing, into the part the bar does not cover. The bar's height changes (a reason why approval is blocked, the
 * decline form), hence the observer. The container's own padding comes back when the bar goes.
 */
export function useScrollPaddingFor(barRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = barRef.current;
    const container = bar ? scrollContainerOf(bar) : undefined;
    if (!bar || !container) return;
    const previous = container.style.scrollPaddingBottom;
    // A sticky bar stops at the container's padding edge, so that padding is covered too.
    const update = () => {
      const padding = Number.parseFloat(getComputedStyle(container).paddingBottom) || 0;
      container.style.scrollPaddingBottom = `${bar.offsetHeight + padding + gapPx}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      container.style.scrollPaddingBottom = previous;
    };
  }, [barRef]);
}
