import { useMemo } from 'react';
import type { AgentStatus } from '../../../core/agent-status.ts';
import { useAppStore } from '../../../store/app-store.ts';

/** The agent's status, read narrowly so the header re-renders only when it changes. */
export function useAgentStatus(): AgentStatus {
  return useAppStore((state) => state.agentStatus);
}

/** Whether the agent drives this conversation (false for fixtures and benchmarks, where decisions are local). */
export function useHasAgent(): boolean {
  return useAppStore((state) => !state.localDecisions);
}

/** Why the operator's last action did not happen, if it did not. */
export function useActionError(): string | undefined {
  return useAppStore((state) => state.actionError);
}

/** Send and Stop, through the agent. */
export function useAgentActions() {
  return useMemo(
    () => ({
      /** Sends the message; the answer says whether the agent took it, and why not. */
      send(text: string) {
        return useAppStore.getState().sendMessage(text);
      },
      stop() {
        useAppStore.getState().stopAgent();
      },
    }),
    [],
  );
}
