import { describe, expect, it } from 'vitest';
import {
  createTestAgent,
  emptyTestConversation,
  fixedRules,
  memoryAudit,
  memoryPort,
  openAiChatSse,
  cutInCall,
  testTools,
  textBody,
  type ScriptStep,
} from '../test/agent-test-support.ts';
import type { Rule } from '../core/rules/rule.ts';
import type { AgentStatus } from '../core/agent-status.ts';
import { createAgent } from './create-agent.ts';
import { until } from '../test/until.ts';

function setup(steps: readonly ScriptStep[], rules: readonly Rule[] = []) {
  const setUp = createTestAgent(steps, rules);
  const statuses: AgentStatus['status'][] = [];
  setUp.agent.subscribe((status) => statuses.push(status.status));
  return { ...setUp, statuses };
}

describe('Stop', () => {
  it('mid-stream: keeps the whole call pending, refuses the one cut off, and starts no further turn', async () => {
    const full = openAiChatSse({
      text: 'Two things.',
      calls: [
        { id: 'call_a', name: 'update_order', args: { id: 1, amount: 5 } },
        {
          id: 'call_b',
          name: 'update_order',
          args: { id: 2, amount: 6, note: 'a long note that keeps streaming' },
        },
      ],
    });
    const cut = cutInCall(full, 1, 4);
    const { agent, port, client, call, runs, statuses } = setup([() => textBody(cut, { stall: true })]);
    const sending = agent.send('Do it');
    await until(() => call('call_b')?.rawArguments.length >= 28);
    expect(call('call_b')).toMatchObject({
      status: 'streaming',
      rawArguments: '{"id":2,"amount":6,"note":"a',
    });
    expect(statuses).toContain('streaming');
    agent.stop();
    await sending;
    await agent.whenIdle();
    expect(port.current.messages.at(-1)).toMatchObject({
      status: 'incomplete',
      error: 'Stopped by the operator.',
    });
    expect(call('call_a').status).toBe('pending');
    expect(call('call_b')).toMatchObject({ status: 'refused', refusal: { source: 'unparseable' } });
    expect(call('call_b')).toMatchObject({
      refusal: { message: expect.stringContaining('The operator stopped the stream while the arguments') },
    });
    expect(JSON.stringify(call('call_b'))).not.toContain('output limit');
    expect(client.requests).toHaveLength(1);
    expect(runs).toEqual([]);
    expect(agent.getStatus()).toMatchObject({ status: 'waiting' });
  });

  it('a network break mid-call: the cut call is refused as a broken stream, not as too long', async () => {
    const full = openAiChatSse({
      calls: [{ id: 'call_n', name: 'update_order', args: { id: 2, amount: 6, note: 'a long note' } }],
    });
    const cut = cutInCall(full, 0, 3);
    const broken = () => {
      const bytes = new TextEncoder().encode(cut);
      let sent = false;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent) return controller.error(new TypeError('network error'));
          sent = true;
          controller.enqueue(bytes);
        },
      });
    };
    const { agent, call, runs } = setup([broken]);
    await agent.send('Do it');
    await agent.whenIdle();
    expect(call('call_n')).toMatchObject({
      status: 'refused',
      refusal: {
        source: 'unparseable',
        message: expect.stringContaining(
          'The stream broke while the arguments of update_order were being written',
        ),
      },
    });
    expect(JSON.stringify(call('call_n'))).not.toContain('output limit');
    expect(runs).toEqual([]);
  });

  it('mid-execution: the running call becomes interrupted, no next turn starts, and Retry runs it again', async () => {
    const { agent, call, client, runs, audit } = setup([
      openAiChatSse({ calls: [{ id: 'call_s', name: 'slow_export', args: { table: 'orders' } }] }),
      openAiChatSse({ text: 'Export done.' }),
    ]);
    await agent.send('Export');
    const callId = call('call_s').id;
    const approving = agent.approve(callId);
    await until(() => runs.length === 1);
    expect(agent.getStatus()).toEqual({ status: 'executing', callIds: [callId] });
    agent.stop();
    await approving;
    await agent.whenIdle();
    expect(call('call_s')).toMatchObject({ status: 'interrupted', reason: 'stopped by the operator' });
    expect(client.requests).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ decision: 'approved', outcome: 'interrupted' });

    expect(await agent.retry(callId)).toEqual({ ok: true });
    expect(call('call_s').status).toBe('pending');
    const second = agent.approve(callId);
    await until(() => runs.length === 2);
    agent.stop();
    await second;
    expect(runs).toHaveLength(2);
  });

  it('reports a retry wait while the provider is rate limiting', async () => {
    const port = memoryPort(emptyTestConversation());
    const { registry } = testTools();
    const statuses: AgentStatus[] = [];
    const agent = createAgent({
      port,
      registry,
      rules: fixedRules(),
      audit: memoryAudit(),
      client: {
        id: 'fake',
        label: 'fake',
        async stream(_request, { onRetry }) {
          onRetry?.(2000, 1, 'Too many requests (429)');
          return { format: 'openai-chat', body: textBody(openAiChatSse({ text: 'Hi.' })) };
        },
      },
    });
    agent.subscribe((status) => statuses.push(status));
    await agent.send('Hello');
    expect(statuses).toContainEqual(
      expect.objectContaining({ status: 'retrying', waitMs: 2000, attempt: 1 }),
    );
    expect(agent.getStatus()).toEqual({ status: 'idle' });
  });
});
