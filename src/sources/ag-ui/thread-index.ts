import type { Conversation, Message } from '../../core/conversation.ts';
import type { ToolCall } from '../../core/tool-call.ts';

/** Where a call sits: its message's index and its part's index in that message. */
interface Place {
  readonly message: number;
  readonly part: number;
}

/** Where each message and call of a thread sits, so one event costs the same with ten thousand calls as with one. */
interface ThreadIndex {
  readonly messages: Map<string, number>;
  readonly calls: Map<string, Place>;
}

// Keyed by the messages array: an edit that keeps every position hands the same index to the array it makes, and
// one that appends adds to it. A lookup checks what it finds, so an index shared with an older array (which has
// fewer entries) is never trusted blindly.
const indexes = new WeakMap<readonly Message[], ThreadIndex>();
// The arrays whose index holds every message and call they have: a miss there means "not in the thread".
const whole = new WeakSet<readonly Message[]>();

function build(messages: readonly Message[]): ThreadIndex {
  const index: ThreadIndex = { messages: new Map(), calls: new Map() };
  messages.forEach((message, messageIndex) => {
    index.messages.set(message.id, messageIndex);
    message.parts.forEach((part, partIndex) => {
      if (part.kind === 'tool-call') index.calls.set(part.call.id, { message: messageIndex, part: partIndex });
    });
  });
  indexes.set(messages, index);
  whole.add(messages);
  return index;
}

/** `to` takes the index of `from`, and is whole when `from` was. */
function carry(from: readonly Message[], to: readonly Message[], index: ThreadIndex) {
  indexes.set(to, index);
  if (whole.has(from)) whole.add(to);
}

const indexOf = (messages: readonly Message[]) => indexes.get(messages) ?? build(messages);

/** The index of the message `messageId`, or -1. */
export function messageIndexOf(conversation: Conversation, messageId: string): number {
  const { messages } = conversation;
  const at = indexOf(messages).messages.get(messageId);
  if (at !== undefined && messages[at]?.id === messageId) return at;
  if (at === undefined && whole.has(messages)) return -1;
  // Not there, or the index belongs to an older array: read the messages once more.
  const rebuilt = build(messages).messages.get(messageId);
  return rebuilt ?? -1;
}

/** Where the call `callId` sits, or undefined. */
export function callPlaceOf(conversation: Conversation, callId: string): Place | undefined {
  const { messages } = conversation;
  const matches = (place: Place | undefined) => {
    const part = place ? messages[place.message]?.parts[place.part] : undefined;
    return part?.kind === 'tool-call' && part.call.id === callId;
  };
  const place = indexOf(messages).calls.get(callId);
  if (matches(place)) return place;
  if (place === undefined && whole.has(messages)) return undefined;
  const rebuilt = build(messages).calls.get(callId);
  return matches(rebuilt) ? rebuilt : undefined;
}

/** The call `callId`, found through the index. */
export function findCall(conversation: Conversation, callId: string): ToolCall | undefined {
  const place = callPlaceOf(conversation, callId);
  const part = place ? conversation.messages[place.message]!.parts[place.part] : undefined;
  return part?.kind === 'tool-call' ? part.call : undefined;
}

/** The conversation with `messages` in place of its own, which keep every position of the old ones. */
export function withMessagesInPlace(conversation: Conversation, messages: Message[]): Conversation {
  const index = indexes.get(conversation.messages);
  if (index) carry(conversation.messages, messages, index);
  return { ...conversation, messages };
}

/** The conversation with `message` appended, its place (and its calls') added to the index. */
export function withMessageAppended(conversation: Conversation, message: Message): Conversation {
  const messages = [...conversation.messages, message];
  const index = indexOf(conversation.messages);
  const at = messages.length - 1;
  index.messages.set(message.id, at);
  message.parts.forEach((part, partIndex) => {
    if (part.kind === 'tool-call') index.calls.set(part.call.id, { message: at, part: partIndex });
  });
  carry(conversation.messages, messages, index);
  return { ...conversation, messages };
}

/** Notes that the message at `messageIndex` now holds the call `callId` at `partIndex`. */
export function noteCallPlace(messages: readonly Message[], callId: string, messageIndex: number, partIndex: number) {
  indexOf(messages).calls.set(callId, { message: messageIndex, part: partIndex });
}

/** Replaces the call `callId` (found through the index); the same conversation when nothing changed. */
export function updateCall(
  conversation: Conversation,
  callId: string,
  update: (call: ToolCall) => ToolCall,
): Conversation {
  const place = callPlaceOf(conversation, callId);
  if (!place) return conversation;
  const message = conversation.messages[place.message]!;
  const part = message.parts[place.part]!;
  if (part.kind !== 'tool-call') return conversation;
  const call = update(part.call);
  if (call === part.call) return conversation;
  const parts = message.parts.slice();
  parts[place.part] = { ...part, call };
  const messages = conversation.messages.slice();
  messages[place.message] = { ...message, parts };
  return withMessagesInPlace(conversation, messages);
}
