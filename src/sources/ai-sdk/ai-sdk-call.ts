import type { DynamicToolUIPart, ToolUIPart, UIMessage } from 'ai';
import { getToolName, isToolUIPart } from 'ai';
import type { JsonObject } from '../../core/json.ts';
import { isJsonObject, toJsonValue } from '../../core/json.ts';
import type { CallInterrupt } from '../../core/source.ts';
import type { Approval, ToolCall } from '../../core/tool-call.ts';

/** A tool part of a UI message, static (`tool-<name>`) or dynamic. */
export type AiSdkToolPart = ToolUIPart | DynamicToolUIPart;

/** The reason an AI SDK approval request's interrupt carries. */
export const aiSdkApprovalReason = 'ai-sdk:tool-approval';

/** Why the review cannot edit an AI SDK call's arguments. */
export const aiSdkReadOnlyReason =
  'The AI SDK answers an approval with approved or denied and a reason only: the route runs the tool with the model’s arguments, so they cannot be edited here.';

/** The tool parts of a UI message, in order. */
export function toolPartsOf(message: Pick<UIMessage, 'parts'>): readonly AiSdkToolPart[] {
  return message.parts.filter(isToolUIPart);
}

/** The interrupt an approval request puts on its call: answered by the follow-up request of `messageId`. */
function interruptOf(part: AiSdkToolPart, messageId: string): CallInterrupt | undefined {
  if (!part.approval) return undefined;
  return {
    id: part.approval.id,
    reason: aiSdkApprovalReason,
    toolCallId: part.toolCallId,
    // The assistant message whose approvals one follow-up request answers.
    runId: messageId,
    ...(part.approval.requestReason ? { message: part.approval.requestReason } : {}),
    editable: false,
  };
}

function routeApproval(args: JsonObject, at: number, part: AiSdkToolPart): Approval {
  // A call the route ran without asking ran on its own tool's decision; one it asked about, on an answer.
  return { by: part.approval ? 'operator' : 'policy', at, approvedArgs: args, modifiedKeys: [] };
}

/**
 * The call a tool part shows, as the route last streamed it: input streaming, running on the route, waiting for
 * approval (a pending call whose interrupt is the approval), answered, done, failed or denied. Its id is the
 * tool call's id, which the route names it by. A whole input is `checking` while the answer still streams.
 */
export function callOfToolPart(
  part: AiSdkToolPart,
  messageId: string,
  now: number,
  streaming: boolean,
): ToolCall {
  const input = part.state === 'input-streaming' ? (part.input ?? {}) : part.input;
  const args = isJsonObject(input) ? (toJsonValue(input) as JsonObject) : null;
  const interrupt = interruptOf(part, messageId);
  const base = {
    id: part.toolCallId,
    providerId: part.toolCallId,
    name: getToolName(part),
    rawArguments:
      part.state === 'input-streaming' && part.rawInput !== undefined
        ? part.rawInput
        : JSON.stringify(input ?? {}),
    args,
    modifiedArgs: {},
    ...(interrupt ? { interrupt } : {}),
  };
  const approval = routeApproval(args ?? {}, now, part);
  switch (part.state) {
    case 'input-streaming':
      return { ...base, status: 'streaming' };
    case 'approval-requested':
      return { ...base, status: 'pending' };
    case 'input-available':
      // While the answer streams, an approval request may still follow the input; once it ended, the route runs it.
      return streaming
        ? { ...base, status: 'checking' }
        : { ...base, status: 'executing', approval, startedAt: now };
    case 'approval-responded':
      return part.approval.approved
        ? { ...base, status: 'executing', approval, startedAt: now }
        : declined(base, part.approval.reason, now);
    case 'output-available':
      return {
        ...base,
        status: 'executed',
        approval,
        startedAt: now,
        finishedAt: now,
        result: toJsonValue(part.output),
      };
    case 'output-error':
      return { ...base, status: 'failed', approval, startedAt: now, finishedAt: now, error: part.errorText };
    case 'output-denied':
      return declined(base, part.approval?.reason, now);
  }
}

function declined(base: Omit<ToolCall, 'status'>, reason: string | undefined, now: number): ToolCall {
  return {
    ...base,
    status: 'declined',
    decidedAt: now,
    by: 'operator',
    ...(reason ? { reason } : {}),
  } as ToolCall;
}
