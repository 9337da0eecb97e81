import type { Message } from '../../core/conversation.ts';
import { mergeMessageCalls } from '../../core/call-revision.ts';
import { orderOf, rememberStoredView, setChunk, storedViewOf, viewOf } from './stored-views.ts';
import type { StoredConversation, StoredMessageChunk, ToolgateDatabase } from './toolgate-database.ts';

/** What stored chunks hold, by chunk; a message found twice is taken from the chunk written last. */
function unchunk(rows: readonly StoredMessageChunk[]): Map<number, Message[]> {
  const sorted = [...rows].sort((a, b) => a.index - b.index);
  const chosen = new Map<
    string,
    { readonly index: number; readonly revision: number; readonly message: Message }
  >();
  let twice = false;
  for (const row of sorted)
    for (const message of row.messages) {
      const seen = chosen.get(message.id);
      if (seen) twice = true;
      // Whichever copy is taken, no call goes back to an older state.
      if (!seen || row.revision >= seen.revision)
        chosen.set(message.id, {
          index: row.index,
          revision: row.revision,
          message: mergeMessageCalls(message, seen?.message),
        });
      else chosen.set(message.id, { ...seen, message: mergeMessageCalls(seen.message, message) });
    }
  const chunks = new Map<number, Message[]>();
  for (const row of sorted) {
    const messages = twice
      ? row.messages.flatMap((message) => {
          const copy = chosen.get(message.id);
          if (copy?.index !== row.index) return [];
          chosen.delete(message.id);
          return [copy.message];
        })
      : row.messages.slice();
    if (messages.length > 0) chunks.set(row.index, messages);
  }
  return chunks;
}

const flat = (chunks: ReadonlyMap<number, readonly Message[]>) =>
  [...chunks.keys()].sort((a, b) => a - b).flatMap((index) => chunks.get(index) ?? []);

/** Reads a stored conversation's header and chunks in one transaction, and records this tab's view of it. */
export async function readStored(
  db: ToolgateDatabase,
  id: string,
): Promise<{ header: StoredConversation; messages: Message[] } | undefined> {
  const read = await db.transaction('r', db.conversations, db.messageChunks, async () => {
    const header = await db.conversations.get(id);
    return header
      ? { header, rows: await db.messageChunks.where('conversationId').equals(id).toArray() }
      : undefined;
  });
  if (!read) return undefined;
  const chunks = unchunk(read.rows);
  const revision = typeof read.header.revision === 'number' ? read.header.revision : undefined;
  rememberStoredView(db, id, viewOf(chunks, revision));
  return { header: read.header, messages: flat(chunks) };
}

/**
 * Reads the chunks another tab wrote (named in its notice) and what they hold; this tab's view learns them,
 * and is whole again when it was whole just before that write.
 */
export async function readWrittenChunks(
  db: ToolgateDatabase,
  conversationId: string,
  notice: {
    readonly chunks: readonly number[];
    readonly revisionBefore: number | undefined;
    readonly revision: number;
  },
): Promise<{ readonly messages: readonly Message[]; readonly order: readonly string[] } | undefined> {
  const view = storedViewOf(db, conversationId);
  if (!view) {
    // Nothing to lay the chunks over: the whole conversation is read.
    const stored = await readStored(db, conversationId);
    return stored && { messages: stored.messages, order: stored.messages.map((message) => message.id) };
  }
  const read = await db.transaction('r', db.conversations, db.messageChunks, async () => ({
    header: await db.conversations.get(conversationId),
    rows: await db.messageChunks.bulkGet(
      notice.chunks.map((index): [string, number] => [conversationId, index]),
    ),
  }));
  if (!read.header) return undefined;
  const messages: Message[] = [];
  for (const [position, index] of notice.chunks.entries()) {
    const row = read.rows[position];
    setChunk(view, index, row?.messages ?? []);
    if (row) messages.push(...row.messages);
  }
  const whole =
    notice.revisionBefore !== undefined &&
    view.exactAt === notice.revisionBefore &&
    read.header.revision === notice.revision;
  view.exactAt = whole ? notice.revision : undefined;
  return { messages, order: orderOf(view) };
}

/** A stored message of a conversation (what another tab saved), or undefined. */
export async function readStoredMessage(
  db: ToolgateDatabase,
  conversationId: string,
  messageId: string,
): Promise<Message | undefined> {
  const index = storedViewOf(db, conversationId)?.chunkOf.get(messageId);
  if (index !== undefined) {
    const chunk = await db.messageChunks.get([conversationId, index]);
    const found = chunk?.messages.find((message) => message.id === messageId);
    if (found) return found;
  }
  // Not where this tab last saw it (another tab laid it out apart): every chunk is looked at.
  const rows = await db.messageChunks.where('conversationId').equals(conversationId).toArray();
  return flat(unchunk(rows)).find((message) => message.id === messageId);
}
