import type { Conversation } from './conversation.ts';
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

/**
 * Every pending call of `conversations`, conversation by conversation in the order given (the open one first,
 * then the others), oldest first within each. A call id seen twice (the same conversation given twice) is listed
 * once.
 */
export function pendingEntries(conversations: readonly Conversation[]): readonly PendingEntry[] {
  const entries: PendingEntry[] = [];
  const seen = new Set<string>();
  for (const conversation of conversations) {
    const source = sourceOf(conversation);
    for (const message of conversation.messages) {
      for (const part of message.parts) {
        if (part.kind !== 'tool-call' || part.call.status !== 'pending') continue;
        const key = `${conversation.id}\u0000${part.call.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        entries.push({
          conversationId: conversation.id,
          conversationTitle: conversation.title,
          source,
          call: part.call,
        });
      }
    }
  }
  return entries;
}
