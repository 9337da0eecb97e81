import type { Conversation } from '../../core/conversation.ts';
import type { JsonValue } from '../../core/json.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { transitionToolCall } from '../../core/tool-call-status.ts';
import { callPartId, ensureMessage, parseArguments, updateMessageById } from './thread-edits.ts';
import { callOfRun } from './run-call-ids.ts';

/** Opens a call the agent started streaming, under an id of its run when an earlier run's settled call holds its id. */
export function openCall(
  conversation: Conversation,
  toolCallId: string,
  name: string,
  parentId: string | undefined,
  { runId, now }: { readonly runId: string | undefined; readonly now: number },
) {
  const { id, call: known } = callOfRun(conversation, toolCallId, runId);
  if (known) return conversation;
  const messageId = parentId || `${id}/message`;
  const withMessage = ensureMessage(conversation, messageId, 'model', now);
  return updateMessageById(withMessage, messageId, (message) => {
    const call: ToolCall = {
      id,
      providerId: toolCallId,
      name,
      rawArguments: '',
      args: null,
      modifiedArgs: {},
      status: 'streaming',
    };
    return {
      ...message,
      status: 'streaming',
      parts: [...message.parts, { id: callPartId(id), kind: 'tool-call', pruning: 'auto', call }],
    };
  });
}

/** A call whose arguments are whole: parsed and moved on from `streaming`. */
export function completeArguments(call: ToolCall): ToolCall {
  if (call.status !== 'streaming') return call;
  const args = parseArguments(call.rawArguments);
  return transitionToolCall(call, { type: 'arguments-complete', rawArguments: call.rawArguments, args });
}

/**
 * The remote agent ran the call and reports its result. A call Toolgate approved completes; a call the agent ran
 * without asking is shown as run by the agent's own decision (an approval by policy with its own arguments).
 */
export function settleResult(call: ToolCall, result: JsonValue, now: number): ToolCall {
  const whole = completeArguments(call);
  if (whole.status === 'executing') return transitionToolCall(whole, { type: 'complete', at: now, result });
  if (whole.status !== 'checking' && whole.status !== 'pending') return whole;
  const approval = { by: 'policy' as const, at: now, approvedArgs: whole.args ?? {}, modifiedKeys: [] };
  const { ...base } = whole as ToolCall & Record<string, unknown>;
  delete base.askedBy;
  delete base.deadline;
  return {
    ...(base as ToolCall),
    status: 'executed',
    approval,
    startedAt: now,
    finishedAt: now,
    result,
    revision: (whole.revision ?? 0) + 1,
  } as ToolCall;
}
