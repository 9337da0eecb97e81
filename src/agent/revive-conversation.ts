import type { Conversation, Message } from '../core/conversation.ts';
import type { Part } from '../core/part.ts';
import { transitionToolCall } from '../core/tool-call-status.ts';

/** Why a call or message that was live when the page went away no longer is. */
export const reloadReasons = {
  executing: 'the page was reloaded while it ran; it may or may not have finished',
  streaming: 'the page was reloaded before its arguments were complete',
  message: 'The page was reloaded while the model was answering.',
} as const;

function revivePart(part: Part): Part {
  if (part.kind !== 'tool-call') return part;
  const { call } = part;
  if (call.status === 'executing') {
    return {
      ...part,
      call: transitionToolCall(call, { type: 'interrupt', reason: reloadReasons.executing }),
    };
  }
  // Its checks were cut off: it waits for the operator, and approving it runs the checks again first.
  if (call.status === 'checking') return { ...part, call: transitionToolCall(call, { type: 'ask' }) };
  if (call.status === 'streaming') {
    const refusal = {
      source: 'unparseable' as const,
      message: `Its arguments never arrived whole (${reloadReasons.streaming}), so it did not run.`,
    };
    return { ...part, call: transitionToolCall(call, { type: 'refuse', refusal }) };
  }
  return part;
}

function reviveMessage(message: Message): Message {
  const parts = message.parts.map(revivePart);
  const changed = parts.some((part, index) => part !== message.parts[index]);
  if (message.status === 'streaming')
    return { ...message, parts, status: 'incomplete', error: reloadReasons.message };
  return changed ? { ...message, parts } : message;
}

/**
 * The conversation as it is after a reload, when nothing is running any more: a call that was executing is
 * `interrupted` (the operator may retry it), a call still streaming is refused (its arguments never completed),
 * a message still streaming is incomplete, a call still being checked waits for the operator. Pending calls
 * stay pending, with their drafts.
 */
export function reviveConversation(conversation: Conversation): Conversation {
  const messages = conversation.messages.map(reviveMessage);
  const changed = messages.some((message, index) => message !== conversation.messages[index]);
  return changed ? { ...conversation, messages } : conversation;
}

/** Ids of the calls {@link reviveConversation} turned from executing to interrupted, for the audit log. */
export function interruptedByReload(before: Conversation, after: Conversation): readonly string[] {
  const wasExecuting = new Set(
    before.messages.flatMap((message) =>
      message.parts.flatMap((part) =>
        part.kind === 'tool-call' && part.call.status === 'executing' ? [part.call.id] : [],
      ),
    ),
  );
  return after.messages.flatMap((message) =>
    message.parts.flatMap((part) =>
      part.kind === 'tool-call' && part.call.status === 'interrupted' && wasExecuting.has(part.call.id)
        ? [part.call.id]
        : [],
    ),
  );
}
