import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { FleetRow, FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import { fleetRows } from '../../../core/fleet/fleet-rows.ts';
import type { FleetFilter, FleetSort } from '../../../core/fleet/fleet-order.ts';
import { orderFleetRows } from '../../../core/fleet/fleet-order.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { fleetInputs, selectFleetParts } from '../../../store/fleet-inputs.ts';

/**
 * Every row of the fleet (unfiltered) and the rows the screen shows, in its order. The store's parts are
 * selected together and compared one by one, so the rows are worked out again only when one of them changes; each thread's summary is
 * kept per conversation object, so an event in one thread re-reads that thread alone.
 */
export function useFleetRows(
  tierOf: FleetTierLookup,
  filter: FleetFilter,
  sort: FleetSort,
): { readonly all: readonly FleetRow[]; readonly shown: readonly FleetRow[] } {
  const parts = useAppStore(useShallow(selectFleetParts));
  const all = useMemo(() => {
    const { sources, threads } = fleetInputs(parts);
    return fleetRows(sources, threads, tierOf);
  }, [parts, tierOf]);
  const shown = useMemo(() => orderFleetRows(all, filter, sort), [all, filter, sort]);
  return { all, shown };
}
