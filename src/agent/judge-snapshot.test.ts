import { describe, expect, it } from 'vitest';
import { allToolCalls, updateToolCall } from '../core/conversation.ts';
import type { JsonObject } from '../core/json.ts';
import { compileRuleSet, decideByRules } from '../core/rules/decide-by-rules.ts';
import type { Rule } from '../core/rules/rule.ts';
import { setModifiedArgument } from '../core/tool-call.ts';
import { createToolRegistry } from '../tools/tool-registry.ts';
import {
  emptyTestConversation,
  memoryAudit,
  memoryPort,
  openAiChatSse,
  scriptedClient,
  toolRule,
} from '../test/agent-test-support.ts';
import { createAgent } from './create-agent.ts';
import type { RuleReader } from './decide-call.ts';
import { decideCall } from './decide-call.ts';
import { snapshotRefusal } from './judge-snapshot.ts';

const refundOver = (min: number, overrides: Partial<Rule> = {}) =>
  toolRule('update_order', 'deny', {
    match: { sources: [], tool: 'update_order', conditions: [{ kind: 'range', path: 'amount', min }] },
    message: 'Refunds that large go through finance.',
    ...overrides,
  });

/** Rules that another tab may change while a call waits: each decision reads the list as it is then. */
function changingRules(initial: readonly Rule[] = []): RuleReader & { rules: Rule[] } {
  const reader = {
    rules: [...initial],
    decide: (facts: Parameters<RuleReader['decide']>[0], now: number) =>
      decideByRules(compileRuleSet(reader.rules), facts, now),
  };
  return reader;
}

function setup(rules: RuleReader) {
  const runs: JsonObject[] = [];
  const registry = createToolRegistry([
    {
      name: 'update_order',
      description: 'Updates an order.',
      tier: 'write',
      inputSchema: { type: 'object', properties: { id: { type: 'number' }, amount: { type: 'number' } } },
      execute: async (args) => {
        runs.push(args);
        return { updated: true };
      },
    },
  ]);
  const port = memoryPort(emptyTestConversation());
  const audit = memoryAudit();
  const client = scriptedClient([
    openAiChatSse({ calls: [{ id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } }] }),
    openAiChatSse({ text: 'Noted.' }),
  ]);
  const agent = createAgent({ port, client, registry, rules, audit });
  const call = () => allToolCalls(port.current)[0]!;
  return { runs, port, audit, agent, call, client, registry };
}

describe('the rules judge the snapshot that will run', () => {
  it('refuses at approval a draft that a rule added meanwhile denies, and the tool never runs', async () => {
    const rules = changingRules();
    const { runs, port, audit, agent, call, client } = setup(rules);
    await agent.send('Refund');
    expect(call().status).toBe('pending');
    const callId = call().id;
    port.write((conversation) =>
      updateToolCall(conversation, callId, (current) => setModifiedArgument(current, 'amount', 5_000)),
    );
    const deny = refundOver(1_000);
    rules.rules.push(deny);
    expect(await agent.approve(callId)).toEqual({ ok: true });
    await agent.whenIdle();
    expect(runs).toEqual([]);
    expect(call()).toMatchObject({
      status: 'refused',
      approval: { by: 'operator', approvedArgs: { id: 7, amount: 5_000 } },
      refusal: { source: 'policy', rule: { id: deny.id, number: deny.number } },
    });
    expect(audit.entries[0]).toMatchObject({ decision: 'approved', outcome: 'refused' });
    const told = JSON.stringify(client.requests[1]!.messages);
    expect(told).toContain(`Denied by rule ${deny.number}: update_order with amount ≥ 1000.`);
    expect(told).toContain('Refunds that large go through finance.');
  });

  it('runs an approved draft that no deny rule matches, whatever an ask rule says', async () => {
    const rules = changingRules([refundOver(10_000), toolRule('update_order', 'ask')]);
    const { runs, port, agent, call } = setup(rules);
    await agent.send('Refund');
    const callId = call().id;
    port.write((conversation) =>
      updateToolCall(conversation, callId, (current) => setModifiedArgument(current, 'amount', 5_000)),
    );
    expect(await agent.approve(callId)).toEqual({ ok: true });
    await agent.whenIdle();
    expect(runs).toEqual([{ id: 7, amount: 5_000 }]);
  });

  it('an allow rule never runs a call the operator edited: it asks', async () => {
    const allow = toolRule('update_order', 'allow');
    const rules = changingRules([allow]);
    const { call, agent, registry } = setup(changingRules());
    await agent.send('Refund');
    const edited = setModifiedArgument(call(), 'amount', 80);
    const context = { source: 'built-in' as const, conversationId: 'c', sessionId: 's', now: 1 };
    const signal = new AbortController().signal;
    expect(await decideCall(edited, undefined, { registry, rules, signal, context })).toMatchObject({
      kind: 'ask',
    });
    expect(await decideCall(call(), undefined, { registry, rules, signal, context })).toMatchObject({
      kind: 'run',
      rule: { id: allow.id },
    });
  });

  it('words a denied draft for the operator, at the field the rule names', () => {
    const deny = refundOver(1_000);
    const verdict = decideByRules(
      compileRuleSet([deny]),
      {
        source: 'built-in',
        tool: 'update_order',
        args: { amount: 1_500 },
        tier: 'write',
        callId: 'c1',
        conversationId: 'v1',
        sessionId: 's1',
      },
      1,
    );
    expect(snapshotRefusal(verdict, 'draft')).toEqual({
      source: 'policy',
      rule: { id: deny.id, number: deny.number, summary: 'update_order with amount ≥ 1000' },
      message: `Denied by rule ${deny.number}: update_order with amount ≥ 1000. Refunds that large go through finance.`,
      path: 'amount',
    });
    expect(snapshotRefusal({ ...verdict, effect: 'ask' }, 'draft')).toBeUndefined();
  });
});
