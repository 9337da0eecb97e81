import { useMemo } from 'react';
import { useAppStore } from '../../../store/app-store.ts';

/**
 * Approve and Decline for one call: through the agent, which snapshots, runs once and answers the model; or,
 * on a fixture, as the plain status change (the page's fixture runner then executes it).
 */
export function useDecisions() {
  return useMemo(
    () => ({
      approve(callId: string) {
        const state = useAppStore.getState();
        const feedback = state.feedbackDrafts[callId]?.trim() || undefined;
        if (state.localDecisions) {
          state.applyToolCallEvent(callId, {
            type: 'approve',
            by: 'operator',
            at: Date.now(),
            ...(feedback ? { feedback } : {}),
          });
        } else {
          void state.approveCall(callId, feedback);
        }
        state.setFeedbackDraft(callId, '');
        if (state.decliningCallId === callId) state.setDecliningCallId(undefined);
      },
      decline(callId: string, reason: string) {
        const state = useAppStore.getState();
        const trimmed = reason.trim() || undefined;
        if (state.localDecisions) {
          state.applyToolCallEvent(callId, {
            type: 'decline',
            by: 'operator',
            at: Date.now(),
            ...(trimmed ? { reason: trimmed } : {}),
          });
        } else {
          void state.declineCall(callId, trimmed);
        }
        state.setFeedbackDraft(callId, '');
        state.setDecliningCallId(undefined);
      },
    }),
    [],
  );
}
