import { useMemo } from 'react';
import { judgeSnapshot } from '../agent/judge-snapshot.ts';
import { sourceOf } from '../core/source.ts';
import type { DraftChecker } from '../features/argument-editor/api/draft-check-query.ts';
import { useAppStore } from '../store/app-store.ts';

/**
 * The draft check of an AG-UI thread's request: the rules keyed `<agent>__<tool>` judge the operator's edited
 * arguments as they will judge the approval when it is sent, so a draft a deny rule matches cannot be approved,
 * and the form names the rule at its field. The tool's tier is the one the operator gave it (the rule
 * repository reads it), else `unknown`. Undefined outside an AG-UI thread or while its agent is not known.
 */
export function useRemoteDraftChecker(): DraftChecker | undefined {
  const source = useAppStore((state) => sourceOf(state.conversation));
  const agents = useAppStore((state) => state.agUiAgents);
  const rules = useAppStore((state) => state.agentTools().rules);
  return useMemo(() => {
    if (source.kind !== 'ag-ui') return undefined;
    const agentName = agents.find((agent) => agent.id === source.agentId)?.name;
    if (agentName === undefined) return undefined;
    return async (name, args, _signal, callId) => {
      const { conversation, sessionId } = useAppStore.getState();
      return judgeSnapshot(
        rules,
        {
          source: 'ag-ui',
          tool: `${agentName}__${name}`,
          tier: 'unknown',
          callId: callId ?? '',
          conversationId: conversation.id,
          sessionId,
        },
        args,
        Date.now(),
        'draft',
      );
    };
  }, [source, agents, rules]);
}
