import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../core/conversation.ts';
import { openAiChatSse } from '../test/agent-test-support.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';

const order = (id: number) => ({ id: `call_${id}`, name: 'update_order', args: { id, amount: 10 } });

describe('calls decided in a group', () => {
  it('each runs once and its audit entry names the group; a call decided on its own names none', async () => {
    const { store, runs } = openTestStore(createTestProfile(), [
      openAiChatSse({ calls: [order(1), order(2), order(3)] }),
      openAiChatSse({ text: 'Done.' }),
    ]);
    await store.getState().sendMessage('Refund three orders');
    await until(
      () =>
        allToolCalls(store.getState().conversation).filter((call) => call.status === 'pending').length === 3,
    );
    // The console's own ids, in the order the model proposed them.
    const [first, second, third] = allToolCalls(store.getState().conversation).map((call) => call.id);
    const group = { id: 'group_test', size: 2 };
    for (const callId of [first!, second!]) {
      store.getState().noteDecisionGroup([callId], group);
      expect(await store.getState().approveCall(callId)).toEqual({ ok: true });
    }
    // A group noted and then decided on its own (the operator changed their mind) names no group.
    store.getState().noteDecisionGroup([third!], group);
    store.getState().noteDecisionGroup([third!], undefined);
    await store.getState().declineCall(third!, 'not this one');
    await until(() => runs.length === 2);
    await until(async () => {
      const log = await store.getState().readAuditLog();
      return log.length === 3 && log.every((entry) => entry.outcome !== 'running');
    });
    const entries = await store.getState().readAuditLog();
    const byCall = Object.fromEntries(entries.map((entry) => [entry.callId, entry]));
    expect(byCall[first!]).toMatchObject({ decision: 'approved', outcome: 'executed', group });
    expect(byCall[second!]).toMatchObject({ decision: 'approved', outcome: 'executed', group });
    expect(byCall[third!]).toMatchObject({ decision: 'declined', reason: 'not this one' });
    expect(byCall[third!]?.group).toBeUndefined();
    expect(runs).toEqual([
      { tool: 'update_order', args: { id: 1, amount: 10 } },
      { tool: 'update_order', args: { id: 2, amount: 10 } },
    ]);
    // The notes are taken by the entries: nothing is left to name a later decision.
    expect(store.getState().decisionGroups).toEqual({});
    store.getState().stopAgent();
  });
});
