import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/**
 * The virtualizer of a long queue list (the open conversation's calls, or those of other threads): a scrolling box
 * of its own, a group's table estimated taller than a call's item, each row kept by its key.
 */
export function useQueueVirtualizer<Row extends { readonly kind: string }>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? 200 : 52),
    getItemKey: (index) => keyOf(rows[index]!),
    overscan: 6,
    gap: 4,
  });
  return { scrollRef, virtualizer };
}
