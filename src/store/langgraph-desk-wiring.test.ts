import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../core/conversation.ts';
import type { JsonObject, JsonValue } from '../core/json.ts';
import type { DeploymentClient } from '../sources/langgraph/deployment-client.ts';
import {
  finished,
  firstRun,
  history,
  interrupted,
  lateRun,
  threadId,
} from '../test/recorded-langgraph-thread.ts';
import { createAuditLog } from './persistence/audit-log.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';

/** A deployment holding the recorded thread; `runId` is what it answers the resume with. */
function deployment(
  runId: string,
  readHistory: () => Promise<readonly JsonObject[]>,
  waiting: JsonObject = interrupted,
) {
  const resumes: JsonValue[] = [];
  const client: DeploymentClient = {
    url: 'http://127.0.0.1:2099',
    listAssistants: async () => [],
    searchInterrupted: async () => [waiting],
    getThread: async () => (resumes.length === 0 ? waiting : finished),
    history: readHistory,
    resume: async (_threadId, _assistantId, resume) => {
      resumes.push(resume);
      return { runId };
    },
    patchMetadata: async () => undefined,
    cancelRun: async () => undefined,
  };
  return { client, resumes };
}

async function approvedWith(runId: string, readHistory = async () => history) {
  const opened = openTestStore(createTestProfile());
  const { store } = opened;
  const { client, resumes } = deployment(runId, readHistory);
  store.setState({ langGraphClient: () => client });
  store.getState().setOperatorName('Bo');
  expect(await store.getState().openThread(threadId, 'Order 1007')).toEqual({ ok: true });
  const call = allToolCalls(store.getState().conversation).find(
    (candidate) => candidate.status === 'pending',
  )!;
  expect(await store.getState().approveCall(call.id)).toEqual({ ok: true });
  expect(resumes).toEqual([[{ type: 'accept', args: null }]]);
  const audit = createAuditLog(opened.database);
  await until(async () => (await audit.forCall(call.id)).every((entry) => entry.outcome !== 'running'));
  const settled = allToolCalls(store.getState().conversation).find((candidate) => candidate.id === call.id)!;
  return { store, settled, entries: await audit.forCall(call.id) };
}

describe('the LangGraph desk after a resume was accepted', () => {
  it('settles a resume that arrived after another run answered the interrupt as decided elsewhere', async () => {
    const { store, settled, entries } = await approvedWith(lateRun);
    expect(settled).toMatchObject({
      status: 'declined',
      reason: expect.stringMatching(/^Decided elsewhere/),
    });
    expect(store.getState().inboxOutcomes[threadId]).toMatchObject({ status: 'decided-elsewhere' });
    expect(entries.map(({ decision, outcome, operator }) => ({ decision, outcome, operator }))).toEqual([
      { decision: 'approved', outcome: 'decided-elsewhere', operator: 'Bo' },
    ]);
    expect(entries[0]?.outcomeDetail).toMatch(/arrived after it and answered nothing/);
    // The thread as the other run left it is shown around the call this operator lost.
    expect(JSON.stringify(store.getState().conversation.messages)).toContain('Finished: Sent');
  });

  it('settles the run the deployment records as the one that answered as executed', async () => {
    const { store, settled, entries } = await approvedWith(firstRun);
    expect(settled.status).toBe('executed');
    expect(store.getState().inboxOutcomes[threadId]).toMatchObject({ status: 'sent' });
    expect(entries.map((entry) => entry.outcome)).toEqual(['executed']);
  });

  it('keeps the thread as the deployment tells it when its history cannot be read', async () => {
    const { settled, entries } = await approvedWith(lateRun, async () => {
      throw new Error('history unavailable');
    });
    expect(settled.status).toBe('executed');
    expect(entries.map((entry) => entry.outcome)).toEqual(['executed']);
  });
});

describe('the LangGraph desk and the rules', () => {
  async function opened(waiting: JsonObject = interrupted) {
    const test = openTestStore(createTestProfile());
    const { store } = test;
    const { client, resumes } = deployment(firstRun, async () => history, waiting);
    store.setState({ langGraphClient: () => client });
    expect(await store.getState().openThread(threadId, 'Order 1007')).toEqual({ ok: true });
    const call = allToolCalls(store.getState().conversation).find(
      (candidate) => candidate.status === 'pending',
    )!;
    const rules = store.getState().agentTools().rules;
    return { store, call, rules, resumes, database: test.database };
  }
  const denyRival = {
    match: {
      sources: ['langgraph' as const],
      tool: 'send_email',
      conditions: [{ kind: 'glob' as const, path: 'to', pattern: '*@rival.example' }],
    },
    effect: 'deny' as const,
    message: 'No mail to rivals.',
    scope: { kind: 'always' as const },
    status: 'active' as const,
  };

  it("resumes with the rule's decline, never the denied edit, when a deny rule matches what the operator approved", async () => {
    const { store, call, rules, resumes, database } = await opened();
    store.getState().setArgument(call.id, 'to', 'ceo@rival.example');
    // Added after the draft was made, as from another tab: the snapshot is judged as it leaves.
    const deny = await rules.add(denyRival);
    expect(await store.getState().approveCall(call.id)).toEqual({ ok: true });
    expect(resumes).toHaveLength(1);
    expect(JSON.stringify(resumes[0])).not.toContain('ceo@rival.example');
    expect(resumes[0]).toEqual([
      {
        type: 'response',
        args: expect.stringContaining(
          `Denied by rule ${deny.number}: langgraph: send_email with to matching *@rival.example. No mail to rivals.`,
        ),
      },
    ]);
    const settled = allToolCalls(store.getState().conversation).find(
      (candidate) => candidate.id === call.id,
    )!;
    expect(settled).toMatchObject({
      status: 'declined',
      by: 'policy',
      reason: expect.stringContaining(`rule ${deny.number}`),
    });
    const entries = await createAuditLog(database).forCall(call.id);
    expect(entries.map(({ decision, by }) => ({ decision, by }))).toEqual([
      { decision: 'declined', by: 'policy' },
    ]);
  });

  it('resumes with the approval when no deny rule matches it, whatever allow rule there is', async () => {
    const { store, call, rules, resumes } = await opened();
    await rules.add(denyRival);
    await rules.add({ ...denyRival, effect: 'allow', match: { ...denyRival.match, conditions: [] } });
    store.getState().setArgument(call.id, 'to', 'ops@example.com');
    expect(await store.getState().approveCall(call.id)).toEqual({ ok: true });
    expect(resumes).toEqual([
      [
        {
          type: 'edit',
          args: expect.objectContaining({ args: expect.objectContaining({ to: 'ops@example.com' }) }),
        },
      ],
    ]);
  });

  it('sends nothing, and names the rule, when the interrupt takes no decline with a reason', async () => {
    // The same request, but its config offers no written response: the rule's decline cannot be sent.
    const strict = JSON.parse(
      JSON.stringify(interrupted).replaceAll('"allow_respond":true', '"allow_respond":false'),
    ) as JsonObject;
    expect(JSON.stringify(strict)).toContain('"allow_respond":false');
    const { store, call, rules, resumes } = await opened(strict);
    store.getState().setArgument(call.id, 'to', 'ceo@rival.example');
    const deny = await rules.add(denyRival);
    const result = await store.getState().approveCall(call.id);
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(
        new RegExp(`^Denied by rule ${deny.number}: .*No mail to rivals\\..*Nothing was sent`),
      ),
    });
    expect(resumes).toEqual([]);
    const after = allToolCalls(store.getState().conversation).find((candidate) => candidate.id === call.id)!;
    expect(after.status).toBe('pending');
    expect(after.interrupt?.staged).toBeUndefined();
  });
});
