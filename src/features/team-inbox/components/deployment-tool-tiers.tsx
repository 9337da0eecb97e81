import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ToolTierList } from '../../../components/tool-tier-list.tsx';
import { allToolCalls } from '../../../core/conversation.ts';
import type { SafetyTier } from '../../../core/safety-tier.ts';
import { questionCallName } from '../../../store/remote-sources.ts';
import { openThreadInterrupts } from '../../../store/remote-sources.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { interruptedThreadsQueryOptions } from '../api/inbox-queries.ts';
import { toolTiersQueryOptions } from '../api/tool-tier-queries.ts';

/**
 * The names of the tools the deployment's graphs propose: in the threads the inbox last read and in those this
 * tab holds, in order of first sight. Nothing is read from the deployment here that the inbox had not read.
 */
function useProposedTools(deploymentUrl: string): readonly string[] {
  const revision = useAppStore((state) => state.langGraphRevision);
  const client = useAppStore.getState().langGraphClient();
  const inbox = useQuery({
    ...interruptedThreadsQueryOptions(client, revision),
    // What the inbox last read, without reading the deployment again from here.
    enabled: false,
  });
  const conversation = useAppStore((state) => state.conversation);
  const held = useAppStore((state) => state.backgroundConversations);
  return useMemo(() => {
    const names = new Set<string>();
    for (const thread of inbox.data ?? [])
      for (const interrupt of openThreadInterrupts(thread))
        if (interrupt.request.form !== 'value')
          for (const action of interrupt.request.actions) names.add(action.name);
    for (const thread of [conversation, ...Object.values(held)]) {
      if (thread.source?.kind !== 'langgraph' || thread.source.deploymentId !== deploymentUrl) continue;
      for (const call of allToolCalls(thread))
        if (call.interrupt && call.name !== questionCallName) names.add(call.name);
    }
    return [...names];
  }, [inbox.data, conversation, held, deploymentUrl]);
}

/**
 * The tier of each tool the deployment's graphs propose, set by the operator and kept for this deployment (by
 * its URL) with the rules: a tool nobody has tiered is `unknown`, handled like destructive.
 */
export function DeploymentToolTiers({ deploymentUrl }: { readonly deploymentUrl: string }) {
  const repository = useAppStore((state) => state.agentTools().rules);
  const queryClient = useQueryClient();
  const tiers = useQuery(toolTiersQueryOptions(repository));
  const proposed = useProposedTools(deploymentUrl);
  const given = new Map(
    (tiers.data ?? [])
      .filter((setting) => setting.source === 'langgraph' && setting.deployment === deploymentUrl)
      .map((setting) => [setting.tool, setting.tier]),
  );
  const tools = [...new Set([...proposed, ...given.keys()])];
  const change = useMutation({
    mutationFn: ({ tool, tier }: { readonly tool: string; readonly tier: SafetyTier | undefined }) =>
      repository.setToolTier('langgraph', tool, tier, deploymentUrl),
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolTiersQueryOptions(repository).queryKey }),
  });
  return (
    <ToolTierList
      idPrefix="deployment-tier"
      tools={tools}
      given={given}
      saving={change.isPending}
      error={change.error?.message}
      emptyHint="The tools its graphs propose are listed here once the inbox has read them, each to be given a tier."
      onChange={(tool, tier) => change.mutate({ tool, tier })}
    />
  );
}
