import { useMemo } from 'react';
import type { FleetRow, FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import { fleetRows } from '../../../core/fleet/fleet-rows.ts';
import type { FleetFilter, FleetSort } from '../../../core/fleet/fleet-order.ts';
import { orderFleetRows } from '../../../core/fleet/fleet-order.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { fleetInputs, fleetPartSelectors } from '../../../store/fleet-inputs.ts';

/**
 * Every row of the fleet (unfiltered) and the rows the screen shows, in its order. Each part of the store is
 * selected on its own, so the rows are worked out again only when one of them changes; each thread's summary is
 * kept per conversation object, so an event in one thread re-reads that thread alone.
 */
export function useFleetRows(
  tierOf: FleetTierLookup,
  filter: FleetFilter,
  sort: FleetSort,
): { readonly all: readonly FleetRow[]; readonly shown: readonly FleetRow[] } {
  const conversation = useAppStore(fleetPartSelectors.conversation);
  const backgroundConversations = useAppStore(fleetPartSelectors.backgroundConversations);
  const agentStatus = useAppStore(fleetPartSelectors.agentStatus);
  const agUiAgents = useAppStore(fleetPartSelectors.agUiAgents);
  const agUiAgentStatus = useAppStore(fleetPartSelectors.agUiAgentStatus);
  const agUiThreads = useAppStore(fleetPartSelectors.agUiThreads);
  const mcpServers = useAppStore(fleetPartSelectors.mcpServers);
  const langGraphDeployment = useAppStore(fleetPartSelectors.langGraphDeployment);
  const langGraphRuns = useAppStore(fleetPartSelectors.langGraphRuns);
  const all = useMemo(() => {
    const { sources, threads } = fleetInputs({
      conversation,
      backgroundConversations,
      agentStatus,
      agUiAgents,
      agUiAgentStatus,
      agUiThreads,
      mcpServers,
      langGraphDeployment,
      langGraphRuns,
    });
    return fleetRows(sources, threads, tierOf);
  }, [
    conversation,
    backgroundConversations,
    agentStatus,
    agUiAgents,
    agUiAgentStatus,
    agUiThreads,
    mcpServers,
    langGraphDeployment,
    langGraphRuns,
    tierOf,
  ]);
  const shown = useMemo(() => orderFleetRows(all, filter, sort), [all, filter, sort]);
  return { all, shown };
}
