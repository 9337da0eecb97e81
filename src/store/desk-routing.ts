import type { Agent } from '../agent/agent-options.ts';
import type { DecisionResult } from '../core/agent-status.ts';
import { findCall } from '../agent/conversation-queries.ts';
import type { Decision } from '../core/source.ts';
import { effectiveArgs } from '../core/tool-call.ts';
import type { AgentSlice } from './agent-slice-contract.ts';
import type { AppState } from './app-state.ts';
import { deskFor } from './sources-slice.ts';

/** The console's actions on the open conversation's calls and messages. */
export type CallActions = Pick<
  AgentSlice,
  'sendMessage' | 'approveCall' | 'declineCall' | 'answerCall' | 'stopAgent'
>;

/**
 * Routes the console's actions on the open conversation: a remote source's conversation to its desk (which
 * decides on its own side, its answer shown like the agent's), a built-in one to the agent (`act`).
 */
export function routeCallActions(
  get: () => AppState,
  set: (partial: Pick<AppState, 'actionError'>) => void,
  act: (action: (agent: Agent) => Promise<DecisionResult>) => Promise<DecisionResult>,
  stopBuiltIn: () => void,
): CallActions {
  const remote = async (pending: Promise<DecisionResult>): Promise<DecisionResult> => {
    const result = await pending;
    set({ actionError: result.ok ? undefined : result.reason });
    return result;
  };
  const open = () => {
    const conversation = get().conversation;
    return { conversation, desk: deskFor(get(), conversation) };
  };
  return {
    sendMessage: (text) => {
      const { conversation, desk } = open();
      if (desk) return remote(desk.send(conversation.id, text));
      return act((agent) => agent.send(text));
    },
    approveCall: (callId, feedback) => {
      const { conversation, desk } = open();
      if (!desk) return act((agent) => agent.approve(callId, feedback ? { feedback } : {}));
      const call = findCall(conversation, callId);
      if (!call) return Promise.resolve({ ok: false, reason: 'That call is not in this conversation.' });
      // What the desk sends is the snapshot of the draft at approval, with the operator's note.
      const decision: Decision = {
        kind: 'approve',
        approvedArgs: effectiveArgs(call),
        ...(feedback?.trim() ? { feedback: feedback.trim() } : {}),
      };
      return remote(desk.decide(conversation.id, callId, decision));
    },
    declineCall: (callId, reason) => {
      const { conversation, desk } = open();
      if (desk)
        return remote(
          desk.decide(conversation.id, callId, { kind: 'decline', ...(reason ? { reason } : {}) }),
        );
      return act((agent) => agent.decline(callId, reason));
    },
    answerCall: (callId, payload) => {
      const { conversation, desk } = open();
      if (!desk)
        return Promise.resolve({ ok: false, reason: 'Only a remote agent’s request takes an answer.' });
      return remote(desk.decide(conversation.id, callId, { kind: 'answer', payload }));
    },
    stopAgent: () => {
      const { conversation, desk } = open();
      if (desk) desk.stop(conversation.id);
      else stopBuiltIn();
    },
  };
}
