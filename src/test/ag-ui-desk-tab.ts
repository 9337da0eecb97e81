/**
 * A tab of the AG-UI desk on fake ports, with an agent server in memory, for the desk's tests.
 */
import type { RunAgentInput } from '@ag-ui/core';
import { expect } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import emailAndDelete from '../sources/ag-ui/__fixtures__/two-calls-two-interrupts.json';
import resumedResults from '../sources/ag-ui/__fixtures__/resumed-results.json';
import { agUiConversation } from '../sources/ag-ui/replay-fixture.ts';
import type { RunStreamEnd } from '../sources/ag-ui/ag-ui-transport.ts';
import { createRuleRepository } from '../tools/rule-repository.ts';
import { ToolsDatabase } from '../tools/tools-database.ts';
import { fakeAudit, fakeClock, fakeConversations, fakeLedger } from './desk-fakes.ts';
import { until } from './until.ts';
import type { AgUiRunStarter } from '../desks/ag-ui/ag-ui-desk-ports.ts';
import type { AgUiThreadView } from '../desks/ag-ui/ag-ui-thread-view.ts';
import { createAgUiDesk } from '../desks/ag-ui/ag-ui-desk.ts';

type Reply = 'answer' | 'silent' | { readonly fail: string };

/**
 * An agent server in memory: the first run stops on two interrupts (an email to approve, a file to delete), a
 * resume is answered with the email's result; `reply` makes the next run never answer (a reload cuts it off) or
 * fail before its first event.
 */
export function agentServer() {
  const runs: RunAgentInput[] = [];
  let answered = 0;
  let next: Reply = 'answer';
  const answer = (
    input: RunAgentInput,
    onEvent: (event: unknown) => void,
    onEnd: (end: RunStreamEnd) => void,
  ) => {
    const events = (input.resume ? resumedResults : emailAndDelete) as Record<string, unknown>[];
    for (const event of events)
      onEvent(
        event.type === 'RUN_STARTED' || event.type === 'RUN_FINISHED'
          ? { ...event, threadId: input.threadId, runId: input.runId }
          : event,
      );
    onEnd({ status: 'ended' });
    answered += 1;
  };
  const startRun: AgUiRunStarter = async (_endpoint, input, onEvent, onEnd) => {
    runs.push(structuredClone(input));
    const reply = next;
    next = 'answer';
    // Like the network, the answer comes after the request is made; a silent one never comes.
    if (reply === 'answer') setTimeout(() => answer(input, onEvent, onEnd), 0);
    else if (reply !== 'silent')
      setTimeout(() => onEnd({ status: 'failed', failure: { kind: 'unreachable', message: reply.fail } }), 0);
    return { stop: () => onEnd({ status: 'stopped' }) };
  };
  return {
    startRun,
    runs,
    answered: () => answered,
    replyNext: (reply: Reply) => void (next = reply),
  };
}

/** The thread every tab holds unless it is given another. */
export const thread = agUiConversation('thread_1', 'agent_1', 'Answer ticket 4182.');

/** A desk on fake ports; `shared` plays another tab of the same browser (one ledger and one audit log). */
export function tab(
  server = agentServer(),
  held: Conversation = thread,
  shared = { ledger: fakeLedger(), audit: fakeAudit() },
  views = new Map<string, AgUiThreadView>(),
  {
    others = [],
    nextFrame = (task) => void setTimeout(task, 0),
  }: {
    readonly others?: readonly Conversation[];
    readonly nextFrame?: (task: () => void) => void;
  } = {},
) {
  const conversations = fakeConversations(held, ...others);
  // The threads each write changed, in order: one write may change many.
  const writes: string[][] = [];
  const rules = createRuleRepository(new ToolsDatabase(`rules-${crypto.randomUUID()}`));
  const log: string[] = [];
  const ledger = shared.ledger;
  const desk = createAgUiDesk({
    conversations,
    views: {
      read: (id) => views.get(id),
      update: (id, change) => void views.set(id, change(views.get(id))),
    },
    writeThreads: (changed) => {
      writes.push([...changed.keys()]);
      for (const [id, write] of changed) {
        conversations.update(id, () => write.conversation);
        views.set(id, write.view(views.get(id)));
      }
    },
    agent: (agentId) =>
      agentId === 'agent_1'
        ? { name: 'support', endpoint: { url: 'http://agent.test', headers: {}, origin: 'http://localhost' } }
        : undefined,
    startRun: async (endpoint, input, onEvent, onEnd) => {
      log.push(input.resume ? 'resume sent' : 'run started');
      return server.startRun(endpoint, input, onEvent, onEnd);
    },
    ledger: () => ({
      ...ledger,
      claim: async (input) => {
        log.push('resume recorded');
        return ledger.claim(input);
      },
    }),
    audit: () => shared.audit,
    rules: () => rules,
    sessionId: () => 'session-1',
    persist: async () => void log.push('written'),
    clock: fakeClock(),
    nextFrame,
  });
  const calls = () => allToolCalls(conversations.read(held.id)!);
  const call = (id: string) => calls().find((candidate) => candidate.id === id)!;
  return { desk, server, conversations, views, shared, log, rules, calls, call, writes, id: held.id };
}

/** A tab whose thread is waiting on both requests. */
export async function waiting(...args: Parameters<typeof tab>) {
  const test = tab(...args);
  expect(await test.desk.send(test.id, 'Answer ticket 4182.')).toEqual({ ok: true });
  await until(() => test.calls().filter((call) => call.status === 'pending').length === 2);
  return test;
}
