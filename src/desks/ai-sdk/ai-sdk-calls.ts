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

/** What a message the operator stopped says. */
export const stoppedByOperator = 'Stopped by the operator.';

/**
 * The thread as the operator's Stop leaves it, as the SDK's own `Chat.stop()` does: the assistant message
 * `messageId` keeps what arrived and says it was stopped; an approval request that arrived still waits, and a
 * decision staged on one stays staged (nothing more is sent for them until the operator decides or writes
 * again). A call the stopped answer left open is closed as perhaps run (`ran: 'unknown'`: the route may go on
 * after the request ends, so nothing here offers to run it again), never sent to the route as a request to run:
 * one the route had not started is left out of later posts, one it was running is posted as stopped.
 */
export function withStopped(conversation: Conversation, messageId: string | undefined): Conversation {
  const index = conversation.messages.findIndex((message) => message.id === messageId);
  const message = conversation.messages[index];
  if (!message) return conversation;
  const parts = message.parts.map((part) => {
    if (part.kind !== 'tool-call') return part;
    const call = part.call;
    if (call.status !== 'streaming' && call.status !== 'checking' && call.status !== 'executing') return part;
    const reason =
      call.status === 'streaming'
        ? `${stoppedByOperator} Its input was still arriving; it is not asked for again.`
        : `${stoppedByOperator} The route had not reported on it; it may have run.`;
    return { ...part, call: transitionToolCall(call, { type: 'interrupt', reason, ran: 'unknown' }) };
  });
  return {
    ...conversation,
    messages: conversation.messages.with(index, {
      ...message,
      parts,
      status: 'incomplete',
      error: stoppedByOperator,
    }),
  };
}
