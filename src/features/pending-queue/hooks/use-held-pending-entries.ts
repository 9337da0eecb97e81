import type { Conversation } from '../../../core/conversation.ts';
import type { PendingEntry } from '../../../core/pending-entries.ts';
import { pendingEntries } from '../../../core/pending-entries.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { useSameItems } from '../../../store/use-same-items.ts';

let lastHeld: Readonly<Record<string, Conversation>> | undefined;
let lastEntries: readonly PendingEntry[] = [];

/** The entries of the held threads, worked out again only when the held threads changed. */
function heldEntries(held: Readonly<Record<string, Conversation>>): readonly PendingEntry[] {
  if (held !== lastHeld) {
    lastHeld = held;
    lastEntries = pendingEntries(Object.values(held));
  }
  return lastEntries;
}

/**
 * Pending calls of the remote threads held in the background (not the open conversation), with their source.
 * The same list while its entries are the same ones: text streaming into a held thread redraws no queue.
 */
export function useHeldPendingEntries(): readonly PendingEntry[] {
  return useAppStore(useSameItems((state) => heldEntries(state.backgroundConversations)));
}
