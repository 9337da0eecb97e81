import { describe, expect, it } from 'vitest';
import { openAiChatSse } from '../../test/agent-test-support.ts';
import type { Conversation } from '../../core/conversation.ts';
import { makeCallPart, makeConversation, makeMessage, makeTextPart } from '../../test/test-builders.ts';
import { exportConversationFile } from './conversation-file.ts';
import { readConversation } from './conversation-store.ts';
import {
  createTestProfile,
  openTestStore,
  rewriteStoredMessage,
  until,
} from '../../test/persistence-test-support.ts';

const imported: Conversation = {
  ...makeConversation([
    makeMessage('user', [makeTextPart('Imported question', 'part_q')], 'msg_q'),
    makeMessage('model', [makeCallPart({ id: 'call_read' })], 'msg_a'),
  ]),
  id: 'conv_imported',
  title: 'Imported',
};

/** A store with one answered conversation, saved. */
async function storeWithConversation() {
  const profile = createTestProfile();
  const opened = openTestStore(profile, [openAiChatSse({ text: 'Hello, operator.' })]);
  await opened.store.getState().sendMessage('Hi');
  const original = opened.store.getState().conversation;
  // The reply is stored while it streams and again once it is whole: wait for the stored copy to be the one shown.
  await until(
    async () =>
      JSON.stringify(await readConversation(opened.database, original.id)) === JSON.stringify(original),
  );
  return { ...opened, profile, original };
}

/** The loose shape of an export file's JSON that these tests change. */
interface FileCall {
  [key: string]: unknown;
}
interface FilePart {
  [key: string]: unknown;
  call: FileCall;
}
interface FileMessage {
  [key: string]: unknown;
  id: string;
  parts: FilePart[];
}
interface FileConversation {
  [key: string]: unknown;
  messages: FileMessage[];
}

function damage(text: string, change: (file: { conversation: FileConversation }) => void): string {
  const file = JSON.parse(text) as { conversation: FileConversation };
  change(file);
  return JSON.stringify(file);
}

describe('importing keeps what was there', () => {
  const good = exportConversationFile(imported, 0);
  it.each([
    [
      'a message date that is not a time',
      (file: { conversation: FileConversation }) => (file.conversation.messages[0]!.createdAt = 'never'),
    ],
    [
      'a call without its draft',
      (file: { conversation: FileConversation }) =>
        delete file.conversation.messages[1]!.parts[0]!.call.modifiedArgs,
    ],
    [
      'two messages with one id',
      (file: { conversation: FileConversation }) => (file.conversation.messages[1]!.id = 'msg_q'),
    ],
    [
      'two calls with one id',
      (file: { conversation: FileConversation }) =>
        file.conversation.messages.push({
          ...file.conversation.messages[1]!,
          id: 'msg_b',
          parts: [{ ...file.conversation.messages[1]!.parts[0]!, id: 'part_b' }],
        }),
    ],
  ])('refuses %s, and the open and stored conversations stay as they were', async (_name, change) => {
    const { store, database, original } = await storeWithConversation();
    const result = await store.getState().importConversation(damage(good, change));
    expect(result.ok).toBe(false);
    expect(store.getState().conversation).toBe(original);
    expect(await database.conversations.count()).toBe(1);
    expect(await readConversation(database, original.id)).toEqual(original);
  });

  it('stores a file whose id is taken as a copy, leaving the stored one untouched', async () => {
    const { store, database, original } = await storeWithConversation();
    const again = await store
      .getState()
      .importConversation(exportConversationFile({ ...imported, id: original.id }, 0));
    expect(again.ok).toBe(true);
    const copyId = store.getState().conversation.id;
    expect(copyId).not.toBe(original.id);
    expect(await readConversation(database, original.id)).toEqual(original);
    expect((await readConversation(database, copyId))?.messages.map((message) => message.id)).toEqual([
      'msg_q',
      'msg_a',
    ]);
  });
});

describe('stored conversations', () => {
  it('lists, opens and deletes them', async () => {
    const { store, database, original } = await storeWithConversation();
    expect((await store.getState().importConversation(exportConversationFile(imported, 0))).ok).toBe(true);
    const listed = await store.getState().listConversations();
    expect(
      listed.map(({ id, title, messageCount, status }) => ({ id, title, messageCount, status })),
    ).toEqual([
      { id: 'conv_imported', title: 'Imported', messageCount: 2, status: 'ready' },
      { id: original.id, title: 'New conversation', messageCount: 2, status: 'ready' },
    ]);
    expect(await store.getState().openStoredConversation(original.id)).toEqual({ ok: true });
    expect(store.getState().conversation).toEqual(original);
    await store.getState().deleteStoredConversation('conv_imported');
    expect(await readConversation(database, 'conv_imported')).toBeUndefined();
    expect(await database.messageChunks.where('conversationId').equals('conv_imported').count()).toBe(0);
    expect(store.getState().conversation.id).toBe(original.id);
  });

  it('deleting the open conversation opens a new, empty one', async () => {
    const { store, original } = await storeWithConversation();
    await store.getState().deleteStoredConversation(original.id);
    expect(store.getState().conversation.id).not.toBe(original.id);
    expect(store.getState().conversation.messages).toEqual([]);
    expect((await store.getState().listConversations()).map((item) => item.id)).not.toContain(original.id);
  });

  it('a damaged stored conversation is kept aside on load instead of opened, and listed with why', async () => {
    const { database, profile, original } = await storeWithConversation();
    await rewriteStoredMessage(
      database,
      (message) => message.id === original.messages[0]!.id,
      (message) => ({ ...message, createdAt: 'never' as never }),
    );
    const reloaded = openTestStore(profile);
    await reloaded.store.getState().restoreSession();
    const state = reloaded.store.getState();
    expect(state.conversation.messages).toEqual([]);
    expect(state.setAside).toMatchObject({
      id: original.id,
      reason: '/messages/0/createdAt must be number, not a string ("never").',
    });
    expect(await reloaded.store.getState().listConversations()).toMatchObject([
      { id: original.id, status: 'damaged', reason: expect.stringContaining('createdAt') },
    ]);
    expect(await reloaded.store.getState().openStoredConversation(original.id)).toMatchObject({ ok: false });
    // Nothing was deleted: the messages are all still there.
    expect((await readConversation(database, original.id))?.messages).toHaveLength(2);
  });
});
