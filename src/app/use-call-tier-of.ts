import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { remoteTierLookup, threadCallTier } from '../core/rules/remote-tool-tier.ts';
import type { CallTierLookup } from '../core/source.ts';
import { sourceOf } from '../core/source.ts';
import { toolTiersQueryOptions } from '../features/agent-sources/api/tool-tier-queries.ts';
import { useAppStore } from '../store/app-store.ts';
import type { ToolCatalog } from './tool-catalog.ts';

/**
 * Each call's tier as the console shows and handles it: a tool of this page by the catalog, every call of a remote
 * thread by the tier the operator gave its tool for its agent, deployment or route (`threadCallTier`), else
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
    return (call) => threadCallTier(call, source, catalog.tierOf, remoteTierOf);
  }, [catalog, source, agents, settings]);
}
