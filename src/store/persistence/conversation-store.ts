import type { Conversation, Message } from '../../core/conversation.ts';
import { mergeMessageCalls } from '../../core/call-revision.ts';
import { boundMessage } from '../../core/storage-bounds.ts';
import { planChunks, weightOf } from './message-chunks.ts';
import type { StoredView } from './stored-views.ts';
import { readStored } from './chunk-reads.ts';
import { orderOf, rememberStoredView, setChunk, storedViewOf, viewOf } from './stored-views.ts';
import type { StoredMessageChunk, ToolgateDatabase } from './toolgate-database.ts';

/** The key under which the open conversation's id is kept. */
export const activeConversationKey = 'activeConversationId';

/** What a write of a conversation did, for the tab that wrote it and the tabs it tells. */
export interface WrittenConversation {
  readonly id: string;
  /** Messages the store held newer states of (another tab's): what was stored instead, for the tab to adopt. */
  readonly newer: readonly Message[];
  /** The stored order of the messages after the write, as far as this tab knows it. */
  readonly order: readonly string[];
  /** The chunks written or emptied: what another tab reads to catch up. */
  readonly chunks: readonly number[];
  /**
   * The conversation's revision before and after the write; `revisionBefore` is undefined when another tab wrote
   * between the slices of a long write, so the chunks named are not all that changed.
   */
  readonly revisionBefore: number | undefined;
  readonly revision: number;
  /**
   * Milliseconds the write held the page's thread: planning, bounding, merging and handing its rows to IndexedDB,
   * which clones them as they are put. Not the time it waited for IndexedDB, nor for the page busy with other work.
   */
  readonly busyMs: number;
}

/** How {@link writeConversation} writes: as the open conversation or a held one, and the clock it is timed by. */
export interface WriteOptions {
  /** False for a remote thread held in the background, which must not become the open one. */
  readonly open?: boolean;
  readonly clock?: () => number;
}

/**
 * Characters per write transaction. IndexedDB clones every row on the main thread as it is put, so a long
 * history is written in slices of a few milliseconds each, with the main thread free in between.
 */
const charactersPerSlice = 1024 * 1024;

function slices(indexes: readonly number[], chunks: ReadonlyMap<number, readonly Message[]>): number[][] {
  const result: number[][] = [];
  let current: number[] = [];
  let characters = 0;
  for (const index of indexes) {
    const weight = (chunks.get(index) ?? []).reduce((sum, message) => sum + weightOf(message), 0);
    if (current.length > 0 && characters + weight > charactersPerSlice) {
      result.push(current);
      current = [];
      characters = 0;
    }
    current.push(index);
    characters += weight;
  }
  result.push(current);
  return result;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** This tab's view of a conversation before writing it: remembered, read from the store, or nothing stored. */
async function viewBeforeWrite(db: ToolgateDatabase, id: string): Promise<StoredView> {
  const view = storedViewOf(db, id);
  if (view) return view;
  if (!(await readStored(db, id))) return viewOf(new Map(), 0);
  return storedViewOf(db, id)!;
}

/**
 * Writes the chunks whose messages changed since this tab last read or wrote the conversation, then its header,
 * and marks it the open one (unless `open` is false: a remote thread held in the background). A conversation
 * not stored yet gets its header last, so a reload in between never finds part of it.
 */
export async function writeConversation(
  db: ToolgateDatabase,
  conversation: Conversation,
  updatedAt: number,
  { open = true, clock = () => performance.now() }: WriteOptions = {},
): Promise<WrittenConversation> {
  let busyMs = 0;
  const planned = clock();
  const view = await viewBeforeWrite(db, conversation.id);
  const plan = planChunks(conversation.messages, view);
  // What each written chunk now holds: recorded in the view once every slice is written.
  const written = new Map<number, readonly Message[]>();
  const newer = new Map<string, Message>();
  let expected = view.exactAt;
  let exact = true;
  let contiguous = true;
  let revisionBefore = 0;
  let revision = 0;
  const batches = slices([...plan.write, ...plan.emptied], plan.chunks);
  busyMs += clock() - planned;
  for (const [number, batch] of batches.entries()) {
    const last = number === batches.length - 1;
    // A long history is written from tasks of its own: the change that brought it (an import, a restore) has
    // its own work to do in the task it came in.
    if (batches.length > 1) await nextTask();
    // Read, merged and written in one transaction, which IndexedDB serializes across tabs: a chunk another tab
    // wrote since this tab last saw it is read back, its newer call states kept and its new messages too.
    await db.transaction('rw', db.conversations, db.messageChunks, db.meta, async () => {
      const header = await db.conversations.get(conversation.id);
      const stored = typeof header?.revision === 'number' ? header.revision : 0;
      if (number === 0) revisionBefore = stored;
      const clean = stored === expected;
      if (!clean) exact = false;
      if (!clean && number > 0) contiguous = false;
      const storedRows = clean
        ? []
        : await db.messageChunks.bulkGet(batch.map((index): [string, number] => [conversation.id, index]));
      const started = clock();
      const rows: StoredMessageChunk[] = [];
      const emptied: [string, number][] = [];
      for (const [position, index] of batch.entries()) {
        const ours = plan.chunks.get(index) ?? [];
        const theirs = storedRows[position]?.messages ?? [];
        const storedById = new Map(theirs.map((message) => [message.id, message]));
        const messages = ours.map((message) => {
          const merged = mergeMessageCalls(message, storedById.get(message.id));
          if (merged !== message) newer.set(merged.id, merged);
          return merged;
        });
        // Messages another tab added (this one has not heard of them) stay, after this tab's; one this tab knew
        // and no longer holds was removed here.
        const placed = new Set(ours.map((message) => message.id));
        const added = theirs.filter((message) => !placed.has(message.id) && !view.chunkOf.has(message.id));
        const all = added.length > 0 ? [...messages, ...added] : messages;
        written.set(index, messages);
        if (all.length === 0) {
          emptied.push([conversation.id, index]);
          continue;
        }
        // Whatever the conversation holds, what is stored can be cloned: a value too deep or too big is a note.
        rows.push({
          conversationId: conversation.id,
          index,
          messages: all.map(boundMessage),
          revision: stored + 1,
        });
      }
      // IndexedDB clones the rows as they are put, on this thread: that is the work a save costs the page.
      const put = rows.length > 0 ? db.messageChunks.bulkPut(rows) : undefined;
      busyMs += clock() - started;
      await put;
      if (emptied.length > 0) await db.messageChunks.bulkDelete(emptied);
      // A conversation not stored yet is written whole before its header; one already stored gets a new revision
      // with every slice, so another tab never writes over a chunk of this save as if it were what it last saw.
      if (!header && !last) return;
      if (!header) {
        // Chunks left by a write a reload cut short are not part of it.
        const beyond = [...plan.chunks.keys()].reduce((most, index) => Math.max(most, index), -1) + 1;
        await db.messageChunks
          .where('[conversationId+index]')
          .between([conversation.id, beyond], [conversation.id, Number.MAX_SAFE_INTEGER], true, true)
          .delete();
      }
      const { messages: _messages, ...rest } = conversation;
      revision = stored + 1;
      expected = revision;
      await db.conversations.put({
        ...rest,
        updatedAt,
        messageCount: conversation.messages.length,
        revision,
      });
      if (open && last) await db.meta.put({ key: activeConversationKey, value: conversation.id });
    });
  }
  for (const [index, messages] of written) setChunk(view, index, messages);
  view.exactAt = exact ? revision : undefined;
  rememberStoredView(db, conversation.id, view);
  return {
    id: conversation.id,
    newer: [...newer.values()],
    order: newer.size > 0 ? orderOf(view) : [],
    chunks: batches.flat(),
    revisionBefore: contiguous ? revisionBefore : undefined,
    revision,
    busyMs,
  };
}

/** The stored conversation with `id`, its messages in order; undefined when there is none. */
export async function readConversation(db: ToolgateDatabase, id: string): Promise<Conversation | undefined> {
  const stored = await readStored(db, id);
  if (!stored) return undefined;
  const { messageCount: _count, revision: _revision, updatedAt: _updatedAt, ...rest } = stored.header;
  return { ...rest, messages: stored.messages };
}

/** The conversation that was open (or the latest one), or undefined when nothing was stored yet. */
export async function readActiveConversation(db: ToolgateDatabase): Promise<Conversation | undefined> {
  const active = await db.meta.get(activeConversationKey);
  const fromActive = active ? await readConversation(db, active.value) : undefined;
  if (fromActive) return fromActive;
  const latest = await db.conversations.orderBy('updatedAt').last();
  return latest ? readConversation(db, latest.id) : undefined;
}
