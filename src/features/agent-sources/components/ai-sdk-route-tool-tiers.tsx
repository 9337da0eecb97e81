import { SavedToolTiers } from '../../../components/saved-tool-tiers.tsx';
import { useMemo } from 'react';
import { allToolCalls } from '../../../core/conversation.ts';
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
  return (
    <SavedToolTiers
      owner={{ source: 'ai-sdk', deployment: routeUrl }}
      seen={useRequestedTools(routeUrl)}
      query={toolTiersQueryOptions(repository)}
      keeper={repository}
      idPrefix={`route-tier-${routeUrl}`}
      emptyHint="The tools it asks approval for are listed here once a chat with it has, each to be given a tier."
    />
  );
}
