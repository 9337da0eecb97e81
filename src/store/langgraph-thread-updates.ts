import type { Conversation } from '../core/conversation.ts';
import type { JsonObject } from '../core/json.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { allToolCalls } from '../core/conversation.ts';
import { threadConversation } from '../sources/langgraph/thread-conversation.ts';
import { openInterrupts } from '../sources/langgraph/thread-interrupt.ts';

/** Applies `change` to every call of the conversation; a call it returns undefined for stays as it is. */
export function applyToCalls(
  conversation: Conversation,
  change: (call: ToolCall) => ToolCall | undefined,
): Conversation {
  let changed = false;
  const messages = conversation.messages.map((message) => {
    let touched = false;
    const parts = message.parts.map((part) => {
      if (part.kind !== 'tool-call') return part;
      const next = change(part.call);
      if (!next || next === part.call) return part;
      touched = true;
      return { ...part, call: { ...next, revision: (part.call.revision ?? 0) + 1 } };
    });
    if (!touched) return message;
    changed = true;
    return { ...message, parts };
  });
  return changed ? { ...conversation, messages } : conversation;
}

/**
 * The thread read again, laid over what the tab holds: the history as the deployment has it now, and the open
 * interrupt's calls with the operator's drafts and staged decisions kept when it is the same interrupt.
 */
export function settledConversation(
  held: Conversation,
  thread: JsonObject,
  deploymentId: string,
): Conversation {
  const open = openInterrupts(thread)[0];
  const mapped = threadConversation(thread, {
    deploymentId,
    title: held.title,
    ...(open ? { interrupt: open } : {}),
  }).conversation;
  const previous = new Map(allToolCalls(held).map((call) => [call.id, call]));
  return applyToCalls({ ...mapped, createdAt: held.createdAt }, (call) => {
    const before = previous.get(call.id);
    if (!before || call.status !== 'pending' || before.status !== 'pending') return undefined;
    if (before.interrupt?.id !== call.interrupt?.id) return undefined;
    return {
      ...call,
      modifiedArgs: before.modifiedArgs,
      interrupt: before.interrupt,
      revision: before.revision ?? 0,
    };
  });
}
