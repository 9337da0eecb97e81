import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../core/json.ts';
import threads from './__fixtures__/threads-search-interrupted.json' with { type: 'json' };
import { argumentSchemaOf } from './argument-schema.ts';
import { inboxItemOf } from './inbox-item.ts';
import { questionCallName, threadConversation } from './thread-conversation.ts';
import { openThreadInterrupts, resumeCommandValue } from './thread-interrupt.ts';

const all = threads as unknown as JsonObject[];
const threadOf = (graph: string) => all.find((thread) => (thread.metadata as JsonObject).graph_id === graph)!;

function mapped(graph: string) {
  const thread = threadOf(graph);
  return threadConversation(thread, {
    deploymentId: 'dep',
    title: graph,
    interrupt: openThreadInterrupts(thread)[0],
  });
}

describe('threadConversation', () => {
  it('maps history with its results and the open action as the pending call it answers', () => {
    const { conversation, interrupt } = mapped('inbox');
    expect(conversation.messages.map((message) => message.role)).toEqual([
      'user',
      'model',
      'model',
      'user',
      'model',
    ]);
    const calls = conversation.messages.flatMap((message) =>
      message.parts.flatMap((part) => (part.kind === 'tool-call' ? [part.call] : [])),
    );
    expect(calls.map((call) => [call.name, call.status])).toEqual([
      ['send_email', 'executed'],
      ['write_file', 'pending'],
    ]);
    expect(calls[0]?.status === 'executed' && calls[0].result).toBe(
      'Sent "Order 1001" to customer1@example.com',
    );
    expect(conversation.messages[2]?.parts[0]).toMatchObject({
      kind: 'text',
      text: expect.stringMatching(/^Finished/),
    });
    expect(interrupt?.callIds).toEqual([calls[1]?.id]);
    expect(calls[1]?.args).toEqual({ path: '/reports/week-2.md', content: 'Week 2 report' });
    expect(calls[1]?.interrupt).toMatchObject({
      reason: 'langgraph:agent-inbox',
      editable: true,
      metadata: { actionIndex: 0, allowed: ['approve', 'edit', 'ignore'] },
    });
  });

  it('maps a HumanInterrupt raised as one object onto the call it answers, and records no decision for it', () => {
    const thread = threadOf('inbox');
    const [task, [entry]] = Object.entries(thread.interrupts as Record<string, JsonObject[]>)[0]!;
    const single = {
      ...thread,
      interrupts: { [task]: [{ ...entry, value: (entry!.value as JsonObject[])[0]! }] },
    } as JsonObject;
    const { conversation, interrupt } = threadConversation(single, {
      deploymentId: 'dep',
      title: 'inbox',
      interrupt: openThreadInterrupts(single)[0],
    });
    const calls = conversation.messages.flatMap((message) =>
      message.parts.flatMap((part) => (part.kind === 'tool-call' ? [part.call] : [])),
    );
    expect(calls.map((call) => [call.name, call.status])).toEqual([
      ['send_email', 'executed'],
      ['write_file', 'pending'],
    ]);
    expect(interrupt?.callIds).toEqual([calls[1]!.id]);
  });

  it('never records a call the thread holds no result for as declined by the operator', () => {
    const thread = threadOf('inbox');
    // The same thread with an interrupt that is not a tool call: its last call has no result and nobody decided it.
    const [task, [entry]] = Object.entries(thread.interrupts as Record<string, JsonObject[]>)[0]!;
    const asked = {
      ...thread,
      interrupts: { [task]: [{ ...entry, value: 'Which week?' }] },
    } as JsonObject;
    const { conversation } = threadConversation(asked, {
      deploymentId: 'dep',
      title: 'inbox',
      interrupt: openThreadInterrupts(asked)[0],
    });
    const calls = conversation.messages.flatMap((message) =>
      message.parts.flatMap((part) => (part.kind === 'tool-call' ? [part.call] : [])),
    );
    const writeFile = calls.find((call) => call.name === 'write_file')!;
    expect(writeFile.status).toBe('interrupted');
    expect(writeFile.status === 'interrupted' && writeFile.reason).toMatch(/no result for this call/);
    expect(writeFile.status === 'interrupted' && writeFile.ran).toBe('unknown');
    expect(calls.some((call) => call.status === 'declined')).toBe(false);
  });

  it('gives the same ids when the same thread is mapped again', () => {
    expect(mapped('middleware')).toEqual(mapped('middleware'));
  });

  it('maps each middleware action request onto its call, in order', () => {
    const { conversation, interrupt } = mapped('middleware');
    const last = conversation.messages.at(-1)!;
    const pending = last.parts.flatMap((part) => (part.kind === 'tool-call' ? [part.call] : []));
    expect(pending.map((call) => [call.name, call.status])).toEqual([
      ['send_email', 'pending'],
      ['write_file', 'pending'],
    ]);
    expect(interrupt?.callIds).toEqual(pending.map((call) => call.id));
  });

  it('asks a value interrupt as a call of its own, the value shown and a JSON answer to write', () => {
    const { conversation, interrupt } = mapped('question');
    const last = conversation.messages.at(-1)!;
    const part = last.parts[0];
    expect(part?.kind === 'tool-call' && part.call.name).toBe(questionCallName);
    expect(part?.kind === 'tool-call' && part.call.args).toEqual({ answer: null });
    expect(part?.kind === 'tool-call' && part.call.interrupt?.message).toContain('"emea"');
    expect(conversation.source).toEqual({
      kind: 'langgraph',
      deploymentId: 'dep',
      threadId: expect.any(String),
    });
    expect(interrupt?.callIds).toHaveLength(1);
  });
});

describe('inboxItemOf', () => {
  it('reads assistant, age, the proposed action in one line and no claim', () => {
    const names = new Map([[String((threadOf('middleware').metadata as JsonObject).assistant_id), 'Mailer']]);
    const item = inboxItemOf(threadOf('middleware'), names)!;
    expect(item.assistant).toBe('Mailer');
    expect(item.summary).toBe(
      'send_email("customer3@example.com", "Order 1003", "Your order 1003 shipped.") and 1 more',
    );
    expect(item.waitingSince).toBe(Date.parse(String(threadOf('middleware').updated_at)));
    expect(item.claim).toBeUndefined();
    expect(inboxItemOf(threadOf('question'), new Map())?.summary).toBe(
      'Which region should the quarterly report cover?',
    );
    expect(inboxItemOf(threadOf('inbox'), new Map())?.assistant).toBe('inbox');
  });

  it('leaves out a thread with no open interrupt', () => {
    expect(inboxItemOf({ ...threadOf('inbox'), interrupts: {} }, new Map())).toBeUndefined();
  });
});

describe('argumentSchemaOf', () => {
  it('takes the declared schema, else infers one that keeps each type', () => {
    const declared = { type: 'object', properties: { to: { type: 'string' } } };
    expect(argumentSchemaOf({ args: {}, argsSchema: declared })).toEqual({
      schema: declared,
      origin: 'declared',
    });
    expect(
      argumentSchemaOf({
        args: { to: 'a', count: 2, ratio: 0.5, urgent: false, tags: ['x'], extra: null, mixed: [1, 'a'] },
      }),
    ).toEqual({
      origin: 'inferred',
      schema: {
        type: 'object',
        properties: {
          to: { type: 'string' },
          count: { type: 'integer' },
          ratio: { type: 'number' },
          urgent: { type: 'boolean' },
          tags: { type: 'array', items: { type: 'string' } },
          extra: {},
          mixed: { type: 'array' },
        },
        required: ['to', 'count', 'ratio', 'urgent', 'tags', 'extra', 'mixed'],
      },
    });
  });
});

describe('resumeCommandValue', () => {
  it('keys the value by interrupt id only when several are open', () => {
    const one = [{ id: 'a', request: { form: 'value' as const, value: 1 } }];
    expect(resumeCommandValue(one, 'a', 'yes')).toBe('yes');
    expect(resumeCommandValue([...one, { ...one[0]!, id: 'b' }], 'b', 'yes')).toEqual({ b: 'yes' });
  });
});
