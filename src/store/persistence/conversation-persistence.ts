import type { Conversation, Message } from '../../core/conversation.ts';
import type { JsonObject } from '../../core/json.ts';
import { storageProblem } from '../../core/storage-bounds.ts';
import { cachedPendingCalls } from '../selectors.ts';
import type { WrittenConversation } from './conversation-store.ts';
import { writeConversation } from './conversation-store.ts';
import type { SaveStatus } from './save-status.ts';
import { defaultRetryDelaysMs, describeSaveError, retryDelay } from './save-status.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/** Where the conversation to persist comes from: the store, or a test's variable. */
export interface ConversationSource {
  read(): Conversation;
  subscribe(listener: () => void): () => void;
}

/** Timing of {@link persistConversation}, and who hears whether saving works. */
export interface PersistOptions {
  /** Quiet time after the last change before the conversation is written. */
  readonly debounceMs?: number;
  /** Longest a change waits, so a long stream is still saved as it goes. */
  readonly maxWaitMs?: number;
  /**
   * After a save that held the page's thread for `t` ms, the next save of a change waits at least this many
   * times `t` (default 9), so saving a huge conversation while it grows (a 100 MB answer streaming in) takes at
   * most a tenth of the page's time. Only that work counts: time spent waiting for IndexedDB, or for a page
   * busy with something else, costs the page nothing and never holds a change back. `flush` does not wait.
   */
  readonly spacingFactor?: number;
  /** The time of day, for timestamps and the next retry. */
  readonly now?: () => number;
  /** What a save's work on the page's thread is timed by (`performance.now` by default). */
  readonly clock?: () => number;
  /** Waits before each further attempt after a failed save; the last one repeats. */
  readonly retryDelaysMs?: readonly number[];
  /** Told at once when a save fails, and when saving works again. */
  readonly onStatus?: (status: SaveStatus) => void;
  /**
   * Told of stored messages newer than what this tab holds: another tab's save it heard of, or calls a save of
   * its own found further along in the store. The tab lays them over its conversation.
   */
  readonly onStoredNewer?: (messages: readonly Message[], order: readonly string[]) => void;
}

/** What one tab tells the others after it saved: which messages of which conversation changed. */
interface SavedNotice {
  readonly conversationId: string;
  readonly messageIds: readonly string[];
}

/** A running persistence: flush writes at once; stop unsubscribes (after a last flush). */
export interface ConversationPersistence {
  flush(): Promise<void>;
  stop(): Promise<void>;
}

// Runs on every change of the conversation, a stream delta included. The pending calls come from the walk the
// header, the queue and the agent share (one per conversation object), not from a walk of its own.
function pendingDrafts(conversation: Conversation): Map<string, JsonObject> {
  return new Map(cachedPendingCalls(conversation).map((call) => [call.id, call.modifiedArgs]));
}

/**
 * Keeps IndexedDB in step with the conversation. Drafts of modified arguments are written as soon as they
 * change (a reload right after typing keeps them); the conversation is written after a short quiet time, or
 * at once through `flush`, which the agent awaits after each decision and before a call runs.
 */
export function persistConversation(
  source: ConversationSource,
  db: ToolgateDatabase,
  options: PersistOptions = {},
): ConversationPersistence {
  const debounceMs = options.debounceMs ?? 250;
  const maxWaitMs = options.maxWaitMs ?? 1000;
  const now = options.now ?? Date.now;
  const clock = options.clock ?? (() => performance.now());
  const spacingFactor = options.spacingFactor ?? 9;
  // The next change is not written before this time: see `spacingFactor`.
  let spacedUntil = Number.NEGATIVE_INFINITY;
  // What the source holds at the start is what is stored (persistence starts right after a restore).
  let saved: Conversation | undefined = source.read();
  let seen = saved;
  let drafts = pendingDrafts(source.read());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstChangeAt: number | undefined;
  let chain: Promise<void> = Promise.resolve();
  const retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let written: WrittenConversation = {
    id: saved.id,
    messages: new Map(saved.messages.map((message) => [message.id, message])),
  };

  const failed = (what: string, error: unknown) => {
    console.error(`Toolgate could not save ${what} to IndexedDB:`, error);
    // Everything is written again on the next attempt: the conversation, and every draft.
    saved = undefined;
    drafts = new Map();
    failures += 1;
    const wait = retryDelay(failures, retryDelaysMs);
    options.onStatus?.({
      status: 'failing',
      what,
      error: describeSaveError(error),
      attempts: failures,
      retryAt: now() + wait,
    });
    if (retryTimer) clearTimeout(retryTimer);
    if (!stopped) retryTimer = setTimeout(() => void save(), wait);
  };

  const succeeded = () => {
    if (failures === 0) return;
    failures = 0;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = undefined;
    options.onStatus?.({ status: 'saved' });
  };

  /** Queues a write; `what` names what it stores, for the alert when it fails. */
  const enqueue = (write: () => Promise<unknown>, what: string): Promise<void> => {
    chain = chain.then(write).then(succeeded, (error: unknown) => failed(what, error));
    return chain;
  };
  const named = (conversation: Conversation) => `the conversation “${conversation.title}”`;

  const save = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    firstChangeAt = undefined;
    const conversation = source.read();
    if (conversation === saved) return chain;
    saved = conversation;
    writeDrafts(conversation);
    return enqueue(async () => {
      const before = written;
      written = await writeConversation(db, conversation, written, now(), { clock });
      spacedUntil = now() + (written.busyMs ?? 0) * spacingFactor;
      const changed = conversation.messages
        .filter((message) => before.id !== conversation.id || before.messages.get(message.id) !== message)
        .map((message) => message.id);
      if (changed.length > 0) channel?.postMessage({ conversationId: conversation.id, messageIds: changed });
      if (written.newer && written.newer.length > 0)
        options.onStoredNewer?.(written.newer, written.order ?? []);
    }, named(conversation));
  };

  // Tabs share the conversation: each save is announced, and the others read what changed and lay it over
  // theirs (newer call states win, whichever tab holds them).
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : new BroadcastChannel(`toolgate-conversations:${db.name}`);
  const hear = async (notice: SavedNotice) => {
    if (notice.conversationId !== source.read().id) return;
    const header = await db.conversations.get(notice.conversationId);
    const rows = await db.messages.bulkGet(
      notice.messageIds.map((id): [string, string] => [notice.conversationId, id]),
    );
    const messages = rows.flatMap((row) => (row ? [row.message] : []));
    if (!header || messages.length === 0 || source.read().id !== notice.conversationId) return;
    // What was just read is what is stored: adopting it must not write it back.
    const marked = new Map(written.id === notice.conversationId ? written.messages : []);
    for (const message of messages) marked.set(message.id, message);
    written = { id: notice.conversationId, messages: marked };
    options.onStoredNewer?.(messages, header.messageIds);
  };
  if (channel)
    channel.onmessage = (event: MessageEvent<SavedNotice>) => {
      // A read that fails is no failed save: the next notice or save brings the tab up to date.
      void enqueue(() => hear(event.data).catch(() => undefined), 'what another tab saved');
    };

  const writeDrafts = (conversation: Conversation) => {
    const next = pendingDrafts(conversation);
    // A draft too deep to clone (pasted into a JSON field) is not kept; the conversation keeps none either.
    const changed = [...next].filter(
      ([callId, args]) => drafts.get(callId) !== args && !storageProblem(args),
    );
    const gone = [...drafts.keys()].filter((callId) => !next.has(callId));
    drafts = next;
    if (changed.length === 0 && gone.length === 0) return;
    void enqueue(
      async () => {
        await db.drafts.bulkDelete(gone);
        await db.drafts.bulkPut(
          changed.map(([callId, modifiedArgs]) => ({
            callId,
            conversationId: conversation.id,
            modifiedArgs,
            updatedAt: now(),
          })),
        );
      },
      `the argument drafts of ${named(conversation)}`,
    );
  };

  const unsubscribe = source.subscribe(() => {
    const conversation = source.read();
    // The store also changes for things that are not the conversation (selection, status): those cost nothing.
    if (conversation === seen) return;
    seen = conversation;
    writeDrafts(conversation);
    firstChangeAt ??= now();
    if (timer) clearTimeout(timer);
    const current = now();
    const wait = Math.max(
      0,
      Math.min(debounceMs, firstChangeAt + maxWaitMs - current),
      spacedUntil - current,
    );
    timer = setTimeout(() => void save(), wait);
  });

  return {
    flush: save,
    async stop() {
      unsubscribe();
      await save();
      stopped = true;
      channel?.close();
      if (retryTimer) clearTimeout(retryTimer);
    },
  };
}
