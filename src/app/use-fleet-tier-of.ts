import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FleetTierLookup } from '../core/fleet/fleet-rows.ts';
import { givenToolTier } from '../core/rules/tool-tier-setting.ts';
import { callTier, sourceOf } from '../core/source.ts';
import { toolTiersQueryOptions } from '../features/agent-sources/api/tool-tier-queries.ts';
import { useAppStore } from '../store/app-store.ts';
import type { ToolCatalog } from './tool-catalog.ts';

/**
 * Each call's tier in whichever thread holds it: a tool of this page by the catalog, a remote tool by the tier
 * the operator gave it for its agent or deployment, else `unknown` (also while the tiers are being read).
 */
export function useFleetTierOf(catalog: ToolCatalog): FleetTierLookup {
  const agents = useAppStore((state) => state.agUiAgents);
  const repository = useAppStore((state) => state.agentTools().rules);
  const settings = useQuery(toolTiersQueryOptions(repository)).data;
  return useMemo(() => {
    const names = new Map(agents.map((agent) => [agent.id, agent.name]));
    return (call, conversation) => {
      const source = sourceOf(conversation);
      const remoteTierOf = (tool: string) => {
        if (!settings) return undefined;
        if (source.kind === 'langgraph')
          return givenToolTier(settings, { source: 'langgraph', deployment: source.deploymentId, tool });
        const agentName = source.kind === 'ag-ui' ? names.get(source.agentId) : undefined;
        return agentName === undefined
          ? undefined
          : givenToolTier(settings, { source: 'ag-ui', agentName, tool });
      };
      return callTier(call, catalog.tierOf, remoteTierOf);
    };
  }, [catalog, agents, settings]);
}
