import { useMemo } from 'react';
import { useAppStore } from '../../../store/app-store.ts';

/** Retry a failed or interrupted call (through the agent, or locally on a fixture), stop a running one, select one. */
export function useCallActions() {
  return useMemo(
    () => ({
      retry(callId: string) {
        const state = useAppStore.getState();
        if (state.localDecisions) {
          // A fixture has no checks to run: the retried call waits for the operator at once.
          state.applyToolCallEvent(callId, { type: 'retry' });
          state.applyToolCallEvent(callId, { type: 'ask' });
        } else void state.retryCall(callId);
      },
      /** Stops the agent: the running call is cancelled (its server told) and becomes interrupted. */
      stop() {
        useAppStore.getState().stopAgent();
      },
      select(partId: string) {
        useAppStore.getState().selectPart(partId);
      },
    }),
    [],
  );
}
