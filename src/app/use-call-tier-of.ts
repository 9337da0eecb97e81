import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { remoteTierLookup } from '../core/rules/remote-tool-tier.ts';
import type { CallTierLookup } from '../core/source.ts';
import { callTier, sourceOf } from '../core/source.ts';
import { toolTiersQueryOptions } from '../features/agent-sources/api/tool-tier-queries.ts';
import { useAppStore } from '../store/app-store.ts';
import type { ToolCatalog } from './tool-catalog.ts';

/**
 * Each call's tier as the console shows and handles it: a tool of this page by the catalog, a remote tool of the
 * open thread by the tier the operator gave it for its agent, deployment or route (`remoteTierLookup`), else
 * `unknown` (also while the tiers are still being read: nothing remote is taken for safer than it was said to be).
 */
export function useCallTierOf(catalog: ToolCatalog): CallTierLookup {
  const source = useAppStore((state) => sourceOf(state.conversation));
  const agents = useAppStore((state) => state.agUiAgents);
  const repository = useAppStore((state) => state.agentTools().rules);
  const settings = useQuery(toolTiersQueryOptions(repository)).data;
  return useMemo(() => {
    const remoteTierOf = remoteTierLookup(
      settings,
      source,
      new Map(agents.map((agent) => [agent.id, agent.name])),
    );
    return (call) => callTier(call, catalog.tierOf, remoteTierOf);
  }, [catalog, source, agents, settings]);
}
