import type { Conversation } from './conversation.ts';
import { findToolCallPart, updateToolCall } from './conversation.ts';
import type { StagedDecision } from './source.ts';
import type { ToolCall } from './tool-call.ts';
import { transitionToolCall } from './tool-call-status.ts';

/** How a staged decision is named in a sentence: "the staged approval". */
export function stagedDecisionName(staged: Pick<StagedDecision, 'kind'>): string {
  return staged.kind === 'approve' ? 'approval' : staged.kind === 'decline' ? 'decline' : 'answer';
}

/**
 * Why a call with a decision staged takes no other one: a second Approve or Decline never replaces the first
 * silently; the operator takes it back first (Change decision). Undefined when nothing is staged.
 */
export function stagedRefusal(call: Pick<ToolCall, 'name' | 'interrupt'>): string | undefined {
  const staged = call.interrupt?.staged;
  if (!staged) return undefined;
  return `${call.name} already has a staged ${stagedDecisionName(staged)}; choose Change decision to replace it.`;
}

/**
 * Takes back the decision staged on a pending call, so the operator decides it again (its draft is kept). The
 * conversation is returned unchanged when the call is not pending or has nothing staged: a resume already on its
 * way is not taken back.
 */
export function withoutStagedDecision(conversation: Conversation, callId: string): Conversation {
  const call = findToolCallPart(conversation, callId)?.call;
  if (call?.status !== 'pending' || !call.interrupt?.staged) return conversation;
  const { staged: _staged, ...interrupt } = call.interrupt;
  return updateToolCall(conversation, callId, (current) => ({ ...current, interrupt }));
}

/** The call declined as the operator staged it: by whom, at `at`, with the reason staged with it, if any. */
export function declinedAsStaged(
  call: ToolCall,
  staged: Extract<StagedDecision, { readonly kind: 'decline' }>,
  at: number,
): ToolCall {
  return transitionToolCall(call, {
    type: 'decline',
    by: staged.by,
    at,
    ...(staged.reason ? { reason: staged.reason } : {}),
  });
}
