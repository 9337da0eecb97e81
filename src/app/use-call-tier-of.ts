import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { givenToolTier } from '../core/rules/tool-tier-setting.ts';
import type { CallTierLookup } from '../core/source.ts';
import { callTier, remoteOwnerId, sourceOf } from '../core/source.ts';
import { toolTiersQueryOptions } from '../features/agent-sources/api/tool-tier-queries.ts';
import { useAppStore } from '../store/app-store.ts';
import type { ToolCatalog } from './tool-catalog.ts';

/**
 * Each call's tier as the console shows and handles it: a tool of this page by the catalog, a remote tool of the
 * open thread by the tier the operator gave it for that agent or deployment, else `unknown` (also while the
 * tiers are still being read: nothing remote is taken for safer than it was said to be).
 */
export function useCallTierOf(catalog: ToolCatalog): CallTierLookup {
  const source = useAppStore((state) => sourceOf(state.conversation));
  const agents = useAppStore((state) => state.agUiAgents);
  const repository = useAppStore((state) => state.agentTools().rules);
  const tiers = useQuery(toolTiersQueryOptions(repository));
  const settings = tiers.data;
  return useMemo(() => {
    const agentName =
      source.kind === 'ag-ui' ? agents.find((agent) => agent.id === source.agentId)?.name : undefined;
    const remoteTierOf = (tool: string) => {
      if (!settings) return undefined;
      if (source.kind === 'langgraph' || source.kind === 'ai-sdk')
        return givenToolTier(settings, { source: source.kind, deployment: remoteOwnerId(source), tool });
      return agentName === undefined
        ? undefined
        : givenToolTier(settings, { source: 'ag-ui', agentName, tool });
    };
    return (call) => callTier(call, catalog.tierOf, remoteTierOf);
  }, [catalog, source, agents, settings]);
}
