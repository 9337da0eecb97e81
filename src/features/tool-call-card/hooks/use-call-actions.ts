import { useMemo } from 'react';
import { useAppStore } from '../../../store/app-store.ts';

/** Retry a failed or interrupted call (through the agent, or locally on a fixture) and select a call. */
export function useCallActions() {
  return useMemo(
    () => ({
      retry(callId: string) {
        const state = useAppStore.getState();
        if (state.localDecisions) state.applyToolCallEvent(callId, { type: 'retry' });
        else void state.retryCall(callId);
      },
      select(partId: string) {
        useAppStore.getState().selectPart(partId);
      },
    }),
    [],
  );
}
