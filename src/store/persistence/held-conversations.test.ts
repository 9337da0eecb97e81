import { describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../core/conversation.ts';
import { makeConversation, makeMessage, makeTextPart } from '../../test/test-builders.ts';
import { persistHeldConversations } from './held-conversations.ts';
import { readConversation } from './conversation-store.ts';
import { until } from '../../test/persistence-test-support.ts';
import type { SaveStatus } from './save-status.ts';
import { ToolgateDatabase } from './toolgate-database.ts';
import { observableValue } from '../../test/observable-value.ts';

/** Conversations held aside, by id, as the store keeps them. */
function heldSource() {
  const held = observableValue<Record<string, Conversation>>({});
  return {
    ...held,
    hold: (conversation: Conversation) => held.set({ ...held.read(), [conversation.id]: conversation }),
  };
}

const thread = (text: string): Conversation => ({
  ...makeConversation([makeMessage('model', [makeTextPart(text, 'p1')], 'm1')]),
  id: 'conv_thread',
  title: 'Refunds thread',
});

describe('saving held threads', () => {
  it('names the thread at once when a save fails, retries it unasked, and clears the alert once it is stored', async () => {
    const db = new ToolgateDatabase(`held-${crypto.randomUUID()}`);
    const put = db.messageChunks.bulkPut.bind(db.messageChunks);
    let refusals = 2;
    vi.spyOn(db.messageChunks, 'bulkPut').mockImplementation(((...args: Parameters<typeof put>) => {
      if (refusals > 0) {
        refusals -= 1;
        return Promise.reject(new DOMException('The quota was exceeded.', 'QuotaExceededError'));
      }
      return put(...args);
    }) as typeof put);
    const statuses: SaveStatus[] = [];
    const source = heldSource();
    const persistence = persistHeldConversations(source, db, {
      debounceMs: 0,
      retryDelaysMs: [10],
      onStatus: (status) => statuses.push(status),
    });
    source.hold(thread('Refund approved.'));
    await until(() => statuses.length > 0);
    expect(statuses[0]).toMatchObject({
      status: 'failing',
      what: 'the held thread “Refunds thread”',
      error: expect.stringContaining('QuotaExceededError'),
      attempts: 1,
    });
    // Nothing changes after the failure: the retries alone store it.
    await until(() => statuses.at(-1)?.status === 'saved');
    expect(statuses.map((status) => status.status)).toEqual(['failing', 'failing', 'saved']);
    expect((await readConversation(db, 'conv_thread'))?.messages[0]?.parts[0]).toMatchObject({
      text: 'Refund approved.',
    });
    persistence.stop();
  });
});

describe('saving held threads while others stream', () => {
  const streaming = (text: string): Conversation => ({
    ...makeConversation([makeMessage('model', [makeTextPart(text, 'p1')], 'm1')]),
    id: 'conv_stream',
    title: 'Streaming thread',
  });

  it('writes a thread whose change came while another thread never stops streaming', async () => {
    const db = new ToolgateDatabase(`held-${crypto.randomUUID()}`);
    const source = heldSource();
    const persistence = persistHeldConversations(source, db, { debounceMs: 20, maxWaitMs: 60 });
    source.hold(thread('Refund staged.'));
    let sent = 0;
    const stream = setInterval(() => source.hold(streaming(`streaming ${(sent += 1)}`)), 5);
    try {
      await until(async () => (await readConversation(db, 'conv_thread')) !== undefined);
      expect((await readConversation(db, 'conv_thread'))?.messages[0]?.parts[0]).toMatchObject({
        text: 'Refund staged.',
      });
    } finally {
      clearInterval(stream);
      persistence.stop();
    }
  });

  it('writes only the thread named when asked for one, the others at their spaced save', async () => {
    const db = new ToolgateDatabase(`held-${crypto.randomUUID()}`);
    const source = heldSource();
    const persistence = persistHeldConversations(source, db, { debounceMs: 60_000, maxWaitMs: 60_000 });
    source.hold(streaming('streaming 1'));
    source.hold(thread('Refund staged.'));
    await persistence.flush('conv_thread');
    expect(await readConversation(db, 'conv_thread')).toBeDefined();
    expect(await readConversation(db, 'conv_stream')).toBeUndefined();
    await persistence.flush();
    expect((await readConversation(db, 'conv_stream'))?.messages[0]?.parts[0]).toMatchObject({
      text: 'streaming 1',
    });
    persistence.stop();
  });
});
