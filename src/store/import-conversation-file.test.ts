import { describe, expect, it, vi } from 'vitest';
import { makeConversation, makeMessage } from '../test/test-builders.ts';
import { toConversationExport } from '../core/conversation-export.ts';
import { readConversation } from './persistence/conversation-store.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';

const previous = {
  ...makeConversation([
    makeMessage('user', [{ id: 'p0', kind: 'text', pruning: 'auto', text: 'Before' }], 'm0'),
  ]),
  id: 'conv_previous',
};

function importedFile(count: number, padding = ''): Blob {
  const conversation = {
    ...makeConversation(
      Array.from({ length: count }, (_, index) =>
        makeMessage(
          'user',
          [{ id: `p${index}`, kind: 'text', pruning: 'auto', text: `Imported ${index}${padding}` }],
          `m${index}`,
        ),
      ),
    ),
    id: 'conv_imported',
  };
  return new Blob([JSON.stringify(toConversationExport(conversation, 0))]);
}

async function storeWithPrevious() {
  const opened = openTestStore(createTestProfile());
  await opened.store.getState().restoreSession();
  opened.store.getState().loadConversation(previous);
  return opened;
}

describe('importing a file into the console', () => {
  it('opens the imported conversation once it is saved, reporting the save', async () => {
    const { store, database } = await storeWithPrevious();
    const phases: string[] = [];
    const outcome = await store.getState().importConversationFile(importedFile(3), {
      fileName: 'three.json',
      signal: new AbortController().signal,
      onProgress: (progress) => phases.push(progress.phase),
    });
    expect(outcome.status).toBe('imported');
    expect(phases.at(-1)).toBe('saving');
    expect(store.getState().conversation.id).toBe('conv_imported');
    expect((await readConversation(database, 'conv_imported'))?.messages).toHaveLength(3);
  });

  it('a cancelled import leaves the open conversation as it was, and stores nothing', async () => {
    const { store, database } = await storeWithPrevious();
    const controller = new AbortController();
    const outcome = await store.getState().importConversationFile(importedFile(5000), {
      fileName: 'big.json',
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.phase === 'receiving') controller.abort();
      },
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(store.getState().conversation).toBe(previous);
    expect(await readConversation(database, 'conv_imported')).toBeUndefined();
  });

  it('a cancel after the file was read, while the open conversation is saved, still changes nothing', async () => {
    const { store, database } = await storeWithPrevious();
    const controller = new AbortController();
    const phases: string[] = [];
    // The worker has answered; the console looks whether the id is taken before it saves and shows anything.
    const get = database.conversations.get.bind(database.conversations);
    vi.spyOn(database.conversations, 'get').mockImplementation(((key: string) => {
      if (key === 'conv_imported') controller.abort();
      return get(key);
    }) as never);
    const outcome = await store.getState().importConversationFile(importedFile(3), {
      fileName: 'three.json',
      signal: controller.signal,
      onProgress: (progress) => phases.push(progress.phase),
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(phases).toContain('receiving');
    expect(phases).not.toContain('saving');
    expect(store.getState().conversation).toBe(previous);
    expect(await readConversation(database, 'conv_imported')).toBeUndefined();
  });

  it('a refused file leaves the open conversation as it was', async () => {
    const { store } = await storeWithPrevious();
    const outcome = await store
      .getState()
      .importConversationFile(new Blob(['{"format":"toolgate-conversation","version":1}']), {
        fileName: 'broken.json',
        signal: new AbortController().signal,
      });
    expect(outcome.status).toBe('refused');
    expect(store.getState().conversation).toBe(previous);
  });

  it('writes each imported message once, in saves that never overlap, while the conversation changes', async () => {
    const { store, database } = await storeWithPrevious();
    const writes = new Map<string, number>();
    const put = database.messageChunks.bulkPut.bind(database.messageChunks);
    let puts = 0;
    vi.spyOn(database.messageChunks, 'bulkPut').mockImplementation(((
      rows: readonly { conversationId: string; messages: readonly { id: string }[] }[],
    ) => {
      puts += 1;
      for (const row of rows)
        for (const message of row.messages) {
          const key = `${row.conversationId}/${message.id}`;
          writes.set(key, (writes.get(key) ?? 0) + 1);
        }
      return put(rows as never);
    }) as never);
    let open = 0;
    let mostOpen = 0;
    const transaction = database.transaction.bind(database) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(database, 'transaction').mockImplementation(((...args: unknown[]) => {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      return transaction(...args).finally(() => (open -= 1));
    }) as never);
    // 3,000 messages of 1,000 characters are written in several slices of chunks; the title changes while they
    // are, which starts another save that must wait for the first and write no message again.
    const renamed = new Promise<void>((resolve) => {
      const unsubscribe = store.subscribe((state) => {
        if (state.conversation.id !== 'conv_imported') return;
        unsubscribe();
        setTimeout(() => {
          store.getState().updateConversation((conversation) => ({ ...conversation, title: 'Renamed' }));
          resolve();
        }, 0);
      });
    });
    const outcome = await store.getState().importConversationFile(importedFile(3000, '.'.repeat(1000)), {
      fileName: 'many.json',
      signal: new AbortController().signal,
    });
    await renamed;
    await until(async () => (await database.conversations.get('conv_imported'))?.title === 'Renamed');
    expect(outcome.status).toBe('imported');
    const imported = [...writes].filter(([key]) => key.startsWith('conv_imported/'));
    expect(imported).toHaveLength(3000);
    expect(imported.filter(([, count]) => count !== 1)).toEqual([]);
    expect(mostOpen).toBe(1);
    expect(puts).toBeGreaterThan(1);
    expect((await readConversation(database, 'conv_imported'))?.messages).toHaveLength(3000);
  });
});
