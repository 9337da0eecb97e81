import { describe, expect, it } from 'vitest';
import { openAiChatSse } from '../test/agent-test-support.ts';
import { allToolCalls } from '../core/conversation.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';

describe('the agent slice exposes the tools it runs', () => {
  it('gives every screen the same registry and rules, the instances the agent itself uses', () => {
    const { store } = openTestStore(createTestProfile());
    const tools = store.getState().agentTools();
    expect(store.getState().agentTools()).toBe(tools);
    expect(tools.registry.get('update_order')?.tier).toBe('write');
  });

  it('a rule saved through those tools governs the agent: the call runs without asking, and the rule counts it', async () => {
    const { store, runs } = openTestStore(createTestProfile(), [
      openAiChatSse({ calls: [{ id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } }] }),
      openAiChatSse({ text: 'Updated.' }),
    ]);
    const rules = store.getState().agentTools().rules;
    const rule = await rules.add({
      match: {
        sources: ['built-in'],
        tool: 'update_*',
        conditions: [{ kind: 'range', path: 'amount', max: 200 }],
      },
      effect: 'allow',
      scope: { kind: 'session', sessionId: store.getState().sessionId },
      status: 'active',
    });

    await store.getState().sendMessage('Refund order 7');
    await until(() => runs.length === 1);
    expect(runs).toEqual([{ tool: 'update_order', args: { id: 7, amount: 120 } }]);
    expect(allToolCalls(store.getState().conversation)[0]).toMatchObject({
      approval: { by: 'policy', rule: { id: rule.id, number: 1 } },
    });
    await until(async () => (await rules.matches())[rule.id]?.count === 1);
    store.getState().stopAgent();
  });
});
