import { describe, expect, it } from 'vitest';
import { openAiChatSse, updateOrder } from '../../test/agent-test-support.ts';
import { allToolCalls, type Message } from '../../core/conversation.ts';
import type { AppState } from '../app-state.ts';
import { createAuditLog } from './audit-log.ts';
import { readActiveConversation } from './conversation-store.ts';
import {
  createTestProfile,
  openTestStore,
  pageAskingFor,
  rewriteStoredMessage,
  savedWith,
  until,
} from '../../test/persistence-test-support.ts';

const calls = (state: AppState) => allToolCalls(state.conversation);

describe('two tabs share the conversation', () => {
  it('a stale tab that approves a call another tab ran shows its real result; the call ran once, Retry is not offered', async () => {
    const profile = createTestProfile();
    const first = await pageAskingFor(profile, updateOrder, 'Refund', [openAiChatSse({ text: 'Done.' })]);
    const callId = first.callId;
    await savedWith(first.database, '"pending"');
    const second = openTestStore(profile);
    await second.store.getState().restoreSession();
    expect(calls(second.store.getState())[0]!.status).toBe('pending');

    // Tab A runs it; tab B has not heard yet and approves its stale copy.
    const approvedInA = first.store.getState().approveCall(callId);
    const approvedInB = second.store.getState().approveCall(callId);
    expect(await approvedInA).toEqual({ ok: true });
    expect(await approvedInB).toMatchObject({ ok: false, reason: expect.stringContaining('another tab') });
    expect([...first.runs, ...second.runs]).toHaveLength(1);
    // The log has the approval that ran, and the stale tab's approval as refused there, not as interrupted.
    await until(async () =>
      (await createAuditLog(first.database).forCall(callId)).every((entry) => entry.outcome !== 'running'),
    );
    const entries = await createAuditLog(first.database).forCall(callId);
    expect(
      entries
        .map(({ decision, outcome }) => ({ decision, outcome }))
        .sort((a, b) => a.outcome.localeCompare(b.outcome)),
    ).toEqual([
      { decision: 'approved', outcome: 'executed' },
      { decision: 'refused', outcome: 'refused' },
    ]);
    expect(entries.find((entry) => entry.decision === 'refused')?.reason).toBe(
      'Refused in this tab: another tab already ran this call, and a call runs once; this approval ran nothing.',
    );

    // Both tabs end up showing the result, and so does what is stored, whichever tab saved last.
    await until(() => calls(second.store.getState())[0]!.status === 'executed');
    expect(calls(first.store.getState())[0]).toMatchObject({ status: 'executed' });
    expect(calls(second.store.getState())[0]).toMatchObject({
      status: 'executed',
      result: calls(first.store.getState())[0]!.status === 'executed' ? expect.anything() : undefined,
    });
    await second.store.getState().retrySave();
    await first.store.getState().retrySave();
    const stored = allToolCalls((await readActiveConversation(first.database))!)[0]!;
    expect(stored.status).toBe('executed');
    expect(await second.store.getState().retryCall(callId)).toMatchObject({ ok: false });
    expect([...first.runs, ...second.runs]).toHaveLength(1);
  });

  it('a message sent in one tab appears in the other', async () => {
    const profile = createTestProfile();
    const first = openTestStore(profile, [openAiChatSse({ text: 'Hello from tab A.' })]);
    await first.store.getState().restoreSession();
    const second = openTestStore(profile);
    await second.store.getState().restoreSession();
    await first.store.getState().sendMessage('Hi');
    await first.store.getState().retrySave();
    await until(() =>
      JSON.stringify(second.store.getState().conversation.messages).includes('Hello from tab A.'),
    );
  });
});

describe('a reload right after Approve', () => {
  it('shows the outcome the claim recorded, with the result, and the audit log agrees', async () => {
    const profile = createTestProfile();
    const first = await pageAskingFor(profile, updateOrder, 'Refund');
    const callId = first.callId;
    await savedWith(first.database, '"pending"');
    // The tab goes away right after the tool ran: the conversation still says executing.
    const executing = { ...calls(first.store.getState())[0]! };
    expect(executing.status).toBe('pending');
    await first.store.getState().approveCall(callId);
    expect(first.runs).toHaveLength(1);
    // Whatever the tab still had to write (the model's next turn, a spaced save) is written before the reload is
    // played, so no late save of the live tab brings back the end the reload is meant to have lost.
    await first.store.getState().builtInDesk().whenIdle();
    await first.store.getState().retrySave();
    const holdsCall = (message: Message) => JSON.stringify(message).includes(callId);
    await rewriteStoredMessage(
      first.database,
      holdsCall,
      (message) =>
        JSON.parse(
          JSON.stringify({
            ...message,
            parts: message.parts.map((part) =>
              part.kind === 'tool-call' && part.call.status === 'executed'
                ? {
                    ...part,
                    call: {
                      ...part.call,
                      status: 'executing' as const,
                      result: undefined,
                      finishedAt: undefined,
                      revision: (part.call.revision ?? 0) - 1,
                    },
                  }
                : part,
            ),
          }),
        ) as Message,
    );
    const audit = createAuditLog(first.database);
    const [entry] = await audit.forCall(callId);
    await first.database.audit.put({ ...entry!, outcome: 'running' });

    const second = openTestStore(profile);
    await second.store.getState().restoreSession();
    expect(calls(second.store.getState())[0]).toMatchObject({
      status: 'executed',
      result: expect.anything(),
    });
    expect(await createAuditLog(second.database).forCall(callId)).toMatchObject([{ outcome: 'executed' }]);
  });

  it('offers Retry only when the record shows the tool did not run', async () => {
    const profile = createTestProfile();
    const first = openTestStore(profile, [
      openAiChatSse({
        calls: [
          { id: 'call_a', name: 'slow_export', args: { table: 'orders' } },
          { id: 'call_b', name: 'slow_export', args: { table: 'tickets' } },
        ],
      }),
    ]);
    await first.store.getState().sendMessage('Export');
    const [started, notStarted] = calls(first.store.getState());
    void first.store.getState().approveCall(started!.id);
    await until(() => first.runs.length === 1);
    // The second call was approved and saved, but the page went away before it was claimed.
    first.store.getState().updateConversation((conversation) => conversation);
    await first.database.claims.delete(notStarted!.id);
    const approval = { by: 'operator' as const, at: 1, approvedArgs: { table: 'tickets' }, modifiedKeys: [] };
    await rewriteStoredMessage(
      first.database,
      (message) => JSON.stringify(message).includes(notStarted!.id),
      (message) => ({
        ...message,
        parts: message.parts.map((part) =>
          part.kind === 'tool-call' && part.call.id === notStarted!.id
            ? {
                ...part,
                call: { ...part.call, status: 'executing', approval, startedAt: 1 } as typeof part.call,
              }
            : part,
        ),
      }),
    );
    await savedWith(first.database, '"executing"');

    const second = openTestStore(profile);
    await second.store.getState().restoreSession();
    const [mayHaveRun, didNotRun] = calls(second.store.getState());
    expect(mayHaveRun).toMatchObject({ status: 'interrupted', ran: 'unknown' });
    expect(didNotRun).toMatchObject({ status: 'interrupted', ran: 'no' });
    expect(await second.store.getState().retryCall(mayHaveRun!.id)).toMatchObject({ ok: false });
    expect(await second.store.getState().retryCall(didNotRun!.id)).toEqual({ ok: true });
    first.store.getState().stopAgent();
    second.store.getState().stopAgent();
  });
});
