import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { allToolCalls } from '../../../core/conversation.ts';
import type { SafetyTier } from '../../../core/safety-tier.ts';
import { ToolTierList } from '../../../components/tool-tier-list.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import type { AgUiAgent } from '../../../store/saved-records.ts';
import { toolTiersQueryOptions } from '../api/tool-tier-queries.ts';

/** The names of the tools this agent has called in the threads this tab holds, in order of first call. */
function useCalledTools(agentId: string): readonly string[] {
  const conversation = useAppStore((state) => state.conversation);
  const held = useAppStore((state) => state.backgroundConversations);
  return useMemo(() => {
    const names = new Set<string>();
    for (const thread of [conversation, ...Object.values(held)]) {
      if (thread.source?.kind !== 'ag-ui' || thread.source.agentId !== agentId) continue;
      for (const call of allToolCalls(thread)) if (call.interrupt?.toolCallId) names.add(call.name);
    }
    return [...names];
  }, [conversation, held, agentId]);
}

/**
 * The tier of each of an agent's tools, set by the operator: a tool nobody has tiered is `unknown`, handled
 * like destructive by allow rules. Rules name the tools `<agent>__<tool>`, and so do the tiers.
 */
export function ToolTiers({ agent }: { readonly agent: AgUiAgent }) {
  const repository = useAppStore((state) => state.agentTools().rules);
  const queryClient = useQueryClient();
  const tiers = useQuery(toolTiersQueryOptions(repository));
  const called = useCalledTools(agent.id);
  const prefix = `${agent.name}__`;
  const given = new Map(
    (tiers.data ?? [])
      .filter((setting) => setting.source === 'ag-ui' && setting.tool.startsWith(prefix))
      .map((setting) => [setting.tool.slice(prefix.length), setting.tier]),
  );
  const tools = [...new Set([...called, ...given.keys()])];
  const change = useMutation({
    mutationFn: ({ tool, tier }: { readonly tool: string; readonly tier: SafetyTier | undefined }) =>
      repository.setToolTier('ag-ui', `${prefix}${tool}`, tier),
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolTiersQueryOptions(repository).queryKey }),
  });
  return (
    <ToolTierList
      idPrefix={`tier-${agent.id}`}
      tools={tools}
      given={given}
      saving={change.isPending}
      error={change.error?.message}
      emptyHint="Its tools are listed here once it calls them, each to be given a tier."
      onChange={(tool, tier) => change.mutate({ tool, tier })}
    />
  );
}
