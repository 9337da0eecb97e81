import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FleetTierLookup } from '../core/fleet/fleet-rows.ts';
import { remoteTierLookup, threadCallTier } from '../core/rules/remote-tool-tier.ts';
import { sourceOf } from '../core/source.ts';
import { toolTiersQueryOptions } from '../features/agent-sources/api/tool-tier-queries.ts';
import { useAppStore } from '../store/app-store.ts';
import type { ToolCatalog } from './tool-catalog.ts';

/**
 * Each call's tier in whichever thread holds it: a tool of this page by the catalog, a remote thread's call by the tier
 * the operator gave it for its agent, deployment or route (`remoteTierLookup`), else `unknown` (also while the
 * tiers are being read).
 */
export function useFleetTierOf(catalog: ToolCatalog): FleetTierLookup {
  const agents = useAppStore((state) => state.agUiAgents);
  const repository = useAppStore((state) => state.agentTools().rules);
  const settings = useQuery(toolTiersQueryOptions(repository)).data;
  return useMemo(() => {
    const names = new Map(agents.map((agent) => [agent.id, agent.name]));
    return (call, conversation) => {
      const source = sourceOf(conversation);
      return threadCallTier(call, source, catalog.tierOf, remoteTierLookup(settings, source, names));
    };
  }, [catalog, agents, settings]);
}
