import type { Conversation, Message, Role } from '../../core/conversation.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import { messageIndexOf, noteCallPlace, withMessageAppended, withMessagesInPlace } from './thread-index.ts';

/** The part id of the call with the agent's id `toolCallId`. */
export function callPartId(toolCallId: string): string {
  return `part_${toolCallId}`;
}

/** The conversation with a message of id `messageId` (appended, streaming, when there was none). */
export function ensureMessage(
  conversation: Conversation,
  messageId: string,
  role: Role,
  now: number,
): Conversation {
  if (messageIndexOf(conversation, messageId) >= 0) return conversation;
  const message: Message = {
    id: messageId,
    role,
    parts: [],
    createdAt: now,
    status: role === 'user' ? 'complete' : 'streaming',
  };
  return withMessageAppended(conversation, message);
}

/** Replaces the message with `messageId`; the same conversation when nothing changed. */
export function updateMessageById(
  conversation: Conversation,
  messageId: string,
  update: (message: Message) => Message,
): Conversation {
  const index = messageIndexOf(conversation, messageId);
  if (index < 0) return conversation;
  const current = conversation.messages[index]!;
  const next = update(current);
  if (next === current) return conversation;
  const messages = conversation.messages.slice();
  messages[index] = next;
  // Parts appended to the message keep every other position; their calls are noted where they now sit.
  for (let partIndex = current.parts.length; partIndex < next.parts.length; partIndex += 1) {
    const part = next.parts[partIndex]!;
    if (part.kind === 'tool-call') noteCallPlace(conversation.messages, part.call.id, index, partIndex);
  }
  return withMessagesInPlace(conversation, messages);
}

/** The arguments' text parsed, when it is a JSON object; null otherwise (the call is then refused, never run). */
export function parseArguments(raw: string): JsonObject | null {
  if (raw.trim() === '') return {};
  try {
    const value = JSON.parse(raw) as JsonValue;
    return isJsonObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** A tool result's content: JSON when it parses, else the text itself. */
export function parseResult(content: unknown): JsonValue {
  if (typeof content !== 'string') return (content ?? null) as JsonValue;
  try {
    return JSON.parse(content) as JsonValue;
  } catch {
    return content;
  }
}
