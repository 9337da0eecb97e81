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
 * Scrolls `container` so that `field` sits in the part of it the bar leaves free: its bottom above the bar, or,
 * for a field taller than that part, its top at the top.
 */
function scrollClearOfBar(container: HTMLElement, bar: HTMLElement, field: HTMLElement): void {
  const box = field.getBoundingClientRect();
  const barTop = bar.getBoundingClientRect().top - gapPx;
  const top =
    container.getBoundingClientRect().top + (Number.parseFloat(getComputedStyle(container).paddingTop) || 0);
  const below = box.bottom - barTop;
  const above = top - box.top;
  const by = below > 0 ? Math.max(0, Math.min(below, box.top - top)) : above > 0 ? -above : 0;
  if (by !== 0) container.scrollTop += by;
}

/**
 * Keeps what the operator edits clear of a bar stuck to the bottom of the scroll container: the container's
 * bottom scroll padding follows the bar's height, so the browser scrolls the caret, while typing, into the part
 * the bar does not cover; and a field that takes the focus is scrolled into that part too, since the browser
 * leaves a field it already shows in part where it is (under the bar). The bar's height changes (a reason why
 * approval is blocked, the decline form), hence the observer. The container's own padding comes back when the
 * bar goes.
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
    let frame = 0;
    // After the browser's own scroll for the focus, which comes once the focus events are handled.
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || bar.contains(field)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (document.activeElement === field && bar.isConnected) scrollClearOfBar(container, bar, field);
      });
    };
    container.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      container.removeEventListener('focusin', onFocus);
      container.style.scrollPaddingBottom = previous;
    };
  }, [barRef]);
}
