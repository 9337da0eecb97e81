import type { Part, PruningState, ToolCallPart } from './part.ts';
import type { Source } from './source.ts';
import type { ToolCall } from './tool-call.ts';

/** Who wrote a message. */
export type Role = 'user' | 'model' | 'tool';

/** How a model message ended: still streaming, whole, cut off (stream broke or stopped), or failed. */
export type MessageStatus = 'streaming' | 'complete' | 'incomplete' | 'error';

/** One message: a role and ordered parts. */
export interface Message {
  readonly id: string;
  readonly role: Role;
  readonly parts: readonly Part[];
  readonly createdAt: number;
  readonly status: MessageStatus;
  /** Why the message is incomplete or failed, shown to the operator. */
  readonly error?: string;
  /** Provider that produced a model message (decorations are replayed only to it). */
  readonly issuedBy?: string;
  /** What the provider reported for the request that produced a model message, when it did. */
  readonly usage?: MessageUsage;
}

/** Token usage a provider reported for one request. */
export interface MessageUsage {
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  /** The token meter's prediction of `inputTokens`, made for the same request. */
  readonly predictedInputTokens?: number;
}

/** A conversation: ordered messages plus the system instructions the model gets. */
export interface Conversation {
  readonly id: string;
  readonly title: string;
  readonly createdAt: number;
  readonly systemPrompt: string;
  readonly messages: readonly Message[];
  /** Who proposes its calls; absent means the built-in agent (see `sourceOf`). */
  readonly source?: Source;
}

/** Where a part lives: its message index and depth (0 for the newest message). */
export interface PartLocation {
  readonly part: Part;
  readonly message: Message;
  readonly messageIndex: number;
  readonly depth: number;
}

/** Depth of the message at `messageIndex`: 0 for the newest, counting back. */
export function messageDepth(conversation: Pick<Conversation, 'messages'>, messageIndex: number): number {
  return conversation.messages.length - 1 - messageIndex;
}

/** Finds a part by id, with its depth. */
export function findPart(conversation: Conversation, partId: string): PartLocation | undefined {
  for (let messageIndex = conversation.messages.length - 1; messageIndex >= 0; messageIndex -= 1) {
    const message = conversation.messages[messageIndex]!;
    const part = message.parts.find((candidate) => candidate.id === partId);
    if (part) return { part, message, messageIndex, depth: messageDepth(conversation, messageIndex) };
  }
  return undefined;
}

/** Finds the part holding the tool call with internal id `callId`. */
export function findToolCallPart(conversation: Conversation, callId: string): ToolCallPart | undefined {
  for (const message of conversation.messages) {
    for (const part of message.parts) if (part.kind === 'tool-call' && part.call.id === callId) return part;
  }
  return undefined;
}

/** Every tool call in the conversation, oldest first. */
export function allToolCalls(conversation: Conversation): readonly ToolCall[] {
  return conversation.messages.flatMap((message) =>
    message.parts.flatMap((part) => (part.kind === 'tool-call' ? [part.call] : [])),
  );
}

/** Appends a message. */
export function appendMessage(conversation: Conversation, message: Message): Conversation {
  return { ...conversation, messages: [...conversation.messages, message] };
}

/** Replaces one message by id; returns the same conversation when nothing changed. */
export function updateMessage(
  conversation: Conversation,
  messageId: string,
  update: (message: Message) => Message,
): Conversation {
  let changed = false;
  const messages = conversation.messages.map((message) => {
    if (message.id !== messageId) return message;
    const next = update(message);
    changed ||= next !== message;
    return next;
  });
  return changed ? { ...conversation, messages } : conversation;
}

/** Replaces one part by id; returns the same conversation when nothing changed. */
export function updatePart(
  conversation: Conversation,
  partId: string,
  update: (part: Part) => Part,
): Conversation {
  let changed = false;
  const messages = conversation.messages.map((message) => {
    if (!message.parts.some((part) => part.id === partId)) return message;
    const parts = message.parts.map((part) => {
      if (part.id !== partId) return part;
      const next = update(part);
      changed ||= next !== part;
      return next;
    });
    return { ...message, parts };
  });
  return changed ? { ...conversation, messages } : conversation;
}

/** Replaces the tool call with internal id `callId`. */
export function updateToolCall(
  conversation: Conversation,
  callId: string,
  update: (call: ToolCall) => ToolCall,
): Conversation {
  const part = findToolCallPart(conversation, callId);
  if (!part) return conversation;
  return updatePart(conversation, part.id, (current) =>
    current.kind === 'tool-call' ? { ...current, call: update(current.call) } : current,
  );
}

/** Sets a part's pruning state. */
export function setPruning(conversation: Conversation, partId: string, pruning: PruningState): Conversation {
  return updatePart(conversation, partId, (part) => (part.pruning === pruning ? part : { ...part, pruning }));
}

/**
 * The small state port the agent loop and the store share: read the conversation, write a new one. The store
 * implements it over zustand; tests implement it over a variable.
 */
export interface ConversationPort {
  read(): Conversation;
  write(update: (conversation: Conversation) => Conversation): void;
}
