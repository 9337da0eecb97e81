import type { Conversation } from '../../core/conversation.ts';
import { validateConversation } from '../../core/conversation-validation.ts';
import { boundConversation } from '../../core/storage-bounds.ts';
import { activeConversationKey, readConversation } from './conversation-store.ts';
import { forgetStoredView } from './stored-views.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/** One stored conversation as the Conversations screen lists it. */
export type ConversationSummary =
  | {
      readonly status: 'ready';
      readonly id: string;
      readonly title: string;
      readonly updatedAt: number;
      readonly messageCount: number;
    }
  | {
      readonly status: 'damaged';
      readonly id: string;
      readonly title: string;
      readonly updatedAt: number;
      readonly messageCount: number;
      readonly reason: string;
    };

/** What reading one stored conversation gave: the conversation, nothing, or why it cannot be opened. */
export type StoredRead =
  | { readonly status: 'ready'; readonly conversation: Conversation }
  | { readonly status: 'missing' }
  | { readonly status: 'damaged'; readonly id: string; readonly title: string; readonly reason: string };

function titleOf(value: unknown): string {
  return typeof value === 'string' && value.trim() ? value : 'Untitled conversation';
}

/**
 * Reads a stored conversation and validates it like an import: whatever IndexedDB holds (written by an older
 * build, damaged, or edited by hand) is either a conversation the console can show or a reason it cannot.
 * A conversation already kept aside is not read again.
 */
export async function readStoredConversation(db: ToolgateDatabase, id: string): Promise<StoredRead> {
  const quarantined = await db.quarantine.get(id);
  const header = await db.conversations.get(id);
  if (!header) return { status: 'missing' };
  if (quarantined) return { status: 'damaged', id, title: titleOf(header.title), reason: quarantined.reason };
  let stored: Conversation | undefined;
  try {
    stored = await readConversation(db, id);
  } catch (error) {
    return {
      status: 'damaged',
      id,
      title: titleOf(header.title),
      reason: `it could not be read (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (!stored) return { status: 'missing' };
  const validated = validateConversation(stored);
  if (!validated.ok) return { status: 'damaged', id, title: titleOf(header.title), reason: validated.error };
  return { status: 'ready', conversation: boundConversation(validated.value) };
}

/** Keeps a conversation aside: it stays stored (nothing is deleted) but is never opened, and no longer the open one. */
export async function quarantineConversation(
  db: ToolgateDatabase,
  id: string,
  reason: string,
  at: number,
): Promise<void> {
  await db.transaction('rw', db.quarantine, db.meta, async () => {
    await db.quarantine.put({ conversationId: id, reason, at });
    const active = await db.meta.get(activeConversationKey);
    if (active?.value === id) await db.meta.delete(activeConversationKey);
  });
}

/** Every stored conversation, the latest change first, with the ones kept aside marked and why. */
export async function listStoredConversations(db: ToolgateDatabase): Promise<readonly ConversationSummary[]> {
  const [headers, quarantined] = await Promise.all([
    db.conversations.orderBy('updatedAt').reverse().toArray(),
    db.quarantine.toArray(),
  ]);
  const reasons = new Map(quarantined.map((entry) => [entry.conversationId, entry.reason]));
  return headers.map((header) => {
    const base = {
      id: String(header.id),
      title: titleOf(header.title),
      updatedAt: typeof header.updatedAt === 'number' ? header.updatedAt : 0,
      messageCount: typeof header.messageCount === 'number' ? header.messageCount : 0,
    };
    const reason = reasons.get(header.id);
    return reason === undefined ? { status: 'ready', ...base } : { status: 'damaged', ...base, reason };
  });
}

/** Deletes a stored conversation with its messages and drafts. The audit log keeps its entries. */
export async function deleteStoredConversation(db: ToolgateDatabase, id: string): Promise<void> {
  forgetStoredView(db, id);
  await db.transaction(
    'rw',
    [db.conversations, db.messageChunks, db.argumentDrafts, db.callFeedbackDrafts, db.quarantine, db.meta],
    async () => {
      await db.messageChunks.where('conversationId').equals(id).delete();
      await db.argumentDrafts.where('conversationId').equals(id).delete();
      await db.callFeedbackDrafts.where('conversationId').equals(id).delete();
      await db.quarantine.delete(id);
      await db.conversations.delete(id);
      const active = await db.meta.get(activeConversationKey);
      if (active?.value === id) await db.meta.delete(activeConversationKey);
    },
  );
}
