import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../core/conversation.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';

describe('calls by the operator’s hand', () => {
  it('wait in the review with arguments from the schema, run once when approved, start no model turn, and reach the model only when shared', async () => {
    const { store, runs } = openTestStore(createTestProfile());
    const opened = store.getState().callToolByHand('update_order');
    expect(opened.ok).toBe(true);
    const [call] = allToolCalls(store.getState().conversation);
    expect(call).toMatchObject({
      id: opened.callId,
      status: 'pending',
      initiatedBy: 'operator',
      args: { id: 1, amount: 1 },
    });
    expect(store.getState().screen).toBe('console');

    // A second one waits until this one is decided, as a message would.
    expect(store.getState().callToolByHand('get_weather')).toMatchObject({
      ok: false,
      reason: 'Decide the pending call first (approve or decline).',
    });

    store.getState().setArgument(opened.callId!, 'amount', 120);
    expect((await store.getState().approveCall(opened.callId!)).ok).toBe(true);
    await until(() => allToolCalls(store.getState().conversation)[0]?.status === 'executed');
    expect(runs).toEqual([{ tool: 'update_order', args: { id: 1, amount: 120 } }]);
    // No model turn followed: the conversation holds the operator's call alone.
    expect(store.getState().conversation.messages).toHaveLength(1);

    expect(store.getState().shareHandCallResult(opened.callId!)).toEqual({ ok: true });
    const shared = store.getState().conversation.messages.at(-1);
    expect(shared?.role).toBe('user');
    expect(JSON.stringify(shared?.parts)).toContain(
      'I ran update_order myself with {\\"id\\":1,\\"amount\\":120}',
    );
    expect(allToolCalls(store.getState().conversation)[0]?.resultShared).toBe(true);
    expect(runs).toHaveLength(1);
  });

  it('refuses a tool nobody offers, saying so', () => {
    const { store } = openTestStore(createTestProfile());
    expect(store.getState().callToolByHand('launch_rocket')).toEqual({
      ok: false,
      reason: 'There is no tool named launch_rocket.',
    });
    expect(store.getState().conversation.messages).toHaveLength(0);
  });
});
