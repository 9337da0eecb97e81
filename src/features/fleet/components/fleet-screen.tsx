import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState } from 'react';
import { VirtualList } from '../../../components/virtual-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ScreenFrame } from '../../../components/screen-frame.tsx';
import { useNow } from '../../../components/use-now.ts';
import type { FleetFilter, FleetSort } from '../../../core/fleet/fleet-order.ts';
import type { FleetRow, FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import { openHeldThread } from '../../../store/held-call-decisions.ts';
import { useFleetRows } from '../hooks/use-fleet-rows.ts';
import { FleetFilters } from './fleet-filters.tsx';
import { FleetRowView } from './fleet-row.tsx';

const rowHeight = 64;
const noFilter: FleetFilter = {};

function FleetList({
  rows,
  tierOf,
  onOpen,
}: {
  readonly rows: readonly FleetRow[];
  readonly tierOf: FleetTierLookup;
  readonly onOpen: (row: FleetRow) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useNow(1_000);
  // Keyed by row, so a row that moves up as it grows urgent keeps its place in the virtualizer's measures; the
  // function is kept while the rows are, since another one makes the virtualizer lay out every row again.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey,
  });
  return (
    <div
      ref={scrollRef}
      data-fleet-scroll=""
      className="min-h-64 flex-1 overflow-y-auto rounded-md border border-zinc-200 dark:border-zinc-800"
    >
      <VirtualList
        virtualizer={virtualizer}
        rows={rows}
        ordered={false}
        label="Sources and threads"
        renderRow={(row) => <FleetRowView row={row} now={now} tierOf={tierOf} onOpen={onOpen} />}
      />
    </div>
  );
}

/**
 * The Fleet: every source the operator is attached to and every thread under it, most urgent first (nearest
 * deadline, then oldest wait), filtered by source, agent, state and tier, live as events arrive.
 */
export function FleetScreen({ tierOf }: { readonly tierOf: FleetTierLookup }) {
  const [filter, setFilter] = useState<FleetFilter>(noFilter);
  const [sort, setSort] = useState<FleetSort>('urgency');
  const [openProblem, setOpenProblem] = useState<string>();
  const { all, shown } = useFleetRows(tierOf, filter, sort);
  const open = useCallback((row: FleetRow) => {
    if (!row.conversationId) return;
    setOpenProblem(undefined);
    void openHeldThread(row.conversationId).then((result) => {
      if (!result.ok) setOpenProblem(result.reason);
    });
  }, []);
  const waiting = all.reduce(
    (sum, row) => sum + (row.kind === 'thread' && row.state.status === 'waiting' ? row.state.count : 0),
    0,
  );
  const sources = all.filter((row) => row.kind === 'source').length;
  return (
    <ScreenFrame
      title="Fleet"
      width="full"
      intro={`${sources} ${sources === 1 ? 'source' : 'sources'}, ${all.length - sources} ${all.length - sources === 1 ? 'thread' : 'threads'}, ${waiting} ${waiting === 1 ? 'call waits' : 'calls wait'} for you.`}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-3 px-4 pt-2 pb-4 sm:px-6">
        <FleetFilters rows={all} filter={filter} sort={sort} onFilter={setFilter} onSort={setSort} />
        {openProblem ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {openProblem}
          </p>
        ) : null}
        {shown.length === 0 ? (
          <EmptyState title="Nothing matches">No source or thread matches these filters.</EmptyState>
        ) : (
          <FleetList rows={shown} tierOf={tierOf} onOpen={open} />
        )}
      </div>
    </ScreenFrame>
  );
}
