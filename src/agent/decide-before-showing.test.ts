import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../core/conversation.ts';
import type { ToolCallStatus } from '../core/tool-call.ts';
import type { Rule } from '../core/rules/rule.ts';
import { createTestAgent, openAiChatSse, toolRule } from '../test/agent-test-support.ts';

/** Runs one turn with `calls` and records every status each call was ever written with, in order. */
async function statusSequences(
  calls: readonly { readonly id: string; readonly name: string; readonly args: Record<string, unknown> }[],
  rules: readonly Rule[] = [],
) {
  const setup = createTestAgent(
    [openAiChatSse({ calls: calls as never }), openAiChatSse({ text: 'Done.' })],
    rules,
  );
  const seen = new Map<string, ToolCallStatus[]>();
  const write = setup.port.write;
  setup.port.write = (update) => {
    write(update);
    for (const call of allToolCalls(setup.port.current)) {
      const key = call.providerId ?? call.id;
      const list = seen.get(key) ?? [];
      if (list.at(-1) !== call.status) list.push(call.status);
      seen.set(key, list);
    }
  };
  await setup.agent.send('Go.');
  await setup.agent.whenIdle();
  return { seen, ...setup };
}

describe('a call is decided before it is shown as waiting', () => {
  it('never shows a read-only call as pending: it goes from checking straight to running', async () => {
    const { seen, runs } = await statusSequences([
      { id: 'call_w', name: 'get_weather', args: { city: 'Lisbon' } },
    ]);
    expect(seen.get('call_w')).toEqual(['streaming', 'checking', 'executing', 'executed']);
    expect(runs).toEqual([{ tool: 'get_weather', args: { city: 'Lisbon' } }]);
  });

  it('never shows a call a rule allows as pending', async () => {
    const { seen } = await statusSequences(
      [{ id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } }],
      [toolRule('update_order', 'allow')],
    );
    expect(seen.get('call_u')).not.toContain('pending');
    expect(seen.get('call_u')?.at(-1)).toBe('executed');
  });

  it('never shows a call a rule denies as pending', async () => {
    const { seen } = await statusSequences(
      [{ id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } }],
      [toolRule('update_order', 'deny')],
    );
    expect(seen.get('call_u')).toEqual(['streaming', 'checking', 'refused']);
  });

  it('shows a call that asks as pending only once its checks passed', async () => {
    const { seen, agent } = await statusSequences([
      { id: 'call_w', name: 'get_weather', args: { city: 'Lisbon' } },
      { id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } },
    ]);
    expect(seen.get('call_u')).toEqual(['streaming', 'checking', 'pending']);
    expect(seen.get('call_w')).not.toContain('pending');
    expect(agent.getStatus()).toMatchObject({ status: 'waiting' });
  });
});
