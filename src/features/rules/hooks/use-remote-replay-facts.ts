import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { remoteCallFacts } from '../../../core/rules/tool-tier-setting.ts';
import { remoteOwnerId } from '../../../core/source.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { RuleRepository } from '../../../tools/rule-repository.ts';
import { toolTiersQueryOptions } from '../api/rule-queries.ts';
import type { RemoteReplayFacts } from '../replay-calls.ts';

/**
 * How the replay names and tiers a remote call: an AG-UI agent's tool by the agent's name, as rules name it, a
 * deployment's or a route's by its URL, and each with the tier the operator gave it now, else `unknown`. A call of an agent no longer connected keeps its
 * own name (no `<agent>__` rule can be told to match it) and is `unknown`.
 */
export function useRemoteReplayFacts(repository: RuleRepository): RemoteReplayFacts {
  const agents = useAppStore((state) => state.agUiAgents);
  const tiers = useQuery(toolTiersQueryOptions(repository));
  const settings = tiers.data;
  return useMemo<RemoteReplayFacts>(() => {
    const names = new Map(agents.map((agent) => [agent.id, agent.name]));
    return (origin, tool) => {
      // A deployment's or a route's tool is tiered under the URL that owns it.
      if (origin.kind !== 'ag-ui')
        return remoteCallFacts(settings ?? [], {
          source: origin.kind,
          deployment: remoteOwnerId(origin),
          tool,
        });
      const agentName = names.get(origin.agentId);
      return agentName === undefined
        ? { tool, tier: 'unknown' }
        : remoteCallFacts(settings ?? [], { source: 'ag-ui', agentName, tool });
    };
  }, [agents, settings]);
}
