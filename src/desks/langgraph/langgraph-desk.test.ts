import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { InboxOutcome } from '../../core/inbox-outcome.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import type { DeploymentClient } from '../../sources/langgraph/deployment-client.ts';
import { DeploymentError } from '../../sources/langgraph/deployment-failure.ts';
import { releasePatch } from '../../sources/langgraph/review-claim.ts';
import {
  finished,
  firstRun,
  history,
  interrupted,
  lateRun,
  openedConversation,
  threadId,
} from '../../test/recorded-langgraph-thread.ts';
import { threadConversation } from '../../sources/langgraph/thread-conversation.ts';
import { openThreadInterrupts } from '../../sources/langgraph/thread-interrupt.ts';
import { createRuleRepository } from '../../tools/rule-repository.ts';
import { ToolsDatabase } from '../../tools/tools-database.ts';
import { fakeAudit, fakeClock, fakeConversations, fakeLedger } from '../../test/desk-fakes.ts';
import { until } from '../../test/until.ts';
import { createLangGraphDesk } from './langgraph-desk.ts';
import { reopenedConversation } from './langgraph-thread-updates.ts';

const url = 'http://127.0.0.1:2099';
const opened = openedConversation(url);

const pendingOf = (conversation: Conversation) =>
  allToolCalls(conversation).find((call) => call.status === 'pending')!;

/** A deployment holding the thread, which it shows finished once a resume came (or once another operator answered). */
function deployment(
  options: { runId?: string; resume?: () => Promise<{ runId: string }>; first?: JsonObject } = {},
) {
  const resumes: JsonValue[] = [];
  const patches: { readonly thread: string; readonly patch: JsonObject }[] = [];
  let current = options.first ?? interrupted;
  const client: DeploymentClient = {
    url,
    listAssistants: async () => [],
    searchInterrupted: async () => [current],
    getThread: async () => current,
    history: async () => history,
    resume: async (_thread, _assistant, resume) => {
      resumes.push(resume);
      const sent = options.resume ? await options.resume() : { runId: options.runId ?? firstRun };
      current = finished;
      return sent;
    },
    patchMetadata: async (thread, patch) => void patches.push({ thread, patch }),
    cancelRun: async () => undefined,
  };
  return { client, resumes, patches, answerElsewhere: () => void (current = finished) };
}

function desk(
  client: DeploymentClient,
  held: Conversation = opened,
  shared = { ledger: fakeLedger(), audit: fakeAudit() },
) {
  const conversations = fakeConversations(held);
  const outcomes = new Map<string, InboxOutcome | undefined>();
  const rules = createRuleRepository(new ToolsDatabase(`rules-${crypto.randomUUID()}`));
  const made = createLangGraphDesk({
    conversations,
    transport: () => client,
    ledger: () => shared.ledger,
    audit: () => shared.audit,
    rules: () => rules,
    sessionId: () => 'session-1',
    operator: () => ({ operatorId: 'operator-1', name: 'Bo' }),
    isOpen: () => true,
    setOutcome: (thread, outcome) => void outcomes.set(thread, outcome),
    setRun: () => undefined,
    clock: fakeClock(),
  });
  const call = () =>
    allToolCalls(conversations.all.get(opened.id)!)[
      allToolCalls(opened).findIndex((c) => c.status === 'pending')
    ]!;
  return { desk: made, conversations, outcomes, call, ...shared };
}

describe('the LangGraph desk on fake ports', () => {
  it('stages, records, sends once and follows the run until the call is executed', async () => {
    const { client, resumes, patches } = deployment();
    const test = desk(client);
    const waiting = test.call();
    expect(
      await test.desk.decide(opened.id, waiting.id, { kind: 'approve', approvedArgs: waiting.args! }),
    ).toEqual({ ok: true });
    expect(resumes).toEqual([[{ type: 'accept', args: null }]]);
    expect([...test.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sent']);
    // The review claim on the thread ends once the decision has left.
    expect(patches).toEqual([{ thread: threadId, patch: releasePatch }]);
    await until(() => test.audit.entries.every((entry) => entry.outcome !== 'running'));
    expect(
      test.audit.entries.map(({ decision, outcome, operator }) => ({ decision, outcome, operator })),
    ).toEqual([{ decision: 'approved', outcome: 'executed', operator: 'Bo' }]);
    expect(test.call().status).toBe('executed');
    expect(test.outcomes.get(threadId)).toEqual({ status: 'sent', interruptId: waiting.interrupt!.id });
  });

  it('settles a resume a reload cut off as failed, then sends the next decision once', async () => {
    // The page goes away while the resume is on its way: it never reaches the deployment.
    const cut = deployment({ resume: () => new Promise<never>(() => undefined) });
    const before = desk(cut.client);
    const waiting = before.call();
    void before.desk.decide(opened.id, waiting.id, { kind: 'approve', approvedArgs: waiting.args! });
    await until(() => before.call().status === 'executing');
    expect([...before.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sending']);

    // After the reload: a new desk on the same ledger and audit log, the thread read again (still interrupted).
    const again = deployment();
    const held = reopenedConversation(before.conversations.read(opened.id), interrupted, {
      deploymentId: url,
      title: 'Order 1007',
      open: openThreadInterrupts(interrupted)[0],
      outcome: undefined,
    });
    const after = desk(again.client, held, { ledger: before.ledger, audit: before.audit });
    await after.desk.settle(opened.id);
    expect([...after.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['failed']);
    expect(after.outcomes.get(threadId)).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/never received/),
    });
    expect(after.call().status).toBe('pending');
    expect(await after.desk.decide(opened.id, waiting.id, { kind: 'decline', reason: 'Not today.' })).toEqual(
      { ok: true },
    );
    expect(again.resumes).toHaveLength(1);
    expect(JSON.stringify(again.resumes[0])).toContain('Not today.');
    expect([...after.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sent']);
    expect(after.call()).toMatchObject({ status: 'declined', reason: 'Not today.' });
  });

  it('sends nothing and closes the call as decided elsewhere when another operator answered first', async () => {
    const { client, resumes, answerElsewhere } = deployment();
    const test = desk(client);
    const waiting = test.call();
    answerElsewhere();
    const result = await test.desk.decide(opened.id, waiting.id, {
      kind: 'approve',
      approvedArgs: waiting.args!,
    });
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/^Decided elsewhere/) });
    expect(resumes).toEqual([]);
    expect(test.ledger.resumes.size).toBe(0);
    expect(test.call()).toMatchObject({
      status: 'declined',
      by: 'operator',
      reason: expect.stringMatching(/^Decided elsewhere/),
    });
    expect(test.outcomes.get(threadId)).toEqual({
      status: 'decided-elsewhere',
      interruptId: waiting.interrupt!.id,
    });
    expect(test.audit.entries.map(({ decision, outcome }) => ({ decision, outcome }))).toEqual([
      { decision: 'approved', outcome: 'decided-elsewhere' },
    ]);
  });

  it('settles as decided elsewhere a resume the deployment took after another run had answered', async () => {
    const { client } = deployment({ runId: lateRun });
    const test = desk(client);
    const waiting = test.call();
    expect(
      await test.desk.decide(opened.id, waiting.id, { kind: 'approve', approvedArgs: waiting.args! }),
    ).toEqual({ ok: true });
    await until(() => test.audit.entries.every((entry) => entry.outcome !== 'running'));
    expect(test.audit.entries[0]).toMatchObject({
      outcome: 'decided-elsewhere',
      outcomeDetail: expect.stringMatching(/answered nothing/),
    });
    expect(test.call()).toMatchObject({
      status: 'declined',
      reason: expect.stringMatching(/^Decided elsewhere/),
    });
  });

  it('closes the call as decided elsewhere when the deployment turns the resume away while another run goes on', async () => {
    const { client, resumes } = deployment({
      resume: async () => {
        throw new DeploymentError({ kind: 'busy', message: 'The thread is already running a task.' });
      },
    });
    const test = desk(client);
    const waiting = test.call();
    const result = await test.desk.decide(opened.id, waiting.id, {
      kind: 'approve',
      approvedArgs: waiting.args!,
    });
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/^Decided elsewhere/) });
    expect(resumes).toHaveLength(1);
    expect([...test.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['failed']);
    expect(test.call()).toMatchObject({
      status: 'declined',
      reason: expect.stringMatching(/^Decided elsewhere/),
    });
    expect(test.audit.entries.map((entry) => entry.outcome)).toEqual(['decided-elsewhere']);
  });

  it('keeps the decision waiting to be sent again when the resume is refused on its way', async () => {
    const { client } = deployment({
      resume: async () => {
        throw new DeploymentError({ kind: 'refused', status: 500, message: 'The deployment failed.' });
      },
    });
    const test = desk(client);
    const waiting = test.call();
    const result = await test.desk.decide(opened.id, waiting.id, {
      kind: 'approve',
      approvedArgs: waiting.args!,
    });
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/Nothing reached the deployment/) });
    expect(test.call().status).toBe('pending');
    expect(test.call().interrupt?.staged).toBeUndefined();
    expect(test.audit.entries.map((entry) => entry.outcome)).toEqual(['interrupted']);
  });

  it('says what the review may offer: every decision when the graph takes them all, read-only when it takes no edit', () => {
    const { client } = deployment();
    const open = desk(client).desk.reviewOf(opened.id, pendingOf(opened), 0);
    expect(open).toMatchObject({
      editing: { status: 'editable' },
      decisions: ['approve', 'decline'],
      missing: {},
    });
    const strict = JSON.parse(
      JSON.stringify(interrupted)
        .replaceAll('"allow_edit":true', '"allow_edit":false')
        .replaceAll('"allow_respond":true', '"allow_respond":false')
        .replaceAll('"allow_ignore":true', '"allow_ignore":false'),
    ) as JsonObject;
    const held = threadConversation(strict, {
      deploymentId: url,
      title: 'Order 1007',
      interrupt: openThreadInterrupts(strict)[0]!,
    }).conversation;
    const offer = desk(client, held).desk.reviewOf(held.id, pendingOf(held), 0);
    expect(offer.editing).toEqual({
      status: 'read-only',
      reason: expect.stringMatching(/^Read-only: the graph takes no edited arguments/),
    });
    expect(offer.decisions).toEqual(['approve']);
    expect(offer.missing.decline).toMatch(/^Cannot decline/);
  });
});
