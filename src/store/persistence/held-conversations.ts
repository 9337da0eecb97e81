import type { Conversation } from '../../core/conversation.ts';
import { updateToolCall } from '../../core/conversation.ts';
import { isRemoteSource, sourceOf } from '../../core/source.ts';
import { reviveConversation } from '../../agent/revive-conversation.ts';
import { readStoredConversation } from './conversation-library.ts';
import type { WrittenConversation } from './conversation-store.ts';
import { activeConversationKey, writeConversation } from './conversation-store.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/** Where the held conversations come from: the store, or a test's variable. */
export interface HeldConversationsSource {
  read(): Readonly<Record<string, Conversation>>;
  subscribe(listener: () => void): () => void;
}

/** A running persistence of held conversations: flush writes every change at once. */
export interface HeldConversationsPersistence {
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Keeps IndexedDB in step with the remote threads held in the background, as the open conversation's
 * persistence does for it: each changed conversation is written (only its changed messages) after a short quiet
 * time, without becoming the open one.
 */
export function persistHeldConversations(
  source: HeldConversationsSource,
  db: ToolgateDatabase,
  { debounceMs = 250, now = Date.now }: { readonly debounceMs?: number; readonly now?: () => number } = {},
): HeldConversationsPersistence {
  const written = new Map<string, WrittenConversation>();
  const saved = new Map<string, Conversation>(Object.entries(source.read()));
  let chain: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const changed = Object.values(source.read()).filter(
      (conversation) => saved.get(conversation.id) !== conversation,
    );
    for (const conversation of changed) saved.set(conversation.id, conversation);
    chain = chain.then(async () => {
      for (const conversation of changed) {
        try {
          written.set(
            conversation.id,
            await writeConversation(db, conversation, written.get(conversation.id), now(), { open: false }),
          );
        } catch (error) {
          // Written again with its next change, or at the next flush.
          saved.delete(conversation.id);
          console.error('Toolgate could not save a held conversation to IndexedDB:', error);
        }
      }
    });
    return chain;
  };
  const unsubscribe = source.subscribe(() => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void save(), debounceMs);
  });
  return {
    flush: save,
    stop() {
      unsubscribe();
      void save();
    },
  };
}

/**
 * The stored conversations of remote sources other than the open one, validated and revived like the open one
 * (a stored conversation that does not pass is left for Conversations to list as damaged) with the operator's
 * drafts laid back on their pending calls, oldest change first.
 */
export async function readHeldConversations(db: ToolgateDatabase): Promise<readonly Conversation[]> {
  const active = (await db.meta.get(activeConversationKey))?.value;
  const headers = await db.conversations.orderBy('updatedAt').toArray();
  const remote = headers.filter(
    (header) => header.id !== active && isRemoteSource(sourceOf(header as Pick<Conversation, 'source'>)),
  );
  const conversations: Conversation[] = [];
  for (const header of remote) {
    const read = await readStoredConversation(db, header.id);
    if (read.status !== 'ready') continue;
    conversations.push(await withStoredDrafts(db, reviveConversation(read.conversation)));
  }
  return conversations;
}

/**
 * The conversation with the operator's stored drafts laid on its pending calls. Drafts are written as they are
 * typed, before the conversation's own save, so they survive a reload the conversation's save did not.
 */
export async function withStoredDrafts(
  db: ToolgateDatabase,
  conversation: Conversation,
): Promise<Conversation> {
  const drafts = await db.drafts.where('conversationId').equals(conversation.id).toArray();
  let next = conversation;
  for (const draft of drafts)
    next = updateToolCall(next, draft.callId, (call) =>
      call.status === 'pending' ? { ...call, modifiedArgs: draft.modifiedArgs } : call,
    );
  return next;
}
