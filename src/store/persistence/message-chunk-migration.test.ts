import { describe, expect, it } from 'vitest';
import type { Message } from '../../core/conversation.ts';
import { makeMessage, makeTextPart } from '../../test/test-builders.ts';
import { listStoredConversations } from './conversation-library.ts';
import { readConversation, writeConversation } from './conversation-store.ts';
import { messagesPerChunk } from './message-chunks.ts';
import { ToolgateDatabase } from './toolgate-database.ts';
import { legacyDatabase } from '../../test/legacy-database.ts';

const message = (id: string): Message => makeMessage('user', [makeTextPart(`text of ${id}`, `${id}_p`)], id);

/** The database as the version that stored each message in a row of its own left it. */
async function storeAsRows(
  name: string,
  conversations: readonly { id: string; messages: readonly Message[] }[],
) {
  const old = legacyDatabase(name, 5, {
    messages: '[conversationId+id], conversationId',
    resumes: 'id, conversationId, *interruptIds',
  });
  for (const conversation of conversations) {
    await old.table('conversations').put({
      id: conversation.id,
      title: `Title of ${conversation.id}`,
      createdAt: 1,
      updatedAt: 2,
      systemPrompt: '',
      messageIds: conversation.messages.map((item) => item.id),
    });
    // Stored in another order than the header lists them, as rows are.
    await old
      .table('messages')
      .bulkPut(
        [...conversation.messages]
          .reverse()
          .map((item) => ({ conversationId: conversation.id, id: item.id, message: item })),
      );
  }
  // A row its header never listed is not part of the conversation.
  await old.table('messages').put({ conversationId: 'conv_long', id: 'orphan', message: message('orphan') });
  old.close();
}

describe('moving stored messages into chunks', () => {
  it('keeps every conversation, in the order its header listed, and drops the old rows', async () => {
    const name = `migration-${crypto.randomUUID()}`;
    const long = Array.from({ length: messagesPerChunk + 3 }, (_, index) => message(`m${index}`));
    await storeAsRows(name, [
      { id: 'conv_long', messages: long },
      { id: 'conv_short', messages: [message('s0'), message('s1')] },
      { id: 'conv_empty', messages: [] },
    ]);

    const db = new ToolgateDatabase(name);
    expect((await readConversation(db, 'conv_long'))?.messages).toEqual(long);
    expect((await readConversation(db, 'conv_short'))?.messages.map((item) => item.id)).toEqual(['s0', 's1']);
    expect((await readConversation(db, 'conv_empty'))?.messages).toEqual([]);
    expect(await db.messageChunks.where('conversationId').equals('conv_long').count()).toBe(2);
    expect(await db.conversations.get('conv_long')).toMatchObject({
      messageCount: messagesPerChunk + 3,
      revision: 1,
    });
    expect(await db.conversations.get('conv_long')).not.toHaveProperty('messageIds');
    expect(db.tables.map((table) => table.name)).not.toContain('messages');
    expect((await listStoredConversations(db)).map(({ id, messageCount }) => ({ id, messageCount }))).toEqual(
      expect.arrayContaining([
        { id: 'conv_long', messageCount: messagesPerChunk + 3 },
        { id: 'conv_short', messageCount: 2 },
        { id: 'conv_empty', messageCount: 0 },
      ]),
    );

    // A moved conversation saves like any other: a change rewrites its chunk only.
    const changed = { ...(await readConversation(db, 'conv_short'))!, title: 'Renamed' };
    const written = await writeConversation(
      db,
      { ...changed, messages: [...changed.messages, message('s2')] },
      3,
    );
    expect(written.chunks).toEqual([0]);
    expect(written.revision).toBe(2);
    db.close();
  });
});
