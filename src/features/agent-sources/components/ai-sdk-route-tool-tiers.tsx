import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ToolTierList } from '../../../components/tool-tier-list.tsx';
import { allToolCalls } from '../../../core/conversation.ts';
import type { SafetyTier } from '../../../core/safety-tier.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { toolTiersQueryOptions } from '../api/tool-tier-queries.ts';

/** The tools the route asked approval for in the chats this tab holds, in order of first request. */
function useRequestedTools(routeUrl: string): readonly string[] {
  const conversation = useAppStore((state) => state.conversation);
  const held = useAppStore((state) => state.backgroundConversations);
  return useMemo(() => {
    const names = new Set<string>();
    for (const thread of [conversation, ...Object.values(held)]) {
      if (thread.source?.kind !== 'ai-sdk' || thread.source.routeId !== routeUrl) continue;
      for (const call of allToolCalls(thread)) if (call.interrupt) names.add(call.name);
    }
    return [...names];
  }, [conversation, held, routeUrl]);
}

/**
 * The tier of each tool the route asks approval for, set by the operator and kept for this route (by its URL)
 * with the rules: a tool nobody has tiered is `unknown`, handled like destructive.
 */
export function AiSdkRouteToolTiers({ routeUrl }: { readonly routeUrl: string }) {
  const repository = useAppStore((state) => state.agentTools().rules);
  const queryClient = useQueryClient();
  const tiers = useQuery(toolTiersQueryOptions(repository));
  const requested = useRequestedTools(routeUrl);
  const given = new Map(
    (tiers.data ?? [])
      .filter((setting) => setting.source === 'ai-sdk' && setting.deployment === routeUrl)
      .map((setting) => [setting.tool, setting.tier]),
  );
  const tools = [...new Set([...requested, ...given.keys()])];
  const change = useMutation({
    mutationFn: ({ tool, tier }: { readonly tool: string; readonly tier: SafetyTier | undefined }) =>
      repository.setToolTier('ai-sdk', tool, tier, routeUrl),
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolTiersQueryOptions(repository).queryKey }),
  });
  return (
    <ToolTierList
      idPrefix={`route-tier-${routeUrl}`}
      tools={tools}
      given={given}
      saving={change.isPending}
      error={change.error?.message}
      emptyHint="The tools it asks approval for are listed here once a chat with it has, each to be given a tier."
      onChange={(tool, tier) => change.mutate({ tool, tier })}
    />
  );
}
