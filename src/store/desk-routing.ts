import type { DecisionResult } from '../core/agent-status.ts';
import { findCall } from '../agent/conversation-queries.ts';
import type { Decision } from '../core/source.ts';
import { sourceOf } from '../core/source.ts';
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
 * Routes the console's actions on the open conversation to its source's desk (the built-in agent's, or a remote
 * source's, which decides on its own side); the desk's answer is shown near the composer when it refuses.
 */
export function routeCallActions(
  get: () => AppState,
  set: (partial: Pick<AppState, 'actionError'>) => void,
): CallActions {
  const shown = async (pending: Promise<DecisionResult>): Promise<DecisionResult> => {
    const result = await pending;
    set({ actionError: result.ok ? undefined : result.reason });
    return result;
  };
  /** Acts through the open conversation's desk, or says no desk takes its source. */
  const withDesk = (
    act: (desk: NonNullable<ReturnType<typeof deskFor>>, conversationId: string) => Promise<DecisionResult>,
  ): Promise<DecisionResult> => {
    const conversation = get().conversation;
    const desk = deskFor(get(), conversation);
    if (!desk)
      return shown(
        Promise.resolve({
          ok: false,
          reason: `No ${sourceOf(conversation).kind} source is connected for this conversation.`,
        }),
      );
    return shown(act(desk, conversation.id));
  };
  return {
    sendMessage: (text) => withDesk((desk, id) => desk.send(id, text)),
    approveCall: (callId, feedback) =>
      withDesk((desk, id) => {
        const call = findCall(get().conversation, callId);
        if (!call) return Promise.resolve({ ok: false, reason: 'That call is not in this conversation.' });
        // What the desk runs or sends is the snapshot of the draft at approval, with the operator's note.
        const decision: Decision = {
          kind: 'approve',
          approvedArgs: effectiveArgs(call),
          ...(feedback?.trim() ? { feedback: feedback.trim() } : {}),
        };
        return desk.decide(id, callId, decision);
      }),
    declineCall: (callId, reason) =>
      withDesk((desk, id) => desk.decide(id, callId, { kind: 'decline', ...(reason ? { reason } : {}) })),
    answerCall: (callId, payload) =>
      withDesk((desk, id) => desk.decide(id, callId, { kind: 'answer', payload })),
    stopAgent: () => {
      const conversation = get().conversation;
      deskFor(get(), conversation)?.stop(conversation.id);
    },
  };
}
