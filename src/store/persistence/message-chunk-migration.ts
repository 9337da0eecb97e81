import type { Transaction } from 'dexie';
import type { Message } from '../../core/conversation.ts';
import { packMessages } from './message-chunks.ts';
import type { StoredMessageChunk } from './toolgate-database.ts';

/** A conversation header as stored when each message was a row of its own: the order listed the messages. */
interface HeaderWithMessageIds {
  readonly id: string;
  readonly messageIds?: unknown;
}

/** A message as stored when each message was a row of its own. */
interface MessageRow {
  readonly id: string;
  readonly message: Message;
}

/**
 * Moves each stored conversation's messages from rows of their own into chunks, in the order its header listed
 * them (a row the header did not list was never part of it), and gives the header a message count and a first
 * revision in place of the list.
 */
export async function chunkStoredMessages(transaction: Transaction): Promise<void> {
  const conversations = transaction.table<HeaderWithMessageIds, string>('conversations');
  const rows = transaction.table<MessageRow, [string, string]>('messages');
  const chunks = transaction.table<StoredMessageChunk, [string, number]>('messageChunks');
  for (const header of await conversations.toArray()) {
    const byId = new Map(
      (await rows.where('conversationId').equals(header.id).toArray()).map((row) => [row.id, row.message]),
    );
    const listed = Array.isArray(header.messageIds) ? (header.messageIds as unknown[]) : [];
    const messages = listed.flatMap((id) => {
      const message = typeof id === 'string' ? byId.get(id) : undefined;
      return message ? [message] : [];
    });
    await chunks.bulkPut(
      packMessages(messages).map((chunk, index) => ({
        conversationId: header.id,
        index,
        messages: chunk,
        revision: 1,
      })),
    );
    const { messageIds: _messageIds, ...rest } = header;
    await conversations.put({ ...rest, messageCount: messages.length, revision: 1 } as HeaderWithMessageIds);
  }
}
