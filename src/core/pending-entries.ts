import type { Conversation } from './conversation.ts';
import { threadSummary } from './fleet/thread-summary.ts';
import type { Source } from './source.ts';
import { sourceOf } from './source.ts';
import type { ToolCall } from './tool-call.ts';

/** One call waiting for the operator, wherever it came from: its conversation and source, and the call. */
export interface PendingEntry {
  readonly conversationId: string;
  readonly conversationTitle: string;
  readonly source: Source;
  readonly call: ToolCall;
}

const entriesByConversation = new WeakMap<Conversation, readonly PendingEntry[]>();
const entryByCall = new WeakMap<ToolCall, PendingEntry>();

/**
 * The entries of one conversation, worked out once per (immutable) conversation object; an entry is the same
 * object for as long as its call, thread and title are, so a list keyed by it redraws only what moved.
 */
function conversationEntries(conversation: Conversation): readonly PendingEntry[] {
  const cached = entriesByConversation.get(conversation);
  if (cached) return cached;
  const source = sourceOf(conversation);
  const entries = threadSummary(conversation).waiting.map(({ call }) => {
    const known = entryByCall.get(call);
    if (
      known?.conversationId === conversation.id &&
      known.conversationTitle === conversation.title &&
      known.source === source
    )
      return known;
    const entry: PendingEntry = {
      conversationId: conversation.id,
      conversationTitle: conversation.title,
      source,
      call,
    };
    entryByCall.set(call, entry);
    return entry;
  });
  entriesByConversation.set(conversation, entries);
  return entries;
}

/**
 * Every pending call of `conversations`, conversation by conversation in the order given (the open one first,
 * then the others), oldest first within each. A call id seen twice (the same conversation given twice) is listed
 * once. Each conversation is read once per conversation object: an event streaming into one thread of a hundred
 * re-reads that thread only.
 */
export function pendingEntries(conversations: readonly Conversation[]): readonly PendingEntry[] {
  const entries: PendingEntry[] = [];
  const seen = new Set<string>();
  for (const conversation of conversations) {
    for (const entry of conversationEntries(conversation)) {
      const key = `${conversation.id}\u0000${entry.call.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push(entry);
    }
  }
  return entries;
}
