import { SavedToolTiers } from '../../../components/saved-tool-tiers.tsx';
import { useMemo } from 'react';
import { allToolCalls } from '../../../core/conversation.ts';
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
  return (
    <SavedToolTiers
      owner={{ source: 'ag-ui', agentName: agent.name }}
      seen={useCalledTools(agent.id)}
      query={toolTiersQueryOptions(repository)}
      keeper={repository}
      idPrefix={`tier-${agent.id}`}
      emptyHint="Its tools are listed here once it calls them, each to be given a tier."
    />
  );
}
