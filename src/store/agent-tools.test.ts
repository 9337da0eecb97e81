import { describe, expect, it } from 'vitest';
import { openAiChatSse } from '../agent/agent-test-support.ts';
import { allToolCalls } from '../core/conversation.ts';
import { createTestProfile, openTestStore, until } from './persistence/persistence-test-support.ts';

describe('the agent slice exposes the tools it runs', () => {
  it('gives every screen the same registry and policies, the instances the agent itself uses', () => {
    const { store } = openTestStore(createTestProfile());
    const tools = store.getState().agentTools();
    expect(store.getState().agentTools()).toBe(tools);
    expect(tools.registry.get('update_order')?.tier).toBe('write');
  });

  it('a policy set through those tools governs the agent: the call runs without asking', async () => {
    const { store, runs } = openTestStore(createTestProfile(), [
      openAiChatSse({ calls: [{ id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } }] }),
      openAiChatSse({ text: 'Updated.' }),
    ]);
    await store.getState().agentTools().policies.set('update_order', 'always-approve');

    await store.getState().sendMessage('Refund order 7');
    await until(() => runs.length === 1);
    expect(runs).toEqual([{ tool: 'update_order', args: { id: 7, amount: 120 } }]);
    expect(allToolCalls(store.getState().conversation)[0]).toMatchObject({
      approval: { by: 'policy' },
    });
    store.getState().stopAgent();
  });
});
