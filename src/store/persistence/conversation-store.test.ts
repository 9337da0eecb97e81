import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '../../core/conversation.ts';
import { allToolCalls, updateToolCall } from '../../core/conversation.ts';
import { makeConversation, makeMessage, makeTextPart } from '../../test/test-builders.ts';
import { readWrittenChunks } from './chunk-reads.ts';
import { readActiveConversation, readConversation, writeConversation } from './conversation-store.ts';
import { messagesPerChunk } from './message-chunks.ts';
import { ToolgateDatabase } from './toolgate-database.ts';

const message = (id: string, text: string, parts = 1): Message =>
  makeMessage(
    'user',
    Array.from({ length: parts }, (_, index) => makeTextPart(`${text} ${index}`, `${id}_p${index}`)),
    id,
  );

const many = (count: number, prefix = 'm') =>
  Array.from({ length: count }, (_, index) => message(`${prefix}${index}`, `text ${index}`));

const withCall = (id: string, callId: string): Message =>
  makeMessage(
    'model',
    [
      {
        id: `${id}_call`,
        kind: 'tool-call',
        pruning: 'auto',
        call: {
          id: callId,
          name: 'update_order',
          rawArguments: '{"id":7}',
          args: { id: 7 },
          modifiedArgs: {},
          status: 'pending',
          revision: 1,
        },
      },
    ],
    id,
  );

const freshDatabase = () => new ToolgateDatabase(`store-${crypto.randomUUID()}`);

describe('conversation store', () => {
  it('packs a long history into few rows, and reads it back in order', async () => {
    const db = freshDatabase();
    const conversation = makeConversation(many(messagesPerChunk * 4 + 1));
    await writeConversation(db, conversation, 1);
    expect(await db.messageChunks.count()).toBe(5);
    expect(await readConversation(db, conversation.id)).toEqual(conversation);
    expect(await readActiveConversation(db)).toEqual(conversation);
    expect(await db.conversations.get(conversation.id)).toMatchObject({
      messageCount: messagesPerChunk * 4 + 1,
      revision: 1,
    });
  });

  it('rewrites only the chunk of a message that changed, without reading it back', async () => {
    const db = freshDatabase();
    const first = makeConversation(many(messagesPerChunk * 3));
    await writeConversation(db, first, 1);
    const put = vi.spyOn(db.messageChunks, 'bulkPut');
    const get = vi.spyOn(db.messageChunks, 'bulkGet');
    const edited = messagesPerChunk + 7;
    const second = {
      ...first,
      messages: first.messages.map((item, index) => (index === edited ? message(item.id, 'edited') : item)),
    };
    const written = await writeConversation(db, second, 2);
    expect(written.chunks).toEqual([1]);
    expect(put.mock.calls.flatMap(([rows]) => rows.map((row) => row.index))).toEqual([1]);
    expect(get).not.toHaveBeenCalled();
    expect(await readConversation(db, first.id)).toEqual(second);
  });

  it('appends to the last chunk, and opens the next one when it is full', async () => {
    const db = freshDatabase();
    const first = makeConversation(many(messagesPerChunk - 1));
    await writeConversation(db, first, 1);
    const filled = { ...first, messages: [...first.messages, message('n1', 'new')] };
    expect((await writeConversation(db, filled, 2)).chunks).toEqual([0]);
    const longer = { ...filled, messages: [...filled.messages, message('n2', 'newer')] };
    expect((await writeConversation(db, longer, 3)).chunks).toEqual([1]);
    expect(await readConversation(db, first.id)).toEqual(longer);
  });

  it('removes messages that left the conversation, and the chunks left empty', async () => {
    const db = freshDatabase();
    const big = makeConversation(many(messagesPerChunk * 2 + 10));
    await writeConversation(db, big, 1);
    const shorter = { ...big, messages: big.messages.slice(0, 2) };
    await writeConversation(db, shorter, 2);
    expect(await db.messageChunks.count()).toBe(1);
    expect((await readConversation(db, big.id))?.messages.map((item) => item.id)).toEqual(['m0', 'm1']);
    expect(await db.conversations.get(big.id)).toMatchObject({ messageCount: 2 });
  });

  it('writes each slice of a long history from a task of its own, leaving the thread to other tasks between', async () => {
    const db = freshDatabase();
    // Eight chunks of 400,000 characters (one message each), two to a slice: four slices.
    const big = makeConversation(
      Array.from({ length: 8 }, (_, index) => message(`long${index}`, 'x'.repeat(400_000))),
    );
    let turns = 0;
    let running = true;
    const tick = () => {
      if (!running) return;
      turns += 1;
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const turnsAtEachSlice: number[] = [];
    const put = db.messageChunks.bulkPut.bind(db.messageChunks);
    vi.spyOn(db.messageChunks, 'bulkPut').mockImplementation(((rows: never) => {
      turnsAtEachSlice.push(turns);
      return put(rows);
    }) as never);
    await writeConversation(db, big, 1);
    running = false;
    expect(turnsAtEachSlice.length).toBe(4);
    for (let index = 1; index < turnsAtEachSlice.length; index++) {
      expect(turnsAtEachSlice[index]).toBeGreaterThan(turnsAtEachSlice[index - 1]!);
    }
    expect(await readConversation(db, big.id)).toEqual(big);
  });
});

describe('two tabs writing one conversation', () => {
  const setCallStatus = (conversation: Conversation, status: 'executed' | 'declined', revision: number) =>
    updateToolCall(conversation, 'call_1', (call) =>
      call.status === 'pending' ? ({ ...call, status, revision } as unknown as typeof call) : call,
    );

  async function twoTabs() {
    const name = `store-${crypto.randomUUID()}`;
    const first = new ToolgateDatabase(name);
    const second = new ToolgateDatabase(name);
    const conversation = makeConversation([...many(3), withCall('mc', 'call_1'), ...many(3, 'k')]);
    await writeConversation(first, conversation, 1);
    const inSecond = (await readConversation(second, conversation.id))!;
    return { first, second, conversation, inSecond };
  }

  it('a stale tab keeps the newer call state and the message the other tab added', async () => {
    const { first, second, conversation, inSecond } = await twoTabs();
    // Tab A runs the call and adds a message; tab B, not having heard, edits another message of that chunk.
    const inFirst = setCallStatus(conversation, 'executed', 3);
    await writeConversation(
      first,
      { ...inFirst, messages: [...inFirst.messages, message('a1', 'from A')] },
      2,
    );
    const staleEdit = {
      ...inSecond,
      messages: inSecond.messages.map((item) => (item.id === 'm1' ? message('m1', 'edited in B') : item)),
    };
    const written = await writeConversation(second, staleEdit, 3);
    expect(written.newer.map((item) => item.id)).toEqual(['mc']);
    const stored = (await readConversation(first, conversation.id))!;
    expect(allToolCalls(stored)[0]).toMatchObject({ status: 'executed', revision: 3 });
    expect(stored.messages.map((item) => item.id)).toEqual(['m0', 'm1', 'm2', 'mc', 'k0', 'k1', 'k2', 'a1']);
    expect(JSON.stringify(stored.messages[1])).toContain('edited in B');
  });

  it('a tab that reads the chunks named in a save is up to date, and writes without reading back', async () => {
    const { first, second, conversation } = await twoTabs();
    const inFirst = { ...conversation, messages: [...conversation.messages, message('a1', 'from A')] };
    const written = await writeConversation(first, inFirst, 2);
    const heard = await readWrittenChunks(second, conversation.id, written);
    expect(heard?.order).toEqual(inFirst.messages.map((item) => item.id));
    const get = vi.spyOn(second.messageChunks, 'bulkGet');
    const declined = setCallStatus(inFirst, 'declined', 2);
    await writeConversation(second, declined, 3);
    expect(get).not.toHaveBeenCalled();
    expect(await readConversation(first, conversation.id)).toEqual(declined);
  });
});
