import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SavedToolTiers } from '../../../components/saved-tool-tiers.tsx';
import { allToolCalls } from '../../../core/conversation.ts';
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
  return (
    <SavedToolTiers
      owner={{ source: 'langgraph', deployment: deploymentUrl }}
      seen={useProposedTools(deploymentUrl)}
      query={toolTiersQueryOptions(repository)}
      keeper={repository}
      idPrefix="deployment-tier"
      emptyHint="The tools its graphs propose are listed here once the inbox has read them, each to be given a tier."
    />
  );
}
