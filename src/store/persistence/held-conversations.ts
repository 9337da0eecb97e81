import type { Conversation } from '../../core/conversation.ts';
import { updateToolCall } from '../../core/conversation.ts';
import { isRemoteSource, sourceOf } from '../../core/source.ts';
import { reviveConversation } from '../../agent/revive-conversation.ts';
import { readStoredConversation } from './conversation-library.ts';
import { activeConversationKey, writeConversation } from './conversation-store.ts';
import type { SaveStatus } from './save-status.ts';
import { createSaveRetry } from './save-status.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/** Where the held conversations come from: the store, or a test's variable. */
export interface HeldConversationsSource {
  read(): Readonly<Record<string, Conversation>>;
  subscribe(listener: () => void): () => void;
}

/**
 * A running persistence of held conversations: flush writes every change at once, or only the named
 * conversation's (a decision on one thread of a hundred waits for that thread's write alone).
 */
export interface HeldConversationsPersistence {
  flush(conversationId?: string): Promise<void>;
  stop(): void;
}

/** Timing of {@link persistHeldConversations}, and who hears whether saving works. */
export interface HeldPersistOptions {
  readonly debounceMs?: number;
  /** The longest a change waits while others keep coming (threads that stream without a pause). */
  readonly maxWaitMs?: number;
  readonly now?: () => number;
  /** Waits before each further attempt after a failed save; the last one repeats. */
  readonly retryDelaysMs?: readonly number[];
  /** Told at once when a save fails (naming the thread), and when every held thread is stored again. */
  readonly onStatus?: (status: SaveStatus) => void;
}

/**
 * Keeps IndexedDB in step with the remote threads held in the background, as the open conversation's
 * persistence does for it: each changed conversation is written (only the chunks whose messages changed) after a short quiet
 * time, without becoming the open one. A write that fails is reported at once and tried again with backoff,
 * changes or not, until it works.
 */
export function persistHeldConversations(
  source: HeldConversationsSource,
  db: ToolgateDatabase,
  { debounceMs = 250, maxWaitMs = 2_000, now = Date.now, retryDelaysMs, onStatus }: HeldPersistOptions = {},
): HeldConversationsPersistence {
  const saved = new Map<string, Conversation>(Object.entries(source.read()));
  let chain: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When the oldest change not yet written came: a save waits for a quiet moment, but never longer than maxWaitMs.
  let dirtySince: number | undefined;
  const retries = createSaveRetry({ retry: () => void save(), retryDelaysMs, now, onStatus });
  // Threads whose last write failed: the alert stays until each of them is stored.
  const unstored = new Set<string>();

  const save = (only?: string): Promise<void> => {
    const held = source.read();
    if (only === undefined) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      dirtySince = undefined;
    }
    const candidates = only === undefined ? Object.values(held) : held[only] ? [held[only]] : [];
    const changed = candidates.filter((conversation) => saved.get(conversation.id) !== conversation);
    for (const conversation of changed) saved.set(conversation.id, conversation);
    chain = chain.then(async () => {
      let failure: { readonly conversation: Conversation; readonly error: unknown } | undefined;
      for (const conversation of changed) {
        try {
          await writeConversation(db, conversation, now(), { open: false });
          unstored.delete(conversation.id);
        } catch (error) {
          // Written again at the next attempt.
          saved.delete(conversation.id);
          unstored.add(conversation.id);
          failure ??= { conversation, error };
          console.error('Toolgate could not save a held conversation to IndexedDB:', error);
        }
      }
      if (failure) failed(failure.conversation, failure.error);
      else if (unstored.size === 0) succeeded();
    });
    return chain;
  };

  const failed = (conversation: Conversation, error: unknown) =>
    retries.failed(`the held thread “${conversation.title}”`, error);
  const succeeded = retries.succeeded;

  let last = source.read();
  const unsubscribe = source.subscribe(() => {
    const held = source.read();
    if (held === last) return;
    last = held;
    dirtySince ??= now();
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void save(), Math.max(0, Math.min(debounceMs, dirtySince + maxWaitMs - now())));
  });
  return {
    flush: save,
    stop() {
      unsubscribe();
      void save(undefined);
      retries.stop();
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
  const drafts = await db.argumentDrafts.where('conversationId').equals(conversation.id).toArray();
  let next = conversation;
  for (const draft of drafts)
    next = updateToolCall(next, draft.callId, (call) =>
      call.status === 'pending' ? { ...call, modifiedArgs: draft.modifiedArgs } : call,
    );
  return next;
}
