import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../core/json.ts';
import threads from './__fixtures__/threads-search-interrupted.json' with { type: 'json' };
import { readInterruptRequest } from './interrupt-request.ts';
import { openThreadInterrupts } from './thread-interrupt.ts';

const byGraph = (graph: string) => {
  const thread = (threads as unknown as JsonObject[]).find(
    (candidate) => (candidate.metadata as JsonObject).graph_id === graph,
  );
  if (!thread) throw new Error(`no ${graph} thread in the fixture`);
  return openThreadInterrupts(thread);
};

describe('readInterruptRequest on what the server sent', () => {
  it("reads Agent Inbox's HumanInterrupt list, with the flags the graph set and why the others are missing", () => {
    const [open] = byGraph('inbox');
    expect(open?.id).toMatch(/^[0-9a-f]{32}$/);
    const request = open!.request;
    expect(request.form).toBe('agent-inbox');
    if (request.form !== 'agent-inbox') return;
    const [action] = request.actions;
    expect(action?.name).toBe('write_file');
    expect(action?.args).toEqual({ path: '/reports/week-2.md', content: 'Week 2 report' });
    expect(action?.allowed).toEqual(['approve', 'edit', 'ignore']);
    expect(action?.missing).toEqual([
      { choice: 'reject', why: "the graph's interrupt sets allow_respond to false, so it takes no respond" },
    ]);
    expect(action?.description).toContain('write_file');
  });

  it('reads a HumanInterrupt raised as one object, not a list, as the same Agent Inbox request', () => {
    const thread = (threads as unknown as JsonObject[]).find(
      (candidate) => (candidate.metadata as JsonObject).graph_id === 'inbox',
    )!;
    const [entry] = Object.values(thread.interrupts as JsonObject).flat() as JsonObject[];
    const [item] = entry!.value as JsonObject[];
    expect(readInterruptRequest(item!)).toEqual(readInterruptRequest([item!]));
    expect(readInterruptRequest(item!).form).toBe('agent-inbox');
    // An object that is no HumanInterrupt is still a value, not an action with guessed fields.
    expect(readInterruptRequest({ action_request: { action: 'x' } }).form).toBe('value');
  });

  it("reads LangChain middleware's action requests in order, with allowedDecisions and the declared schema", () => {
    const [open] = byGraph('middleware');
    const request = open!.request;
    expect(request.form).toBe('hitl-middleware');
    if (request.form !== 'hitl-middleware') return;
    expect(request.actions.map((action) => action.name)).toEqual(['send_email', 'write_file']);
    expect(request.actions[0]?.allowed).toEqual(['approve', 'edit', 'reject']);
    expect(request.actions[0]?.argsSchema?.required).toEqual(['to', 'subject', 'body']);
    expect(request.actions[1]?.allowed).toEqual(['approve', 'reject']);
    expect(request.actions[1]?.argsSchema).toBeUndefined();
    expect(request.actions[1]?.missing.map((entry) => entry.choice)).toEqual(['edit', 'ignore']);
  });

  it('reads any other value as a value to answer with JSON', () => {
    const [open] = byGraph('question');
    expect(open?.request).toEqual({
      form: 'value',
      value: {
        question: 'Which region should the quarterly report cover?',
        options: ['emea', 'amer', 'apac'],
      },
    });
  });

  it('reads a malformed known form as a plain value instead of guessing', () => {
    const broken = [{ action_request: { action: 'send_email', args: 'not an object' }, config: {} }];
    expect(readInterruptRequest(broken).form).toBe('value');
    expect(readInterruptRequest({ actionRequests: [{ args: {} }] }).form).toBe('value');
    expect(readInterruptRequest([]).form).toBe('value');
    expect(readInterruptRequest('<img src=x onerror=alert(1)>')).toEqual({
      form: 'value',
      value: '<img src=x onerror=alert(1)>',
    });
  });

  it('matches review configs to action requests by name when their order differs', () => {
    const request = readInterruptRequest({
      actionRequests: [
        { name: 'a', args: {} },
        { name: 'b', args: {} },
      ],
      reviewConfigs: [
        { actionName: 'b', allowedDecisions: ['reject'] },
        { actionName: 'a', allowedDecisions: ['approve'] },
      ],
    });
    expect(request.form === 'hitl-middleware' && request.actions.map((action) => action.allowed)).toEqual([
      ['approve'],
      ['reject'],
    ]);
  });
});
