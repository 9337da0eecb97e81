import { describe, expect, it } from 'vitest';
import {
  cutInCall,
  openAiChatSse,
  slowExport,
  textBody,
  updateOrder,
} from '../../test/agent-test-support.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { AppState } from '../app-state.ts';
import { createAuditLog } from './audit-log.ts';
import {
  createTestProfile,
  openTestStore,
  pageAskingFor,
  savedWith,
} from '../../test/persistence-test-support.ts';
import { until } from '../../test/until.ts';

const calls = (state: AppState) => allToolCalls(state.conversation);

describe('a reload rebuilds the store from IndexedDB', () => {
  it('pending: the call is still pending, with the draft the operator was typing, and can be approved', async () => {
    const profile = createTestProfile();
    const first = await pageAskingFor(profile, updateOrder, 'Refund order 7');
    const callId = first.callId;
    await savedWith(first.database, '"status":"pending"');
    first.store.getState().setArgument(callId, 'amount', 80);
    await until(async () => (await first.database.argumentDrafts.count()) === 1);

    const second = openTestStore(profile, [openAiChatSse({ text: 'Refunded 80.' })]);
    await second.store.getState().restoreSession();
    const state = second.store.getState();
    expect(state.sessionStatus).toEqual({ status: 'ready', restored: true });
    expect(calls(state)[0]).toMatchObject({ id: callId, status: 'pending', modifiedArgs: { amount: 80 } });
    expect(state.agentStatus).toEqual({ status: 'waiting', callIds: [callId] });

    expect(await state.approveCall(callId)).toEqual({ ok: true });
    expect(second.runs).toEqual([{ tool: 'update_order', args: { id: 7, amount: 80 } }]);
    await until(
      () =>
        second.store.getState().conversation.messages.at(-1)?.status === 'complete' &&
        second.requests.length === 1,
    );
    expect(first.runs).toEqual([]);
  });

  it('executing: the call comes back interrupted, the audit log says so, and Retry is refused since it may have run', async () => {
    const profile = createTestProfile();
    const first = await pageAskingFor(profile, slowExport, 'Export');
    const callId = first.callId;
    void first.store.getState().approveCall(callId);
    await until(() => first.runs.length === 1);
    await savedWith(first.database, '"status":"executing"');

    const second = openTestStore(profile, [openAiChatSse({ text: 'Exported.' })]);
    await second.store.getState().restoreSession();
    expect(calls(second.store.getState())[0]).toMatchObject({
      status: 'interrupted',
      reason: expect.stringContaining('reloaded'),
    });
    const audit = await createAuditLog(second.database).forCall(callId);
    expect(audit).toMatchObject([
      { decision: 'approved', outcome: 'interrupted', outcomeDetail: expect.stringContaining('reloaded') },
    ]);
    // It was claimed and started, and nothing recorded its end: running it again could run it twice.
    expect(calls(second.store.getState())[0]).toMatchObject({ ran: 'unknown' });
    expect(await second.store.getState().retryCall(callId)).toMatchObject({ ok: false });
    expect(second.runs).toEqual([]);
    first.store.getState().stopAgent();
    second.store.getState().stopAgent();
  });

  it('streaming: the message comes back incomplete and the call that was forming is refused, never run', async () => {
    const profile = createTestProfile();
    const sse = openAiChatSse({
      text: 'Let me update that.',
      calls: [{ id: 'call_u', name: 'update_order', args: { id: 7, amount: 120, note: 'long' } }],
    });
    const first = openTestStore(profile, [() => textBody(cutInCall(sse, 0, 3), { stall: true })]);
    void first.store.getState().sendMessage('Update');
    await savedWith(first.database, '"status":"streaming"', 'Let me update that.');

    const second = openTestStore(profile);
    await second.store.getState().restoreSession();
    const message = second.store.getState().conversation.messages.at(-1)!;
    expect(message).toMatchObject({ status: 'incomplete', error: expect.stringContaining('reloaded') });
    expect(calls(second.store.getState())[0]).toMatchObject({
      status: 'refused',
      refusal: { source: 'unparseable' },
    });
    expect(second.store.getState().agentStatus).toEqual({ status: 'idle' });
    first.store.getState().stopAgent();
  });

  it('settled: an answered conversation comes back whole, and the next message goes on from it', async () => {
    const profile = createTestProfile();
    const first = openTestStore(profile, [openAiChatSse({ text: 'Hello, operator.' })]);
    await first.store.getState().sendMessage('Hi');
    // The page is reloaded only once the answer is whole and written: the user's message is complete from the
    // start, so a stored "complete" alone says nothing of the model's, which a spaced save may still be writing.
    await first.store.getState().builtInDesk().whenIdle();
    await first.store.getState().retrySave();
    await savedWith(first.database, 'Hello, operator.');
    expect(first.store.getState().conversation.messages.at(-1)?.status).toBe('complete');

    const second = openTestStore(profile, [openAiChatSse({ text: 'Still here.' })]);
    await second.store.getState().restoreSession();
    expect(second.store.getState().conversation).toEqual(first.store.getState().conversation);
    expect(await second.store.getState().sendMessage('Again')).toEqual({ ok: true });
    expect(second.requests[0]!.messages.map((message) => message.role)).toEqual(['user', 'model', 'user']);
  });

  it('two tabs approving the same call: it runs once', async () => {
    const profile = createTestProfile();
    const first = await pageAskingFor(profile, updateOrder, 'Refund');
    const callId = first.callId;
    await savedWith(first.database, '"status":"pending"');
    const second = openTestStore(profile);
    await second.store.getState().restoreSession();

    expect(await first.store.getState().approveCall(callId)).toEqual({ ok: true });
    const other = await second.store.getState().approveCall(callId);
    // Either the second tab has heard that the call runs (the tabs share the conversation), or its claim loses.
    expect(other).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/another tab|already running|already run/),
    });
    expect(second.store.getState().actionError).toMatch(/another tab|already running|already run/);
    expect([...first.runs, ...second.runs]).toHaveLength(1);
  });
});
