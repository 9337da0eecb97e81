import type { Conversation, Message } from '../../core/conversation.ts';
import type { JsonObject } from '../../core/json.ts';
import { storageProblem } from '../../core/storage-bounds.ts';
import { cachedPendingCalls } from '../selectors.ts';
import { readWrittenChunks } from './chunk-reads.ts';
import { writeConversation } from './conversation-store.ts';
import type { SaveStatus } from './save-status.ts';
import { createSaveRetry } from './save-status.ts';
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

/** What one tab tells the others after it saved: which chunks of which conversation it wrote, at which revision. */
interface SavedNotice {
  readonly conversationId: string;
  readonly chunks: readonly number[];
  readonly revisionBefore: number | undefined;
  readonly revision: number;
}

/** The User Timing entry each save leaves (the latest one only), for benchmarks and the Performance panel. */
export const saveMeasureName = 'toolgate:save';

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
  // The conversation whose drafts `drafts` lists.
  let draftsOf = source.read().id;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstChangeAt: number | undefined;
  let chain: Promise<void> = Promise.resolve();
  const retries = createSaveRetry({
    retry: () => void save(),
    retryDelaysMs: options.retryDelaysMs,
    now,
    onStatus: options.onStatus,
  });
  // The calls the last save stored as pending: a draft for any other is written with its call, at once.
  let savedPending = new Set(pendingDrafts(saved).keys());

  const failed = (what: string, error: unknown, key: string) => {
    console.error(`Toolgate could not save ${what} to IndexedDB:`, error);
    // Everything is written again on the next attempt: the conversation, and every draft.
    saved = undefined;
    drafts = new Map();
    retries.failed(what, error, key);
  };
  const succeeded = retries.succeeded;

  /**
   * Queues a write; `what` names what it stores, for the alert when it fails, and `key` its kind: only a later
   * write of the same kind clears the alert (drafts written after a failed conversation do not).
   */
  const enqueue = (
    write: () => Promise<unknown>,
    what: string,
    key: 'conversation' | 'drafts' | 'notice',
  ): Promise<void> => {
    chain = chain.then(write).then(
      () => succeeded(key),
      (error: unknown) => failed(what, error, key),
    );
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
    savedPending = new Set(pendingDrafts(conversation).keys());
    void enqueue(
      async () => {
        const measured = performance.now();
        const written = await writeConversation(db, conversation, now(), { clock });
        spacedUntil = now() + written.busyMs * spacingFactor;
        performance.clearMeasures(saveMeasureName);
        performance.measure(saveMeasureName, {
          start: measured,
          detail: {
            messages: conversation.messages.length,
            chunks: written.chunks.length,
            busyMs: written.busyMs,
          },
        });
        const notice: SavedNotice = {
          conversationId: conversation.id,
          chunks: written.chunks,
          revisionBefore: written.revisionBefore,
          revision: written.revision,
        };
        channel?.postMessage(notice);
        if (written.newer.length > 0) options.onStoredNewer?.(written.newer, written.order);
      },
      named(conversation),
      'conversation',
    );
    // After the conversation: a stored draft always has its call stored as pending beside it.
    writeDrafts(conversation);
    return chain;
  };

  // Tabs share the conversation: each save is announced, and the others read what changed and lay it over
  // theirs (newer call states win, whichever tab holds them).
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : new BroadcastChannel(`toolgate-conversations:${db.name}`);
  const hear = async (notice: SavedNotice) => {
    if (notice.conversationId !== source.read().id) return;
    // What is read becomes this tab's view of what is stored: adopting it does not write it back.
    const read = await readWrittenChunks(db, notice.conversationId, notice);
    if (!read || read.messages.length === 0 || source.read().id !== notice.conversationId) return;
    options.onStoredNewer?.(read.messages, read.order);
  };
  if (channel)
    channel.onmessage = (event: MessageEvent<SavedNotice>) => {
      // A read that fails is no failed save: the next notice or save brings the tab up to date.
      void enqueue(() => hear(event.data).catch(() => undefined), 'what another tab saved', 'notice');
    };

  const writeDrafts = (conversation: Conversation) => {
    const next = pendingDrafts(conversation);
    // Another conversation opened: the drafts of the one left stay stored with it, for when it is opened again.
    if (conversation.id !== draftsOf) drafts = new Map();
    draftsOf = conversation.id;
    // A draft too deep to clone (pasted into a JSON field) is not kept; the conversation keeps none either.
    const changed = [...next].filter(
      ([callId, args]) => drafts.get(callId) !== args && !storageProblem(args),
    );
    const gone = [...drafts.keys()]
      .filter((callId) => !next.has(callId))
      .map((callId): [string, string] => [conversation.id, callId]);
    drafts = next;
    if (changed.length === 0 && gone.length === 0) return;
    void enqueue(
      async () => {
        await db.argumentDrafts.bulkDelete(gone);
        await db.argumentDrafts.bulkPut(
          changed.map(([callId, modifiedArgs]) => ({
            callId,
            conversationId: conversation.id,
            modifiedArgs,
            updatedAt: now(),
          })),
        );
      },
      `the argument drafts of ${named(conversation)}`,
      'drafts',
    );
  };

  const unsubscribe = source.subscribe(() => {
    const conversation = source.read();
    // The store also changes for things that are not the conversation (selection, status): those cost nothing.
    if (conversation === seen) return;
    seen = conversation;
    // The operator edits a call that became pending since the last save: saved now, so that a reload right after
    // the edit finds the call with its draft, whatever the spacing of saves.
    const edited = [...pendingDrafts(conversation)].some(
      ([callId, args]) => drafts.get(callId) !== args && !savedPending.has(callId),
    );
    if (edited) {
      void save();
      return;
    }
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
      channel?.close();
      retries.stop();
    },
  };
}
