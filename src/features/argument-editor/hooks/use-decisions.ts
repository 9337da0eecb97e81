import { useMemo } from 'react';
import type { DecisionGroupRef } from '../../../core/group-decision.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectFeedbackDraft, selectToolCall } from '../../../store/selectors.ts';
import { callsNeedingConfirmation } from '../../../tools/approval-confirmation.ts';
import type { CallTierLookup } from '../../../core/source.ts';

function approve(callId: string, group?: DecisionGroupRef) {
  const state = useAppStore.getState();
  const feedback = selectFeedbackDraft(callId)(state).trim() || undefined;
  state.noteDecisionGroup([callId], group);
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
}

function requestApproval(callIds: readonly string[], tierOf: CallTierLookup, group?: DecisionGroupRef) {
  if (callIds.length === 0) return;
  const state = useAppStore.getState();
  const calls = callIds.flatMap((id) => {
    const call = selectToolCall(id)(state);
    return call ? [call] : [];
  });
  if (callsNeedingConfirmation(calls, tierOf).length > 0) state.setApprovalToConfirm(callIds, group);
  else for (const id of callIds) approve(id, group);
}

function decline(callId: string, reason: string, group?: DecisionGroupRef) {
  const state = useAppStore.getState();
  const trimmed = reason.trim() || undefined;
  state.noteDecisionGroup([callId], group);
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
}

/**
 * Approve and Decline for one call: through the agent, which snapshots, runs once and answers the model; or,
 * on a fixture, as the plain status change (the page's fixture runner then executes it). `requestApproval` is
 * what the operator's Approve button, keys and "Approve all" use: when a destructive call is among the calls it
 * opens the confirmation dialog instead, and nothing is approved until the operator confirms. A `group` names
 * the alike calls decided together: each call is still decided on its own, and its audit entry names the group.
 */
export function useDecisions() {
  return useMemo(() => ({ approve, requestApproval, decline }), []);
}
