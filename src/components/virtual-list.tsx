import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { Fragment } from 'react';

/** Where one row of a virtualized list stands: what a row that renders its own list item needs. */
export interface VirtualPlace {
  readonly index: number;
  readonly start: number;
  /** How many rows the list holds, announced as each item's set size. */
  readonly count: number;
  readonly measure: (element: Element | null) => void;
}

/** The attributes of a virtualized list item: measured, placed by transform, announced with its position. */
export function virtualItemProps(place: VirtualPlace) {
  return {
    ref: place.measure,
    'data-index': place.index,
    'aria-setsize': place.count,
    'aria-posinset': place.index + 1,
    className: 'absolute top-0 left-0 w-full',
    style: { transform: `translateY(${place.start}px)` },
  } as const;
}

/**
 * A list that mounts only the rows near its view: an `ol` or `ul` as tall as all its rows, each row placed by
 * transform. `renderRow` returns a row's content inside its own `li`, unless `ownItem` says the row renders its
 * `li` itself (with `virtualItemProps`).
 */
export function VirtualList<Row>({
  virtualizer,
  rows,
  ordered,
  label,
  labelledBy,
  renderRow,
  ownItem,
}: {
  readonly virtualizer: Virtualizer<HTMLDivElement, Element>;
  readonly rows: readonly Row[];
  readonly ordered: boolean;
  readonly label?: string;
  readonly labelledBy?: string;
  readonly renderRow: (row: Row, place: VirtualPlace, item: VirtualItem) => ReactNode;
  readonly ownItem?: (row: Row) => boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      aria-label={label}
      aria-labelledby={labelledBy}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        const place = {
          index: item.index,
          start: item.start,
          count: rows.length,
          measure: virtualizer.measureElement,
        };
        const content = renderRow(row, place, item);
        if (ownItem?.(row)) return <Fragment key={item.key}>{content}</Fragment>;
        return (
          <li key={item.key} {...virtualItemProps(place)}>
            {content}
          </li>
        );
      })}
    </List>
  );
}
