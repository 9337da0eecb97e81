import type { RunAgentInput } from '@ag-ui/core';
import { describe, expect, it, vi } from 'vitest';
import { noMailToRivals } from '../../test/rule-test-support.ts';
import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls } from '../../core/conversation.ts';
import emailAndDelete from '../../sources/ag-ui/__fixtures__/two-calls-two-interrupts.json';
import resumedResults from '../../sources/ag-ui/__fixtures__/resumed-results.json';
import { agUiConversation } from '../../sources/ag-ui/replay-fixture.ts';
import type { RunStreamEnd } from '../../sources/ag-ui/ag-ui-transport.ts';
import { createRuleRepository } from '../../tools/rule-repository.ts';
import { ToolsDatabase } from '../../tools/tools-database.ts';
import { fakeAudit, fakeClock, fakeConversations, fakeLedger } from '../../test/desk-fakes.ts';
import { until } from '../../test/until.ts';
import type { AgUiRunStarter } from './ag-ui-desk-ports.ts';
import type { AgUiThreadView } from './ag-ui-thread-view.ts';
import { createAgUiDesk } from './ag-ui-desk.ts';

type Reply = 'answer' | 'silent' | { readonly fail: string };

/**
 * An agent server in memory: the first run stops on two interrupts (an email to approve, a file to delete), a
 * resume is answered with the email's result; `reply` makes the next run never answer (a reload cuts it off) or
 * fail before its first event.
 */
function agentServer() {
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

const thread = agUiConversation('thread_1', 'agent_1', 'Answer ticket 4182.');

/** A desk on fake ports; `shared` plays another tab of the same browser (one ledger and one audit log). */
function tab(
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
async function waiting(...args: Parameters<typeof tab>) {
  const test = tab(...args);
  expect(await test.desk.send(test.id, 'Answer ticket 4182.')).toEqual({ ok: true });
  await until(() => test.calls().filter((call) => call.status === 'pending').length === 2);
  return test;
}

describe('the AG-UI desk on fake ports', () => {
  it('writes a first message to many threads at once, and the events of runs streaming together once a frame', async () => {
    const others = ['thread_2', 'thread_3'].map((threadId) => agUiConversation(threadId, 'agent_1'));
    const frames: (() => void)[] = [];
    const test = tab(agentServer(), agUiConversation('thread_1', 'agent_1'), undefined, undefined, {
      others,
      nextFrame: (task) => void frames.push(task),
    });
    const ids = [test.id, ...others.map((conversation) => conversation.id)];
    expect(await test.desk.sendMany(ids, 'Work through your queue.')).toEqual(ids.map(() => ({ ok: true })));
    expect(test.writes).toEqual([ids]);
    expect(test.server.runs).toHaveLength(3);
    // Every run's events and end arrive before the next frame: with the frame's time to spare (the clock it reads
    // stands still), they are applied in one write.
    await until(() => frames.length === 1 && test.server.answered() === 3);
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0);
    frames.shift()!();
    clock.mockRestore();
    expect(test.writes.slice(1)).toEqual([ids]);
    expect(ids.map((id) => test.views.get(id)?.run.status)).toEqual(ids.map(() => 'interrupted'));
    expect(test.desk.runningIds()).toEqual([]);
    for (const id of ids) {
      const conversation = test.conversations.read(id)!;
      expect(conversation.messages[0]?.parts[0]).toMatchObject({
        kind: 'text',
        text: 'Work through your queue.',
      });
      expect(allToolCalls(conversation).filter((call) => call.status === 'pending')).toHaveLength(2);
    }
  });

  it('refuses to send in a thread whose agent is gone while the others start', async () => {
    const gone = agUiConversation('thread_9', 'agent_gone');
    const test = tab(agentServer(), agUiConversation('thread_1', 'agent_1'), undefined, undefined, {
      others: [gone],
    });
    expect(await test.desk.sendMany([gone.id, test.id], 'Go.')).toEqual([
      { ok: false, reason: 'The agent of this thread is no longer connected.' },
      { ok: true },
    ]);
    expect(test.writes[0]).toEqual([test.id]);
    expect(test.conversations.read(gone.id)!.messages).toHaveLength(0);
    expect(test.server.runs).toHaveLength(1);
  });

  it('records the one resume before it leaves, sends it once, and settles the calls and the log by the results', async () => {
    const test = await waiting();
    expect(test.desk.composerLock(test.id)).toMatch(/2 open requests first \(0 decided\)/);

    const edited = { to: 'dana@example.org', subject: 'Your refund', body: 'Hello Dana' };
    expect(await test.desk.decide(test.id, 'call_email', { kind: 'approve', approvedArgs: edited })).toEqual({
      ok: true,
    });
    // One request still waits: nothing leaves, but the staged decision is written at once.
    expect(test.server.runs).toHaveLength(1);
    expect(test.call('call_email').interrupt?.staged).toMatchObject({ kind: 'approve', by: 'operator' });
    expect(test.log.at(-1)).toBe('written');

    expect(await test.desk.decide(test.id, 'call_delete', { kind: 'decline', reason: 'keep it' })).toEqual({
      ok: true,
    });
    await until(() => test.call('call_email').status === 'executed');
    expect(test.server.runs).toHaveLength(2);
    expect(test.server.runs[1]!.resume).toEqual([
      expect.objectContaining({
        interruptId: 'int_email',
        status: 'resolved',
        payload: expect.objectContaining({ approved: true, editedArgs: edited }),
      }),
      expect.objectContaining({ interruptId: 'int_delete', status: 'resolved' }),
    ]);
    // Recorded, logged and written before it was sent.
    expect(test.log.slice(test.log.indexOf('resume recorded'))).toEqual([
      'resume recorded',
      'written',
      'resume sent',
      'written',
    ]);
    expect([...test.shared.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sent']);
    expect(test.call('call_delete').status).toBe('declined');
    await until(() => test.shared.audit.entries.every((entry) => entry.outcome !== 'running'));
    expect(test.shared.audit.entries.map((entry) => [entry.callId, entry.decision, entry.outcome])).toEqual([
      ['call_email', 'approved', 'executed'],
      ['call_delete', 'declined', 'declined'],
    ]);
    expect(test.views.get(test.id)?.delivery).toBeUndefined();
    // Once the resumed run finishes, the operator may write again.
    await until(() => test.views.get(test.id)?.run.status === 'finished');
    expect(test.desk.composerLock(test.id)).toBeUndefined();
  });

  it('after a reload between record and send, shows the answer as perhaps sent and sends it again only on Retry', async () => {
    const shared = { ledger: fakeLedger(), audit: fakeAudit() };
    const before = await waiting(agentServer(), thread, shared);
    before.server.replyNext('silent');
    await before.desk.decide(before.id, 'call_email', {
      kind: 'approve',
      approvedArgs: before.call('call_email').args ?? {},
    });
    await before.desk.decide(before.id, 'call_delete', { kind: 'decline' });
    expect(before.views.get(before.id)?.delivery?.status).toBe('sending');
    // The answer being sent is a run Stop can end.
    expect(before.desk.runGoing(before.id)).toBe(true);
    expect(before.desk.executingControl(before.id, before.call('call_email'))).toBe('stop');

    // The page reloads: a new desk, the conversation as it was written, no view, the same ledger.
    const server = agentServer();
    const after = tab(server, before.conversations.read(before.id)!, shared);
    await after.desk.settle(after.id);
    expect(after.views.get(after.id)?.delivery?.status).toBe('unconfirmed');
    expect(server.runs).toHaveLength(0);
    expect(after.desk.runGoing(after.id)).toBe(false);
    expect(after.desk.executingControl(after.id, after.call('call_email'))).toBe('retry-unconfirmed');
    expect(after.desk.composerLock(after.id)).toMatch(/may have been sent before the reload: Retry it first/);
    expect(
      await after.desk.decide(after.id, 'call_delete', { kind: 'approve', approvedArgs: {} }),
    ).toMatchObject({ ok: false });

    expect(await after.desk.retry(after.id)).toEqual({ ok: true });
    expect(server.runs).toHaveLength(1);
    expect(server.runs[0]!.resume).toEqual(before.server.runs[1]!.resume);
    await until(() => after.call('call_email').status === 'executed');
    expect([...shared.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sent']);
    expect(await after.desk.retry(after.id)).toEqual({
      ok: false,
      reason: 'There is no unsent answer to send again.',
    });
    expect(server.runs).toHaveLength(1);
  });

  it('keeps a failed send for Retry, and a Retry another tab made first sends nothing more', async () => {
    const test = await waiting();
    test.server.replyNext({ fail: 'The agent could not be reached.' });
    await test.desk.decide(test.id, 'call_email', { kind: 'decline' });
    await test.desk.decide(test.id, 'call_delete', { kind: 'decline' });
    await until(() => test.views.get(test.id)?.delivery?.status === 'failed');
    expect(test.desk.composerLock(test.id)).toMatch(/was not sent: Retry it first/);
    const [resume] = [...test.shared.ledger.resumes.values()];
    expect(resume).toMatchObject({ status: 'failed', error: 'The agent could not be reached.' });

    // Another tab retried it since this one saw it fail.
    await test.shared.ledger.retry(resume!.id, 5_000_000, resume!.at);
    expect(await test.desk.retry(test.id)).toEqual({
      ok: false,
      reason: 'That answer was sent again already (by another click or tab); it is not sent twice.',
    });
    expect(test.server.runs).toHaveLength(2);
  });

  it('refuses a decision on a request another tab answered first, logs it as refused, and sends nothing', async () => {
    const shared = { ledger: fakeLedger(), audit: fakeAudit() };
    const first = await waiting(agentServer(), thread, shared);
    // The second tab holds the thread as it was before the first one answered.
    const second = tab(agentServer(), first.conversations.read(first.id)!, shared);
    await first.desk.decide(first.id, 'call_email', { kind: 'decline' });
    await first.desk.decide(first.id, 'call_delete', { kind: 'decline' });
    await until(() => first.server.runs.length === 2);

    const result = await second.desk.decide(second.id, 'call_email', {
      kind: 'approve',
      approvedArgs: { ...second.call('call_email').args, to: 'someone@example.org' },
    });
    expect(result).toEqual({
      ok: false,
      reason:
        'This request was already answered from this browser, in another tab; it is not answered twice.',
    });
    expect(second.server.runs).toHaveLength(0);
    expect(second.call('call_email').interrupt?.staged).toBeUndefined();
    expect(shared.audit.entries.filter((entry) => entry.decision === 'refused')).toEqual([
      expect.objectContaining({ callId: 'call_email', outcome: 'refused' }),
    ]);
  });

  it("judges an approval by the rules on the agent's tool: a deny stages that rule's decline, which the agent is told", async () => {
    const test = await waiting();
    await test.rules.add(noMailToRivals);
    const edited = { to: 'ceo@rival.example', subject: 'Your refund', body: 'Hello Dana' };
    const check = test.desk.reviewOf(test.id, test.call('call_email'), 0).checkDraft;
    expect(await check?.('send_email', edited, new AbortController().signal, 'call_email')).toMatchObject({
      message: expect.stringMatching(/Denied by rule 1/),
    });
    await test.desk.decide(test.id, 'call_email', { kind: 'approve', approvedArgs: edited });
    expect(test.call('call_email').interrupt?.staged).toMatchObject({
      kind: 'decline',
      by: 'policy',
      reason: expect.stringMatching(/Denied by rule 1/),
    });
  });
});
