import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { useCallback, useRef } from 'react';
import { VirtualList, type VirtualPlace } from '../../../components/virtual-list.tsx';

/**
 * A long queue list (the open conversation's calls, or those of other threads) in a scrolling box of its own,
 * mounting only the rows near its view: a group's table is estimated taller than a call's item, and each row is
 * kept by its key, so a decided call leaving the list does not move the operator's place.
 */
export function VirtualQueue<Row extends { readonly kind: string }>({
  rows,
  keyOf,
  label,
  labelledBy,
  ownItem,
  renderRow,
}: {
  readonly rows: readonly Row[];
  readonly keyOf: (row: Row) => string;
  readonly label?: string;
  readonly labelledBy?: string;
  readonly ownItem?: (row: Row) => boolean;
  readonly renderRow: (row: Row, place: VirtualPlace) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer lays out every row again whenever `getItemKey` is another function: kept while the rows are.
  const getItemKey = useCallback((index: number) => keyOf(rows[index]!), [rows, keyOf]);
  const estimateSize = useCallback((index: number) => (rows[index]?.kind === 'group' ? 200 : 52), [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 6,
    gap: 4,
  });
  return (
    <div ref={scrollRef} className="max-h-[60vh] overflow-y-auto overscroll-contain">
      <VirtualList
        virtualizer={virtualizer}
        rows={rows}
        ordered
        label={label}
        labelledBy={labelledBy}
        ownItem={ownItem}
        renderRow={renderRow}
      />
    </div>
  );
}
