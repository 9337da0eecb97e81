import type { UIMessage } from 'ai';
import { isReasoningUIPart, isTextUIPart, isToolUIPart } from 'ai';
import type { Conversation, Message, MessageStatus } from '../../core/conversation.ts';
import type { Part } from '../../core/part.ts';
import type { ToolCall, ToolCallStatus } from '../../core/tool-call.ts';
import { transitionToolCall } from '../../core/tool-call-status.ts';
import { callOfToolPart } from './ai-sdk-call.ts';

const stage: Readonly<Record<ToolCallStatus, number>> = {
  streaming: 0,
  checking: 0.5,
  pending: 1,
  executing: 2,
  refused: 3,
  declined: 3,
  executed: 3,
  failed: 3,
  interrupted: 3,
};

/**
 * The call as the route now shows it, laid over the copy this page held: the held copy stays while the route
 * shows nothing newer (its drafts, staged decision and the operator's approval with it); an approved call the
 * route reports on completes or fails from the held approval; otherwise the route's copy, one revision on.
 */
export function layCall(held: ToolCall | undefined, fresh: ToolCall, now: number): ToolCall {
  if (!held) return fresh;
  if (held.status === 'executing' && fresh.status === 'executed')
    return transitionToolCall(held, { type: 'complete', at: now, result: fresh.result });
  if (held.status === 'executing' && fresh.status === 'failed')
    return transitionToolCall(held, { type: 'fail', at: now, error: fresh.error });
  if (held.status === 'streaming' && fresh.status === 'streaming')
    return { ...fresh, revision: held.revision ?? 0 };
  if (stage[held.status] >= stage[fresh.status]) return held;
  return { ...fresh, revision: (held.revision ?? 0) + 1 };
}

function heldCalls(message: Message | undefined): Map<string, ToolCall> {
  return new Map(
    (message?.parts ?? []).flatMap((part) =>
      part.kind === 'tool-call' ? [[part.call.id, part.call] as const] : [],
    ),
  );
}

/**
 * A UI message as a message of the conversation: a user's text, or the assistant's text, reasoning and tool
 * calls in order (step boundaries, sources, files and data parts are the route's own and are left out). Part ids
 * follow the message id and each part's place, so reading the same message again gives the same ids.
 */
export function messageOfUi(
  ui: UIMessage,
  held: Message | undefined,
  status: MessageStatus,
  now: number,
  error?: string,
): Message {
  const calls = heldCalls(held);
  const parts: Part[] = [];
  ui.parts.forEach((part, index) => {
    const id = `${ui.id}:${index}`;
    if (isTextUIPart(part)) parts.push({ id, kind: 'text', text: part.text, pruning: 'auto' });
    else if (isReasoningUIPart(part)) parts.push({ id, kind: 'reasoning', text: part.text, pruning: 'auto' });
    else if (isToolUIPart(part)) {
      const fresh = callOfToolPart(part, ui.id, now, status === 'streaming');
      parts.push({
        id: `${ui.id}:${part.toolCallId}`,
        kind: 'tool-call',
        call: layCall(calls.get(part.toolCallId), fresh, now),
        pruning: 'auto',
      });
    }
  });
  return {
    id: ui.id,
    role: ui.role === 'user' ? 'user' : 'model',
    parts,
    createdAt: held?.createdAt ?? now,
    status,
    ...(error ? { error } : {}),
  };
}

/**
 * The conversation with the assistant's message as the route streams it: the message of the same id is replaced
 * (a follow-up continues the message whose approvals it answers), a new one appended.
 */
export function applyUiMessage<C extends Pick<Conversation, 'messages'>>(
  conversation: C,
  ui: UIMessage,
  status: MessageStatus,
  now: number,
  error?: string,
): C {
  const index = conversation.messages.findIndex((message) => message.id === ui.id);
  const held = index >= 0 ? conversation.messages[index] : undefined;
  const message = messageOfUi(ui, held, status, now, error);
  const messages =
    index >= 0 ? conversation.messages.with(index, message) : [...conversation.messages, message];
  return { ...conversation, messages };
}
