import { describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../core/conversation.ts';
import { makeCallPart, makeConversation, makeMessage, makeTextPart } from '../../test/test-builders.ts';
import { allToolCalls } from '../../core/conversation.ts';
import { persistConversation } from './conversation-persistence.ts';
import { readConversation } from './conversation-store.ts';
import { until } from '../../test/persistence-test-support.ts';
import { ToolgateDatabase } from './toolgate-database.ts';
import { observableValue, type ObservableValue } from '../../test/observable-value.ts';

/** The waits of the timers `act` sets, as it sets them (they still run). */
function scheduledWaits(act: () => void): number[] {
  const waits: number[] = [];
  const realSetTimeout = globalThis.setTimeout;
  const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, wait?: number) => {
    waits.push(wait ?? 0);
    return realSetTimeout(handler, wait);
  }) as typeof setTimeout);
  try {
    act();
  } finally {
    spy.mockRestore();
  }
  return waits;
}

/** A fresh database on a clock the test moves: each write of messages "takes" 1,000 ms of it. */
function slowDatabase() {
  const db = new ToolgateDatabase(`spacing-${crypto.randomUUID()}`);
  let now = 0;
  const put = db.messageChunks.bulkPut.bind(db.messageChunks);
  vi.spyOn(db.messageChunks, 'bulkPut').mockImplementation((...args: Parameters<typeof put>) => {
    now += 1000;
    return put(...args);
  });
  return { db, clock: () => now };
}

/** Saves `conversation` to `db` with no debounce, each save spaced by 1,000 times what the last cost on `clock`. */
const persistSpaced = (
  conversation: ObservableValue<Conversation>,
  db: ToolgateDatabase,
  clock: () => number,
) =>
  persistConversation(conversation, db, {
    debounceMs: 0,
    maxWaitMs: 0,
    now: clock,
    clock,
    spacingFactor: 1000,
  });

const withText = (text: string) => makeConversation([makeMessage('model', [makeTextPart(text, 'p1')], 'm1')]);

/** A conversation saved spaced on a slow database, once its change to "second" is written (a save that took 1,000 ms). */
async function afterOneSlowSave() {
  const { db, clock } = slowDatabase();
  const conversation = observableValue(withText('first'));
  const persistence = persistSpaced(conversation, db, clock);
  conversation.set(withText('second'));
  await until(async () => (await readConversation(db, 'conv_test'))?.messages.length === 1);
  return { db, conversation, persistence };
}

describe('spacing saves by what they cost', () => {
  it('after a save that took long, the next change waits in proportion before it is written', async () => {
    const { db, conversation, persistence } = await afterOneSlowSave();
    expect((await readConversation(db, 'conv_test'))?.messages[0]?.parts[0]).toMatchObject({
      text: 'second',
    });

    // The last save took 1,000 ms of the clock: the next waits a million of them, so it is not written by itself.
    // The change schedules its save at once, as it arrives, so the wait it chose is read there rather than slept on.
    const waits = scheduledWaits(() => conversation.set(withText('third')));
    expect(waits).toEqual([1_000_000]);
    expect((await readConversation(db, 'conv_test'))?.messages[0]?.parts[0]).toMatchObject({
      text: 'second',
    });

    // Flush (a decision, a reload's last save) never waits.
    await persistence.flush();
    expect((await readConversation(db, 'conv_test'))?.messages[0]?.parts[0]).toMatchObject({ text: 'third' });
    await persistence.stop();
  });

  it('a save that took no time leaves the next change to the usual short wait', async () => {
    const db = new ToolgateDatabase(`spacing-${crypto.randomUUID()}`);
    const conversation = observableValue(withText('first'));
    const persistence = persistSpaced(conversation, db, () => 0);
    conversation.set(withText('second'));
    await until(async () => (await readConversation(db, 'conv_test'))?.messages.length === 1);
    conversation.set(withText('third'));
    await until(async () => JSON.stringify(await readConversation(db, 'conv_test')).includes('third'));
    await persistence.stop();
  });

  it('a save that waited while the page was busy elsewhere does not hold the next change back', async () => {
    const db = new ToolgateDatabase(`spacing-${crypto.randomUUID()}`);
    // Each write of messages hands its rows over at once, then waits 1,000 s of the clock for IndexedDB, as a
    // save does while the page renders something huge: the page's thread was not the save's.
    let clock = 0;
    const put = db.messageChunks.bulkPut.bind(db.messageChunks);
    vi.spyOn(db.messageChunks, 'bulkPut').mockImplementation((...args: Parameters<typeof put>) =>
      put(...args).then((keys) => {
        clock += 1_000_000;
        return keys;
      }),
    );
    const conversation = observableValue(withText('first'));
    const persistence = persistConversation(conversation, db, {
      debounceMs: 0,
      maxWaitMs: 0,
      now: () => clock,
      clock: () => clock,
    });
    const stored = async () => JSON.stringify((await readConversation(db, 'conv_test')) ?? null);
    conversation.set(withText('second'));
    await until(async () => (await stored()).includes('second'));
    conversation.set(withText('third'));
    await until(async () => (await stored()).includes('third'));
    await persistence.stop();
  });

  it('a call that became pending is saved at once when its draft is written, whatever the spacing', async () => {
    const { db, conversation, persistence } = await afterOneSlowSave();
    // Saves are now spaced a million clock milliseconds apart; a call turns pending and the operator edits it.
    const pending = makeMessage('model', [makeCallPart({ id: 'call_p' })], 'm2');
    const withPending = makeConversation([withText('second').messages[0]!, pending]);
    conversation.set(withPending);
    const edited = makeConversation([
      withPending.messages[0]!,
      makeMessage('model', [makeCallPart({ id: 'call_p', modifiedArgs: { id: 7 } })], 'm2'),
    ]);
    conversation.set(edited);
    await until(async () => (await db.argumentDrafts.get(['conv_test', 'call_p']))?.modifiedArgs.id === 7);
    const stored = await readConversation(db, 'conv_test');
    expect(allToolCalls(stored!)).toMatchObject([{ id: 'call_p', status: 'pending' }]);
    await persistence.stop();
  });
});
