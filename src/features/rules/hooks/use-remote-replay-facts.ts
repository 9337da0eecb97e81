import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { remoteCallFactsOf } from '../../../core/rules/remote-tool-tier.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { RuleRepository } from '../../../tools/rule-repository.ts';
import { toolTiersQueryOptions } from '../api/rule-queries.ts';
import type { RemoteReplayFacts } from '../replay-calls.ts';

/**
 * How the replay names and tiers a remote call: as the rules name it, with the tier the operator gave it now,
 * else `unknown` (`remoteCallFactsOf`). A call of an agent no longer connected keeps its own name (no
 * `<agent>__` rule can be told to match it) and is `unknown`.
 */
export function useRemoteReplayFacts(repository: RuleRepository): RemoteReplayFacts {
  const agents = useAppStore((state) => state.agUiAgents);
  const settings = useQuery(toolTiersQueryOptions(repository)).data;
  return useMemo<RemoteReplayFacts>(() => {
    const names = new Map(agents.map((agent) => [agent.id, agent.name]));
    return (origin, tool) => remoteCallFactsOf(settings ?? [], origin, tool, names);
  }, [agents, settings]);
}
