import type { Conversation, Message } from '../../core/conversation.ts';
import { mergeMessageCalls } from '../../core/call-revision.ts';
import { boundMessage } from '../../core/storage-bounds.ts';
import type { StoredMessage, ToolgateDatabase } from './toolgate-database.ts';

/** The key under which the open conversation's id is kept. */
export const activeConversationKey = 'activeConversationId';

/** What was last written of a conversation: its id and each message as it was, to find what changed. */
export interface WrittenConversation {
  readonly id: string;
  readonly messages: ReadonlyMap<string, Message>;
  /** Messages the store held newer states of (another tab's): what was stored instead, for the tab to adopt. */
  readonly newer?: readonly Message[];
  /** The stored order of the messages after the write. */
  readonly order?: readonly string[];
  /**
   * Milliseconds the write held the page's thread: bounding, merging and handing its rows to IndexedDB, which
   * clones them as they are put. Not the time it waited for IndexedDB, nor for the page busy with other work.
   */
  readonly busyMs?: number;
}

/** How {@link writeConversation} writes: as the open conversation or a held one, and the clock it is timed by. */
export interface WriteOptions {
  /** False for a remote thread held in the background, which must not become the open one. */
  readonly open?: boolean;
  readonly clock?: () => number;
}

/**
 * Rows per write transaction are bounded by parts and by characters. IndexedDB clones every row on the main
 * thread as it is put, so a large history is written in slices of a few milliseconds each, with the main thread
 * free in between; and each transaction has a fixed cost, so slices are as large as that allows: 200,000
 * imported messages take hundreds of writes, not thousands.
 */
const partsPerSlice = 500;
const charactersPerSlice = 512 * 1024;

/** Roughly what a message costs to clone: its texts, plus a little per part. */
function weightOf(message: Message): number {
  let weight = 0;
  for (const part of message.parts) {
    weight += 100;
    if (part.kind === 'text' || part.kind === 'reasoning') weight += part.text.length;
    else if (part.kind === 'blob') weight += part.data.length;
    else weight += part.call.rawArguments.length;
  }
  return weight;
}

function slices(messages: readonly Message[]): Message[][] {
  const result: Message[][] = [];
  let current: Message[] = [];
  let parts = 0;
  let characters = 0;
  for (const message of messages) {
    const weight = weightOf(message);
    if (
      current.length > 0 &&
      (parts + message.parts.length > partsPerSlice || characters + weight > charactersPerSlice)
    ) {
      result.push(current);
      current = [];
      parts = 0;
      characters = 0;
    }
    current.push(message);
    parts += message.parts.length;
    characters += weight;
  }
  if (current.length > 0) result.push(current);
  return result;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Writes the messages that changed since `previous` (compared by reference, which the immutable store keeps
 * stable), then the conversation's header and order, and marks it the open one (unless `open` is false: a
 * remote thread held in the background). The header comes last, so a reload in between still finds every
 * message the header lists.
 */
export async function writeConversation(
  db: ToolgateDatabase,
  conversation: Conversation,
  previous: WrittenConversation | undefined,
  updatedAt: number,
  { open = true, clock = () => performance.now() }: WriteOptions = {},
): Promise<WrittenConversation> {
  let busyMs = 0;
  const before = previous?.id === conversation.id ? previous.messages : new Map<string, Message>();
  const changed = conversation.messages.filter((message) => before.get(message.id) !== message);
  const ids = new Set(conversation.messages.map((message) => message.id));
  const removed = [...before.keys()]
    .filter((id) => !ids.has(id))
    .map((id): [string, string] => [conversation.id, id]);
  const removedIds = new Set(removed.map(([, id]) => id));
  const newer: Message[] = [];
  const batches = slices(changed);
  for (const [index, batch] of batches.entries()) {
    // A long history is written from a task of its own: the change that brought it (an import, a restore) has
    // its own work to do in the task it came in.
    if (index > 0 || batches.length > 1) await nextTask();
    // Read, merged and written in one transaction, which IndexedDB serializes across tabs: a call's stored
    // state that is newer (another tab ran it) is never overwritten by this tab's older copy.
    await db.transaction('rw', db.messages, async () => {
      // Only calls have states to merge: a message without one (a long answer streaming in) is not read back.
      const withCalls = batch.filter((message) => message.parts.some((part) => part.kind === 'tool-call'));
      const storedRows = await db.messages.bulkGet(
        withCalls.map((message): [string, string] => [conversation.id, message.id]),
      );
      const stored = new Map(withCalls.map((message, index) => [message, storedRows[index]?.message]));
      const started = clock();
      const rows: StoredMessage[] = batch.map((message) => {
        const merged = mergeMessageCalls(message, stored.get(message));
        if (merged !== message) newer.push(merged);
        // Whatever the conversation holds, what is stored can be cloned: a value too deep or too big is a note.
        return { conversationId: conversation.id, id: message.id, message: boundMessage(merged) };
      });
      const put = db.messages.bulkPut(rows);
      busyMs += clock() - started;
      await put;
    });
  }
  let order: readonly string[] = [];
  await db.transaction('rw', db.conversations, db.messages, db.meta, async () => {
    if (removed.length > 0) await db.messages.bulkDelete(removed);
    const { messages, ...header } = conversation;
    // Messages another tab appended (and this one has not heard of yet) stay listed after this tab's.
    const mine = messages.map((message) => message.id);
    const listed = new Set(mine);
    const storedHeader = await db.conversations.get(conversation.id);
    const theirs = (storedHeader?.messageIds ?? []).filter((id) => !listed.has(id) && !removedIds.has(id));
    order = [...mine, ...theirs];
    await db.conversations.put({ ...header, updatedAt, messageIds: order });
    if (open) await db.meta.put({ key: activeConversationKey, value: conversation.id });
  });
  const written = new Map(conversation.messages.map((message) => [message.id, message]));
  for (const message of newer) written.set(message.id, message);
  return { id: conversation.id, messages: written, newer, order, busyMs };
}

/** The stored conversation with `id`, its messages in order; undefined when there is none. */
export async function readConversation(db: ToolgateDatabase, id: string): Promise<Conversation | undefined> {
  const header = await db.conversations.get(id);
  if (!header) return undefined;
  const rows = await db.messages.where('conversationId').equals(id).toArray();
  const byId = new Map(rows.map((row) => [row.id, row.message]));
  const { messageIds, updatedAt: _updatedAt, ...rest } = header;
  const messages = messageIds.flatMap((messageId) => {
    const message = byId.get(messageId);
    return message ? [message] : [];
  });
  return { ...rest, messages };
}

/** The conversation that was open (or the latest one), or undefined when nothing was stored yet. */
export async function readActiveConversation(db: ToolgateDatabase): Promise<Conversation | undefined> {
  const active = await db.meta.get(activeConversationKey);
  const fromActive = active ? await readConversation(db, active.value) : undefined;
  if (fromActive) return fromActive;
  const latest = await db.conversations.orderBy('updatedAt').last();
  return latest ? readConversation(db, latest.id) : undefined;
}
