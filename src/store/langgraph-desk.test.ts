import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../core/conversation.ts';
import type { JsonObject, JsonValue } from '../core/json.ts';
import type { DeploymentClient } from '../sources/langgraph/deployment-client.ts';
import recorded from '../sources/langgraph/__fixtures__/thread-history-resumed-twice.json' with { type: 'json' };
import { createAuditLog } from './persistence/audit-log.ts';
import { createTestProfile, openTestStore, until } from './persistence/persistence-test-support.ts';

// An `inbox` thread as `langgraphjs dev` recorded it: resumed by the first run, then by a second one that came
// after the first had finished and answered nothing.
const recording = recorded as unknown as {
  readonly runIds: readonly string[];
  readonly history: readonly JsonObject[];
};
const history = recording.history;
const [firstRun, lateRun] = recording.runIds as [string, string];
const holder = history.find((state) => JSON.stringify(state.tasks).includes('"interrupts":[{'))!;
const threadId = String((holder.metadata as JsonObject).thread_id);
const metadata = {
  graph_id: 'inbox',
  assistant_id: String((holder.metadata as JsonObject).assistant_id),
};
const interrupted: JsonObject = {
  thread_id: threadId,
  status: 'interrupted',
  metadata,
  values: holder.values!,
  interrupts: Object.fromEntries(
    (holder.tasks as readonly JsonObject[]).map((task) => [String(task.id), task.interrupts!]),
  ),
};
const finished: JsonObject = {
  thread_id: threadId,
  status: 'idle',
  metadata,
  values: history[0]!.values!,
  interrupts: {},
};

/** A deployment holding the recorded thread; `runId` is what it answers the resume with. */
function deployment(runId: string, readHistory: () => Promise<readonly JsonObject[]>) {
  const resumes: JsonValue[] = [];
  const client: DeploymentClient = {
    url: 'http://127.0.0.1:2099',
    listAssistants: async () => [],
    searchInterrupted: async () => [interrupted],
    getThread: async () => (resumes.length === 0 ? interrupted : finished),
    history: readHistory,
    resume: async (_threadId, _assistantId, resume) => {
      resumes.push(resume);
      return { runId };
    },
    patchMetadata: async () => undefined,
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
