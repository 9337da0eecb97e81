import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls, updateToolCall } from '../../core/conversation.ts';
import type { StagedDecision } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { transitionToolCall } from '../../core/tool-call-status.ts';
import { declinedAsStaged } from '../../core/staged-decision.ts';

/** A call waiting on an AI SDK approval request. */
export type ApprovalCall = ToolCall & { readonly interrupt: NonNullable<ToolCall['interrupt']> };

/** The calls of the assistant message `runId` whose approval requests wait, in order. */
export function waitingApprovals(conversation: Conversation, runId: string): readonly ApprovalCall[] {
  return allToolCalls(conversation).filter(
    (call): call is ApprovalCall => call.status === 'pending' && call.interrupt?.runId === runId,
  );
}

/** The conversation with `staged` on the call's approval request; nothing is sent yet. */
export function withStaged(conversation: Conversation, callId: string, staged: StagedDecision): Conversation {
  return updateToolCall(conversation, callId, (call) =>
    call.status === 'pending' && call.interrupt
      ? { ...call, interrupt: { ...call.interrupt, staged }, revision: (call.revision ?? 0) + 1 }
      : call,
  );
}

/** The conversation with the staged decisions of `calls` taken back off them: nothing was sent. */
export function withoutStaged(conversation: Conversation, calls: readonly ToolCall[]): Conversation {
  let next = conversation;
  for (const { id } of calls)
    next = updateToolCall(next, id, (call) => {
      if (call.status !== 'pending' || !call.interrupt?.staged) return call;
      const { staged: _staged, ...interrupt } = call.interrupt;
      return { ...call, interrupt };
    });
  return next;
}

/**
 * The calls as the request that answers them leaves: an approved call executing (the route runs it), a declined
 * one declined with its reason. Recorded before the request is sent, so a reload never decides them again.
 */
export function withAnswersSent(
  conversation: Conversation,
  calls: readonly ApprovalCall[],
  at: number,
): Conversation {
  let next = conversation;
  for (const { id } of calls)
    next = updateToolCall(next, id, (call) => {
      const staged = call.interrupt?.staged;
      if (call.status !== 'pending' || !staged) return call;
      if (staged.kind === 'decline') return declinedAsStaged(call, staged, at);
      return transitionToolCall(call, { type: 'approve', by: staged.by, at });
    });
  return next;
}
