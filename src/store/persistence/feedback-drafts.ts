import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { SaveStatus } from './save-status.ts';
import { createSaveRetry } from './save-status.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/**
 * The operator's notes per conversation, then per pending call of it: two conversations may hold calls of the
 * same id (an agent may reuse its call ids), and each keeps its own note.
 */
export type FeedbackDrafts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The operator's notes, as the store holds them. */
export interface FeedbackDraftsSnapshot {
  readonly drafts: FeedbackDrafts;
}

/** Where the notes come from: the store, or a test's variable. */
export interface FeedbackDraftsSource {
  read(): FeedbackDraftsSnapshot;
  subscribe(listener: () => void): () => void;
}

/** A running persistence of the notes: flush waits for the writes so far (and tries a failing one again). */
export interface FeedbackDraftsPersistence {
  flush(): Promise<void>;
  stop(): void;
}

/** What {@link persistFeedbackDrafts} may be told besides its source and database. */
export interface FeedbackDraftsOptions {
  readonly now?: () => number;
  /** Told at once when a write fails (and when the next attempt is), and when a write works again. */
  readonly onStatus?: (status: SaveStatus) => void;
  readonly retryDelaysMs?: readonly number[];
}

/**
 * Keeps IndexedDB in step with the notes: each change is written at once, like the argument drafts, so a reload
 * right after typing keeps it. A note removed from the store (the call was decided, or the text cleared) is
 * deleted. What the source holds at the start counts as stored (persistence starts right after a restore). A
 * write that fails is reported at once and tried again, with every note changed since the last one stored.
 */
export function persistFeedbackDrafts(
  source: FeedbackDraftsSource,
  db: ToolgateDatabase,
  { now = Date.now, onStatus, retryDelaysMs }: FeedbackDraftsOptions = {},
): FeedbackDraftsPersistence {
  // What IndexedDB holds, as far as this tab knows: each write stores the difference from it.
  let stored = source.read().drafts;
  let queued = stored;
  let chain: Promise<void> = Promise.resolve();
  const write = () => {
    chain = chain.then(async () => {
      const { drafts } = source.read();
      if (drafts === stored) return;
      const changed = notesOf(drafts).filter(
        ({ conversationId, callId, feedback }) => stored[conversationId]?.[callId] !== feedback,
      );
      const gone = notesOf(stored)
        .filter(({ conversationId, callId }) => drafts[conversationId]?.[callId] === undefined)
        .map(({ conversationId, callId }): [string, string] => [conversationId, callId]);
      try {
        if (gone.length > 0) await db.callFeedbackDrafts.bulkDelete(gone);
        if (changed.length > 0)
          await db.callFeedbackDrafts.bulkPut(changed.map((note) => ({ ...note, updatedAt: now() })));
        stored = drafts;
        retries.succeeded();
      } catch (error) {
        retries.failed('your notes on pending calls', error);
      }
    });
    return chain;
  };
  const retries = createSaveRetry({
    retry: () => void write(),
    ...(retryDelaysMs ? { retryDelaysMs } : {}),
    now,
    ...(onStatus ? { onStatus } : {}),
  });
  const unsubscribe = source.subscribe(() => {
    // The store changes for many other reasons; the notes are compared by reference, which costs nothing.
    const { drafts } = source.read();
    if (drafts === queued) return;
    queued = drafts;
    void write();
  });
  return {
    flush: write,
    stop: () => {
      unsubscribe();
      retries.stop();
    },
  };
}

function notesOf(drafts: FeedbackDrafts) {
  return Object.entries(drafts).flatMap(([conversationId, notes]) =>
    Object.entries(notes).map(([callId, feedback]) => ({ conversationId, callId, feedback })),
  );
}

/** The drafts with `callId`'s note in `conversationId` set, or removed when `feedback` is empty. */
export function withFeedbackDraft(
  drafts: FeedbackDrafts,
  conversationId: string,
  callId: string,
  feedback: string,
): FeedbackDrafts {
  const { [callId]: _left, ...others } = drafts[conversationId] ?? {};
  const notes = feedback ? { ...others, [callId]: feedback } : others;
  if (Object.keys(notes).length > 0) return { ...drafts, [conversationId]: notes };
  const { [conversationId]: _gone, ...rest } = drafts;
  return rest;
}

/**
 * The notes the operator was writing on the conversation's pending calls. Notes of calls that are no longer
 * pending (decided in another tab, or interrupted) mean nothing any more and are deleted.
 */
export async function restoreFeedbackDrafts(
  db: ToolgateDatabase,
  conversation: Conversation,
): Promise<Readonly<Record<string, string>>> {
  const pending = new Set(
    allToolCalls(conversation)
      .filter((call) => call.status === 'pending')
      .map((call) => call.id),
  );
  const rows = await db.callFeedbackDrafts.where('conversationId').equals(conversation.id).toArray();
  const stale = rows
    .filter((row) => !pending.has(row.callId))
    .map((row): [string, string] => [conversation.id, row.callId]);
  if (stale.length > 0) await db.callFeedbackDrafts.bulkDelete(stale);
  return Object.fromEntries(
    rows.filter((row) => pending.has(row.callId)).map((row) => [row.callId, row.feedback]),
  );
}
