import { describe, expect, it } from 'vitest';
import { allToolCalls, updateToolCall } from '../core/conversation.ts';
import type { JsonObject } from '../core/json.ts';
import { setModifiedArgument } from '../core/tool-call.ts';
import { createToolRegistry } from '../tools/tool-registry.ts';
import {
  emptyTestConversation,
  fixedRules,
  memoryAudit,
  memoryPort,
  openAiChatSse,
  scriptedClient,
} from '../test/agent-test-support.ts';
import { createAgent } from './create-agent.ts';

function setup(options: { readonly recordFails?: boolean } = {}) {
  const state = { orderDeleted: false, runs: [] as JsonObject[] };
  const registry = createToolRegistry([
    {
      name: 'update_order',
      description: 'Updates an order.',
      tier: 'write',
      inputSchema: {
        type: 'object',
        properties: { id: { type: 'number' }, amount: { type: 'number' } },
        required: ['id'],
      },
      check: () =>
        state.orderDeleted ? { source: 'check', message: 'Order 7 no longer exists.' } : undefined,
      execute: async (args) => {
        state.runs.push(args);
        return { updated: true };
      },
    },
  ]);
  const port = memoryPort(emptyTestConversation());
  const audit = memoryAudit();
  const failingAudit = { ...audit, record: async () => Promise.reject(new Error('disk full')) };
  const client = scriptedClient([
    openAiChatSse({ calls: [{ id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } }] }),
    openAiChatSse({ text: 'Noted.' }),
  ]);
  const agent = createAgent({
    port,
    client,
    registry,
    rules: fixedRules(),
    audit: options.recordFails ? failingAudit : audit,
  });
  const call = () => allToolCalls(port.current)[0]!;
  return { state, port, audit, agent, call, client };
}

describe('approving a call', () => {
  it('re-checks just before running: a call whose data changed is refused, keeping what was approved', async () => {
    const { state, port, agent, call, client, audit } = setup();
    await agent.send('Refund');
    const callId = call().id;
    port.write((conversation) =>
      updateToolCall(conversation, callId, (current) => setModifiedArgument(current, 'amount', 80)),
    );
    state.orderDeleted = true;
    expect(await agent.approve(callId)).toEqual({ ok: true });
    await agent.whenIdle();
    expect(state.runs).toEqual([]);
    expect(call()).toMatchObject({
      status: 'refused',
      approval: { approvedArgs: { id: 7, amount: 80 } },
      refusal: { message: 'Order 7 no longer exists.' },
    });
    expect(audit.entries[0]).toMatchObject({
      decision: 'approved',
      outcome: 'refused',
      outcomeDetail: 'Order 7 no longer exists.',
    });
    const told = JSON.stringify(client.requests[1]!.messages);
    expect(told).toContain('approved, then refused just before running: Order 7 no longer exists.');
    expect(told).toContain('amount: 120 → 80');
  });

  it('does not run a call whose decision could not be recorded', async () => {
    const { state, agent, call } = setup({ recordFails: true });
    await agent.send('Refund');
    const result = await agent.approve(call().id);
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining('could not be recorded (disk full)'),
    });
    expect(state.runs).toEqual([]);
    expect(call()).toMatchObject({ status: 'failed', error: expect.stringContaining('did not run') });
  });

  it('runs exactly the approved snapshot, even if the draft changes while it runs', async () => {
    const { state, port, agent, call } = setup();
    await agent.send('Refund');
    const callId = call().id;
    const approving = agent.approve(callId);
    port.write((conversation) =>
      updateToolCall(conversation, callId, (current) => ({ ...current, modifiedArgs: { amount: 1 } })),
    );
    await approving;
    expect(state.runs).toEqual([{ id: 7, amount: 120 }]);
  });
});
