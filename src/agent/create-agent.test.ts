import { describe, expect, it } from 'vitest';
import { updateToolCall } from '../core/conversation.ts';
import { setModifiedArgument } from '../core/tool-call.ts';
import {
  createTestAgent,
  emptyTestConversation,
  fixedPolicies,
  memoryAudit,
  memoryPort,
  openAiChatSse,
  scriptedClient,
  testTools,
} from './agent-test-support.ts';
import { createAgent } from './create-agent.ts';

const setup = createTestAgent;

const lastRequestText = (requests: readonly { messages: readonly unknown[] }[]) =>
  JSON.stringify(requests.at(-1)?.messages);

describe('the agent loop', () => {
  it('runs a read-only call at once, sends its result, and stops when the model answers without calls', async () => {
    const { agent, client, runs, port, audit } = setup([
      openAiChatSse({
        text: 'Checking.',
        calls: [{ id: 'call_w', name: 'get_weather', args: { city: 'Lisbon' } }],
      }),
      openAiChatSse({ text: 'It is sunny.' }),
    ]);
    expect(await agent.send('Weather in Lisbon?')).toEqual({ ok: true });
    expect(runs).toEqual([{ tool: 'get_weather', args: { city: 'Lisbon' } }]);
    expect(client.requests).toHaveLength(2);
    expect(lastRequestText(client.requests)).toContain('"kind":"tool-result"');
    expect(port.current.messages.map((message) => message.role)).toEqual(['user', 'model', 'model']);
    expect(port.current.messages.at(-1)?.status).toBe('complete');
    expect(audit.entries).toMatchObject([
      { by: 'policy', decision: 'approved', outcome: 'executed', tool: 'get_weather' },
    ]);
    expect(agent.getStatus()).toEqual({ status: 'idle' });
  });

  it('answers a call for a tool that does not exist automatically, and the model reads why', async () => {
    const { agent, client, call, audit, runs } = setup([
      openAiChatSse({ calls: [{ id: 'call_x', name: 'get_wether', args: { city: 'Lisbon' } }] }),
      openAiChatSse({ text: 'Sorry, retrying.' }),
    ]);
    await agent.send('Weather?');
    expect(call('call_x')).toMatchObject({ status: 'refused', refusal: { source: 'unknown-tool' } });
    expect(lastRequestText(client.requests)).toContain('The call was refused before running');
    expect(lastRequestText(client.requests)).toContain('get_wether');
    expect(audit.entries).toMatchObject([{ by: 'check', decision: 'refused', outcome: 'refused' }]);
    expect(runs).toEqual([]);
  });

  it('leaves a write call pending for the operator, then runs exactly the approved edit and tells the model', async () => {
    const { agent, client, call, port, runs, audit } = setup([
      openAiChatSse({ calls: [{ id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } }] }),
      openAiChatSse({ text: 'Refunded 80.' }),
    ]);
    await agent.send('Refund order 7');
    expect(call('call_u').status).toBe('pending');
    expect(agent.getStatus()).toEqual({ status: 'waiting', callIds: [call('call_u').id] });
    expect(client.requests).toHaveLength(1);

    const callId = call('call_u').id;
    port.write((conversation) =>
      updateToolCall(conversation, callId, (current) => setModifiedArgument(current, 'amount', 80)),
    );
    expect(await agent.approve(callId, { feedback: 'Half refund only.' })).toEqual({ ok: true });
    await agent.whenIdle();

    expect(runs).toEqual([{ tool: 'update_order', args: { id: 7, amount: 80 } }]);
    const sent = client.requests[1]!.messages;
    const replayed = sent.flatMap((message) => message.parts).find((part) => part.kind === 'tool-call');
    expect(replayed).toMatchObject({ args: { id: 7, amount: 80 }, providerId: 'call_u' });
    const result = sent.flatMap((message) => message.parts).find((part) => part.kind === 'tool-result');
    expect(result && 'content' in result ? result.content : '').toContain('amount: 120 → 80');
    expect(result && 'content' in result ? result.content : '').toContain(
      'Operator feedback: Half refund only.',
    );
    expect(audit.entries[0]).toMatchObject({
      by: 'operator',
      proposedArgs: { id: 7, amount: 120 },
      approvedArgs: { id: 7, amount: 80 },
      modifiedKeys: ['amount'],
      feedback: 'Half refund only.',
      outcome: 'executed',
    });
  });

  it('runs a call once when it is approved twice at the same moment', async () => {
    const { agent, call, runs } = setup([
      openAiChatSse({ calls: [{ id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } }] }),
      openAiChatSse({ text: 'Done.' }),
    ]);
    await agent.send('Refund');
    const callId = call('call_u').id;
    const [first, second] = await Promise.all([agent.approve(callId), agent.approve(callId)]);
    await agent.whenIdle();
    expect(first).toEqual({ ok: true });
    expect(second).toMatchObject({ ok: false, reason: expect.stringContaining('a call runs once') });
    expect(await agent.approve(callId)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('already run once'),
    });
    expect(runs).toHaveLength(1);
  });

  it('declines with the operator reason, and the model is told', async () => {
    const { agent, client, call, runs, audit } = setup([
      openAiChatSse({ calls: [{ id: 'call_d', name: 'delete_ticket', args: { id: 3 } }] }),
      openAiChatSse({ text: 'Understood.' }),
    ]);
    await agent.send('Clean up tickets');
    expect(await agent.decline(call('call_d').id, 'Ticket 3 is not a duplicate')).toEqual({ ok: true });
    await agent.whenIdle();
    expect(runs).toEqual([]);
    expect(lastRequestText(client.requests)).toContain(
      'The call was declined by the operator: Ticket 3 is not a duplicate',
    );
    expect(audit.entries).toMatchObject([
      { decision: 'declined', by: 'operator', reason: 'Ticket 3 is not a duplicate' },
    ]);
  });

  it('refuses a call whose policy is deny, and always asks for a destructive one even when always-approve', async () => {
    const { agent, call, runs } = setup(
      [
        openAiChatSse({
          calls: [
            { id: 'call_u', name: 'update_order', args: { id: 7, amount: 1 } },
            { id: 'call_d', name: 'delete_ticket', args: { id: 3 } },
          ],
        }),
      ],
      { update_order: 'deny', delete_ticket: 'always-approve' },
    );
    await agent.send('Go');
    expect(call('call_u')).toMatchObject({ status: 'refused', refusal: { source: 'policy' } });
    expect(call('call_d').status).toBe('pending');
    expect(runs).toEqual([]);
  });

  it('waits for every call of the turn before the next turn', async () => {
    const { agent, client, call } = setup([
      openAiChatSse({
        calls: [
          { id: 'call_a', name: 'update_order', args: { id: 1, amount: 1 } },
          { id: 'call_b', name: 'update_order', args: { id: 2, amount: 2 } },
        ],
      }),
      openAiChatSse({ text: 'Both handled.' }),
    ]);
    await agent.send('Two refunds');
    await agent.approve(call('call_a').id);
    expect(client.requests).toHaveLength(1);
    await agent.decline(call('call_b').id);
    await agent.whenIdle();
    expect(client.requests).toHaveLength(2);
  });

  it('refuses a new message while calls wait for the operator', async () => {
    const { agent } = setup([
      openAiChatSse({ calls: [{ id: 'call_u', name: 'update_order', args: { id: 1, amount: 1 } }] }),
    ]);
    await agent.send('Refund');
    expect(await agent.send('Something else')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('pending call'),
    });
  });

  it('pauses after the configured number of turns in a row', async () => {
    const port = memoryPort(emptyTestConversation());
    const loop = openAiChatSse({ calls: [{ id: 'call_w', name: 'get_weather', args: { city: 'Lisbon' } }] });
    const client = scriptedClient([loop, loop, loop, loop]);
    const { registry } = testTools();
    const agent = createAgent({
      port,
      client,
      registry,
      policies: fixedPolicies(),
      audit: memoryAudit(),
      maxTurns: 3,
    });
    await agent.send('Loop');
    expect(client.requests).toHaveLength(3);
    expect(agent.getStatus()).toMatchObject({
      status: 'idle',
      notice: expect.stringContaining('3 model turns'),
    });
  });
});
