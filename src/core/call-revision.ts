import type { Conversation, Message } from './conversation.ts';
import type { Part } from './part.ts';
import type { ToolCall, ToolCallStatus } from './tool-call.ts';

// How far along a status is, for two copies of one call with the same revision: an outcome beats a run in
// progress, which beats a decision not yet acted on.
const statusRank: Readonly<Record<ToolCallStatus, number>> = {
  streaming: 0,
  checking: 1,
  pending: 2,
  declined: 3,
  refused: 3,
  executing: 4,
  interrupted: 5,
  failed: 6,
  executed: 6,
};

/** True when `candidate` is a newer state of the same call than `current`: a higher revision, or further along. */
export function isNewerCall(candidate: ToolCall, current: ToolCall): boolean {
  const a = candidate.revision ?? 0;
  const b = current.revision ?? 0;
  if (a !== b) return a > b;
  return statusRank[candidate.status] > statusRank[current.status];
}

/**
 * `base` with each tool call replaced by `other`'s copy where that copy is newer; the same message when none is.
 * A save takes the tab's message as base and keeps the stored calls that are newer; a tab hearing of another
 * tab's save takes the stored message as base and keeps its own newer calls.
 */
export function mergeMessageCalls(base: Message, other: Message | undefined): Message {
  if (!other || other === base) return base;
  const others = new Map<string, ToolCall>();
  for (const part of other.parts) if (part.kind === 'tool-call') others.set(part.call.id, part.call);
  if (others.size === 0) return base;
  let changed = false;
  const parts = base.parts.map((part): Part => {
    if (part.kind !== 'tool-call') return part;
    const newer = others.get(part.call.id);
    if (!newer || !isNewerCall(newer, part.call)) return part;
    changed = true;
    return { ...part, call: newer };
  });
  return changed ? { ...base, parts } : base;
}

/**
 * Lays stored messages (another tab's save) over the local conversation: each stored message replaces the
 * local one, except for the local calls that are newer and a message this tab is still streaming; messages in
 * `order` come in that order, local messages the store does not have yet stay at the end. The same
 * conversation when nothing changes.
 */
export function mergeStoredMessages(
  local: Conversation,
  stored: readonly Message[],
  order: readonly string[],
): Conversation {
  const incoming = new Map(stored.map((message) => [message.id, message]));
  const localById = new Map(local.messages.map((message) => [message.id, message]));
  const placed = new Set<string>();
  const messages: Message[] = [];
  for (const id of order) {
    const mine = localById.get(id);
    const theirs = incoming.get(id);
    placed.add(id);
    if (mine && (mine.status === 'streaming' || !theirs)) messages.push(mine);
    else if (theirs) messages.push(mine ? mergeMessageCalls(theirs, mine) : theirs);
  }
  for (const message of local.messages) if (!placed.has(message.id)) messages.push(message);
  const same =
    messages.length === local.messages.length &&
    messages.every((message, index) => message === local.messages[index]);
  return same ? local : { ...local, messages };
}
