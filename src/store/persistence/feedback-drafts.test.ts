import { describe, expect, it, vi } from 'vitest';
import { openAiChatSse, updateOrder } from '../../test/agent-test-support.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { AppState } from '../app-state.ts';
import { createTestProfile, openTestStore, savedWith, until } from '../../test/persistence-test-support.ts';

const calls = (state: AppState) => allToolCalls(state.conversation);

/** A store whose pending `update_order` call is saved, as the operator sees it before typing a note. */
async function pendingCall() {
  const profile = createTestProfile();
  const first = openTestStore(profile, [openAiChatSse({ calls: [updateOrder] })]);
  await first.store.getState().restoreSession();
  await first.store.getState().sendMessage('Refund order 7');
  const callId = calls(first.store.getState())[0]!.id;
  await savedWith(first.database, '"pending"');
  return { profile, first, callId };
}

describe('feedback drafts survive a reload', () => {
  it('the note the operator was writing comes back with its pending call, and goes with the approval', async () => {
    const { profile, first, callId } = await pendingCall();
    first.store.getState().setFeedbackDraft(callId, 'Refund 80, not 120: the rest was store credit.');
    await until(async () => (await first.database.callFeedbackDrafts.count()) === 1);

    const second = openTestStore(profile, [openAiChatSse({ text: 'Refunded 80.' })]);
    await second.store.getState().restoreSession();
    expect(second.store.getState().feedbackDrafts).toEqual({
      [second.store.getState().conversation.id]: {
        [callId]: 'Refund 80, not 120: the rest was store credit.',
      },
    });

    // Deciding the call clears its note, in the store and in IndexedDB.
    second.store.getState().setFeedbackDraft(callId, '');
    await until(async () => (await second.database.callFeedbackDrafts.count()) === 0);
    first.store.getState().stopAgent();
  });

  it('a note whose call was decided before the reload is not brought back, and is deleted', async () => {
    const { profile, first, callId } = await pendingCall();
    first.store.getState().setFeedbackDraft(callId, 'Check the address first.');
    await until(async () => (await first.database.callFeedbackDrafts.count()) === 1);
    // The call is decided while its note is still stored, as when another tab decides it.
    await first.store.getState().declineCall(callId, 'not now');
    await savedWith(first.database, '"declined"');

    const second = openTestStore(profile);
    await second.store.getState().restoreSession();
    expect(second.store.getState().feedbackDrafts).toEqual({});
    expect(await second.database.callFeedbackDrafts.count()).toBe(0);
  });

  it('writes each change as it is typed, and nothing when other state changes', async () => {
    const { first, callId } = await pendingCall();
    const state = first.store.getState();
    const conversationId = state.conversation.id;
    state.setFeedbackDraft(callId, 'F');
    state.setFeedbackDraft(callId, 'Fi');
    state.setFeedbackDraft(callId, 'Fine');
    state.setShowPruned(true);
    await until(
      async () =>
        (await first.database.callFeedbackDrafts.get([conversationId, callId]))?.feedback === 'Fine',
    );
    expect(await first.database.callFeedbackDrafts.toArray()).toMatchObject([
      { callId, conversationId, feedback: 'Fine' },
    ]);
  });

  it('a note that cannot be stored is reported at once, tried again, and stored once writes work', async () => {
    const { first, callId } = await pendingCall();
    const table = first.database.callFeedbackDrafts;
    const bulkPut = table.bulkPut.bind(table);
    let failures = 0;
    const spy = vi.spyOn(table, 'bulkPut').mockImplementation(((...args: Parameters<typeof bulkPut>) => {
      if (failures < 2) {
        failures += 1;
        return Promise.reject(new DOMException('The quota was exceeded.', 'QuotaExceededError'));
      }
      return bulkPut(...args);
    }) as typeof bulkPut);
    first.store.getState().setFeedbackDraft(callId, 'Refund 80, not 120.');
    await until(() => first.store.getState().feedbackSaveStatus.status === 'failing');
    expect(first.store.getState().feedbackSaveStatus).toMatchObject({
      status: 'failing',
      what: 'your notes on pending calls',
      error: expect.stringContaining('QuotaExceededError'),
      attempts: 1,
    });
    // The conversation itself is stored: its alert says nothing of the notes.
    expect(first.store.getState().saveStatus).toEqual({ status: 'saved' });
    // "Save now" tries again without waiting for the backoff; the second failure is counted as such.
    await first.store.getState().retrySave();
    expect(first.store.getState().feedbackSaveStatus).toMatchObject({ status: 'failing', attempts: 2 });
    await until(() => first.store.getState().feedbackSaveStatus.status === 'saved');
    const key: [string, string] = [first.store.getState().conversation.id, callId];
    expect((await first.database.callFeedbackDrafts.get(key))?.feedback).toBe('Refund 80, not 120.');
    spy.mockRestore();
    first.store.getState().stopAgent();
  });
});
