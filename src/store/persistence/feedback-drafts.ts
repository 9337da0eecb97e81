import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/** The operator's notes per pending call, and the conversation they were written in. */
export interface FeedbackDraftsSnapshot {
  readonly conversationId: string;
  readonly drafts: Readonly<Record<string, string>>;
}

/** Where the notes come from: the store, or a test's variable. */
export interface FeedbackDraftsSource {
  read(): FeedbackDraftsSnapshot;
  subscribe(listener: () => void): () => void;
}

/** A running persistence of the notes: flush waits for the writes so far; stop unsubscribes. */
export interface FeedbackDraftsPersistence {
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Keeps IndexedDB in step with the notes: each change is written at once, like the argument drafts, so a reload
 * right after typing keeps it. A note removed from the store (the call was decided, or the text cleared) is
 * deleted. What the source holds at the start counts as stored (persistence starts right after a restore).
 */
export function persistFeedbackDrafts(
  source: FeedbackDraftsSource,
  db: ToolgateDatabase,
  now: () => number = Date.now,
): FeedbackDraftsPersistence {
  let written = source.read().drafts;
  let chain: Promise<void> = Promise.resolve();
  const stop = source.subscribe(() => {
    const { conversationId, drafts } = source.read();
    // The store changes for many other reasons; the notes are compared by reference, which costs nothing.
    if (drafts === written) return;
    const previous = written;
    written = drafts;
    const changed = Object.entries(drafts).filter(([callId, feedback]) => previous[callId] !== feedback);
    const gone = Object.keys(previous).filter((callId) => !Object.hasOwn(drafts, callId));
    chain = chain
      .then(async () => {
        if (gone.length > 0) await db.feedbackDrafts.bulkDelete(gone);
        if (changed.length > 0)
          await db.feedbackDrafts.bulkPut(
            changed.map(([callId, feedback]) => ({ callId, conversationId, feedback, updatedAt: now() })),
          );
      })
      .catch((error: unknown) =>
        console.error('Toolgate could not save a feedback draft to IndexedDB:', error),
      );
  });
  return { flush: () => chain, stop };
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
  const rows = await db.feedbackDrafts.where('conversationId').equals(conversation.id).toArray();
  const stale = rows.filter((row) => !pending.has(row.callId)).map((row) => row.callId);
  if (stale.length > 0) await db.feedbackDrafts.bulkDelete(stale);
  return Object.fromEntries(
    rows.filter((row) => pending.has(row.callId)).map((row) => [row.callId, row.feedback]),
  );
}
