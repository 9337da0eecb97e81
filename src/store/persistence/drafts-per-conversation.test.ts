import { describe, expect, it } from 'vitest';
import { findCall } from '../../agent/conversation-queries.ts';
import type { Conversation } from '../../core/conversation.ts';
import type { JsonObject } from '../../core/json.ts';
import { makeCallPart, makeConversation, makeMessage } from '../../test/test-builders.ts';
import { until } from '../../test/persistence-test-support.ts';
import { persistConversation } from './conversation-persistence.ts';
import type { FeedbackDrafts } from './feedback-drafts.ts';
import { persistFeedbackDrafts, restoreFeedbackDrafts, withFeedbackDraft } from './feedback-drafts.ts';
import { withStoredDrafts } from './held-conversations.ts';
import { ToolgateDatabase } from './toolgate-database.ts';
import { legacyDatabase } from '../../test/legacy-database.ts';
import { observableValue } from '../../test/observable-value.ts';

/** A conversation whose one pending call is `call_1`, the id an agent reuses in each of its threads. */
const conversationWith = (id: string, modifiedArgs: JsonObject = {}): Conversation => ({
  ...makeConversation([
    makeMessage('model', [makeCallPart({ id: 'call_1', name: 'send_email', modifiedArgs })]),
  ]),
  id,
});

const modifiedArgsOf = (conversation: Conversation) => findCall(conversation, 'call_1')?.modifiedArgs;

describe('drafts of calls that share an id in two conversations', () => {
  it('each conversation keeps its own edited arguments, stored and restored', async () => {
    const db = new ToolgateDatabase(`drafts-${crypto.randomUUID()}`);
    const source = observableValue(conversationWith('conv_a'));
    const persistence = persistConversation(source, db, { debounceMs: 0, maxWaitMs: 0 });
    source.set(conversationWith('conv_a', { to: 'a@example.com' }));
    await until(async () => (await db.argumentDrafts.count()) === 1);
    // The operator opens the other thread and edits its call of the same id.
    source.set(conversationWith('conv_b'));
    source.set(conversationWith('conv_b', { to: 'b@example.com' }));
    await until(async () => (await db.argumentDrafts.count()) === 2);
    await persistence.stop();

    expect(modifiedArgsOf(await withStoredDrafts(db, conversationWith('conv_a')))).toEqual({
      to: 'a@example.com',
    });
    expect(modifiedArgsOf(await withStoredDrafts(db, conversationWith('conv_b')))).toEqual({
      to: 'b@example.com',
    });
  });

  it('each conversation keeps its own note, and deciding one call clears only its note', async () => {
    const db = new ToolgateDatabase(`notes-${crypto.randomUUID()}`);
    const notes = observableValue<{ readonly drafts: FeedbackDrafts }>({ drafts: {} });
    const persistence = persistFeedbackDrafts(notes, db);
    let drafts = withFeedbackDraft({}, 'conv_a', 'call_1', 'Only the invoice.');
    drafts = withFeedbackDraft(drafts, 'conv_b', 'call_1', 'Copy the manager.');
    notes.set({ drafts });
    await until(async () => (await db.callFeedbackDrafts.count()) === 2);

    expect(await restoreFeedbackDrafts(db, conversationWith('conv_a'))).toEqual({
      call_1: 'Only the invoice.',
    });
    expect(await restoreFeedbackDrafts(db, conversationWith('conv_b'))).toEqual({
      call_1: 'Copy the manager.',
    });

    // The call of conversation A is decided: its note goes, B's stays.
    notes.set({ drafts: withFeedbackDraft(drafts, 'conv_a', 'call_1', '') });
    await until(async () => (await db.callFeedbackDrafts.count()) === 1);
    expect(await db.callFeedbackDrafts.toArray()).toMatchObject([
      { conversationId: 'conv_b', callId: 'call_1', feedback: 'Copy the manager.' },
    ]);
    persistence.stop();
  });

  it('drafts stored under the call id alone still read after the upgrade', async () => {
    const name = `draft-upgrade-${crypto.randomUUID()}`;
    const old = legacyDatabase(name, 8, {
      messageChunks: '[conversationId+index], conversationId',
      resumes: 'id, conversationId, *interruptIds, *interruptKeys',
    });
    await old.table('drafts').put({
      callId: 'call_1',
      conversationId: 'conv_a',
      modifiedArgs: { to: 'a@example.com' },
      updatedAt: 1,
    });
    await old
      .table('feedbackDrafts')
      .put({ callId: 'call_1', conversationId: 'conv_a', feedback: 'Only the invoice.', updatedAt: 1 });
    old.close();

    const db = new ToolgateDatabase(name);
    expect(modifiedArgsOf(await withStoredDrafts(db, conversationWith('conv_a')))).toEqual({
      to: 'a@example.com',
    });
    expect(await restoreFeedbackDrafts(db, conversationWith('conv_a'))).toEqual({
      call_1: 'Only the invoice.',
    });
    expect(db.tables.map((table) => table.name)).not.toContain('drafts');
    expect(db.tables.map((table) => table.name)).not.toContain('feedbackDrafts');
  });
});
