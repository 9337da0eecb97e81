import { describe, expect, it } from 'vitest';
import { allToolCalls, updateToolCall } from '../core/conversation.ts';
import { setModifiedArgument } from '../core/tool-call.ts';
import {
  createTestAgent,
  emptyTestConversation,
  fixedRules,
  memoryAudit,
  toolRule,
  memoryPort,
  openAiChatSse,
  scriptedClient,
  testTools,
} from '../test/agent-test-support.ts';
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

  it('refuses a call a rule denies, naming the rule to the model, and asks for a destructive one an unconfirmed allow rule matches', async () => {
    const deny = toolRule('update_order', 'deny', { message: 'Refunds wait for finance.' });
    const allowDeletes = toolRule('delete_*', 'allow');
    const { agent, call, runs, audit, client } = setup(
      [
        openAiChatSse({
          calls: [
            { id: 'call_u', name: 'update_order', args: { id: 7, amount: 1 } },
            { id: 'call_d', name: 'delete_ticket', args: { id: 3 } },
          ],
        }),
      ],
      [deny, allowDeletes],
    );
    await agent.send('Go');
    expect(call('call_u')).toMatchObject({
      status: 'refused',
      refusal: {
        source: 'policy',
        rule: { id: deny.id, number: deny.number, summary: 'update_order' },
        message: expect.stringContaining(
          `Denied by rule ${deny.number}: update_order. Refunds wait for finance.`,
        ),
      },
    });
    expect(call('call_d')).toMatchObject({ status: 'pending' });
    expect(call('call_d')).not.toHaveProperty('askedBy');
    expect(runs).toEqual([]);
    expect(audit.entries).toMatchObject([
      {
        tool: 'update_order',
        decision: 'refused',
        by: 'policy',
        rule: { number: deny.number },
        tier: 'write',
        source: 'built-in',
      },
    ]);
    await agent.decline(call('call_d').id, 'not now');
    await agent.whenIdle();
    expect(lastRequestText(client.requests)).toContain(`Denied by rule ${deny.number}: update_order.`);
  });

  it('runs a write call an allow rule matches on its arguments, naming the rule, and asks when the arguments differ', async () => {
    const small = toolRule('update_order', 'allow', {
      match: {
        sources: ['built-in'],
        tool: 'update_order',
        conditions: [{ kind: 'range', path: 'amount', max: 50 }],
      },
    });
    const asking = toolRule('update_*', 'ask', {
      match: { sources: [], tool: 'update_*', conditions: [{ kind: 'range', path: 'amount', min: 51 }] },
    });
    const { agent, call, runs, audit } = setup(
      [
        openAiChatSse({
          calls: [
            { id: 'call_small', name: 'update_order', args: { id: 1, amount: 20 } },
            { id: 'call_big', name: 'update_order', args: { id: 2, amount: 500 } },
          ],
        }),
      ],
      [small, asking],
    );
    await agent.send('Refund both');
    expect(runs).toEqual([{ tool: 'update_order', args: { id: 1, amount: 20 } }]);
    expect(call('call_small')).toMatchObject({
      status: 'executed',
      approval: {
        by: 'policy',
        rule: { number: small.number, summary: 'built-in: update_order with amount ≤ 50' },
      },
    });
    expect(call('call_big')).toMatchObject({ status: 'pending', askedBy: { number: asking.number } });
    expect(audit.entries[0]).toMatchObject({
      decision: 'approved',
      by: 'policy',
      rule: { number: small.number },
    });
    await agent.approve(call('call_big').id);
    expect(audit.entries[1]).toMatchObject({
      decision: 'approved',
      by: 'operator',
      rule: { number: asking.number },
    });
  });

  it('a deadline declines a waiting call when it passes, tells the model why, and a notify deadline only re-arms', async () => {
    let clock = 1_000;
    const decline = toolRule('update_order', 'ask', {
      deadline: { waitMs: 60_000, then: 'decline', message: 'Try again tomorrow.' },
    });
    const notify = toolRule('delete_ticket', 'ask', { deadline: { waitMs: 30_000, then: 'notify' } });
    const port = memoryPort(emptyTestConversation());
    const client = scriptedClient([
      openAiChatSse({
        calls: [
          { id: 'call_u', name: 'update_order', args: { id: 7, amount: 1 } },
          { id: 'call_d', name: 'delete_ticket', args: { id: 3 } },
        ],
      }),
      openAiChatSse({ text: 'Understood.' }),
    ]);
    const audit = memoryAudit();
    const agent = createAgent({
      port,
      client,
      registry: testTools().registry,
      rules: fixedRules([decline, notify]),
      audit,
      now: () => clock,
    });
    await agent.send('Go');
    const find = (id: string) => allToolCalls(port.current).find((candidate) => candidate.providerId === id)!;
    expect(find('call_u')).toMatchObject({ status: 'pending', deadline: { at: 61_000, then: 'decline' } });
    expect(find('call_d')).toMatchObject({ status: 'pending', deadline: { at: 31_000, then: 'notify' } });

    clock = 40_000;
    expect(await agent.expireDeadlines()).toEqual([find('call_d').id]);
    expect(find('call_d')).toMatchObject({ status: 'pending', deadline: { at: 70_000, notified: 1 } });
    expect(find('call_u').status).toBe('pending');

    clock = 61_000;
    await agent.expireDeadlines();
    expect(find('call_u')).toMatchObject({
      status: 'declined',
      by: 'policy',
      rule: { number: decline.number },
    });
    expect(audit.entries.at(-1)).toMatchObject({
      decision: 'declined',
      by: 'policy',
      rule: { number: decline.number },
    });
    await agent.decline(find('call_d').id);
    await agent.whenIdle();
    expect(lastRequestText(client.requests)).toContain(
      `The call was declined without the operator: nobody decided within 1 minute (the deadline of rule ${decline.number}: update_order). Try again tomorrow.`,
    );
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
      rules: fixedRules(),
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
