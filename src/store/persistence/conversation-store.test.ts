import { describe, expect, it, vi } from 'vitest';
import type { Message } from '../../core/conversation.ts';
import { makeConversation, makeMessage, makeTextPart } from '../../core/test-builders.ts';
import { readActiveConversation, readConversation, writeConversation } from './conversation-store.ts';
import { ToolgateDatabase } from './toolgate-database.ts';

const message = (id: string, text: string, parts = 1): Message =>
  makeMessage(
    'user',
    Array.from({ length: parts }, (_, index) => makeTextPart(`${text} ${index}`, `${id}_p${index}`)),
    id,
  );

describe('conversation store', () => {
  it('writes only the messages that changed, and reads them back in order', async () => {
    const db = new ToolgateDatabase(`store-${crypto.randomUUID()}`);
    const first = makeConversation([message('a', 'one'), message('b', 'two'), message('c', 'three')]);
    const written = await writeConversation(db, first, undefined, 1);
    const put = vi.spyOn(db.messages, 'bulkPut');
    const second = {
      ...first,
      messages: [first.messages[0]!, message('b', 'two, edited'), first.messages[2]!],
    };
    await writeConversation(db, second, written, 2);
    expect(put.mock.calls.flatMap(([rows]) => rows.map((row) => row.id))).toEqual(['b']);
    expect(await readConversation(db, first.id)).toEqual(second);
    expect(await readActiveConversation(db)).toEqual(second);
  });

  it('removes messages that left the conversation, and slices a long history into several writes', async () => {
    const db = new ToolgateDatabase(`store-${crypto.randomUUID()}`);
    const put = vi.spyOn(db.messages, 'bulkPut');
    const big = makeConversation(Array.from({ length: 30 }, (_, index) => message(`m${index}`, 'text', 50)));
    const written = await writeConversation(db, big, undefined, 1);
    expect(put.mock.calls.length).toBeGreaterThan(1);
    const shorter = { ...big, messages: big.messages.slice(0, 2) };
    await writeConversation(db, shorter, written, 2);
    expect(await db.messages.count()).toBe(2);
    expect((await readConversation(db, big.id))?.messages.map((item) => item.id)).toEqual(['m0', 'm1']);
  });

  it('writes each slice of a long history from a task of its own, leaving the thread to other tasks between', async () => {
    const db = new ToolgateDatabase(`store-${crypto.randomUUID()}`);
    // Six slices: four messages of 500 parts (the parts a slice holds), then two of 300,000 characters each (more
    // than a slice's characters together).
    const big = makeConversation([
      ...Array.from({ length: 4 }, (_, index) => message(`m${index}`, 'text', 500)),
      message('long1', 'x'.repeat(300_000)),
      message('long2', 'y'.repeat(300_000)),
    ]);
    let turns = 0;
    let running = true;
    const tick = () => {
      if (!running) return;
      turns += 1;
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const turnsAtEachSlice: number[] = [];
    const put = db.messages.bulkPut.bind(db.messages);
    vi.spyOn(db.messages, 'bulkPut').mockImplementation(((rows: never) => {
      turnsAtEachSlice.push(turns);
      return put(rows);
    }) as never);
    await writeConversation(db, big, undefined, 1);
    running = false;
    expect(turnsAtEachSlice.length).toBe(6);
    for (let index = 1; index < turnsAtEachSlice.length; index++) {
      expect(turnsAtEachSlice[index]).toBeGreaterThan(turnsAtEachSlice[index - 1]!);
    }
  });
});
