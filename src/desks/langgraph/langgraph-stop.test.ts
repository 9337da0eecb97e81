import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../../core/conversation.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import type { DeploymentClient } from '../../sources/langgraph/deployment-client.ts';
import { DeploymentError } from '../../sources/langgraph/deployment-failure.ts';
import { createRuleRepository } from '../../tools/rule-repository.ts';
import { ToolsDatabase } from '../../tools/tools-database.ts';
import { fakeAudit, fakeClock, fakeConversations, fakeLedger } from '../../test/desk-fakes.ts';
import {
  firstRun,
  history,
  interrupted,
  openedConversation,
  threadId,
} from '../../test/recorded-langgraph-thread.ts';
import { until } from '../../test/until.ts';
import { createLangGraphDesk } from './langgraph-desk.ts';
import type { LangGraphRun } from './langgraph-desk-ports.ts';
import { stoppedByOperator } from './langgraph-desk-ports.ts';

const url = 'http://127.0.0.1:2099';
const opened = openedConversation(url);

/** The thread as a cancel leaves it: the run's tool never wrote its result, nothing waits. */
const cancelledThread: JsonObject = { ...interrupted, status: 'idle', interrupts: {} };

/** A deployment whose resumed run goes on until it is cancelled (or, with `refuseCancel`, ends by itself). */
function deployment(options: { refuseCancel?: boolean } = {}) {
  const resumes: JsonValue[] = [];
  const cancels: { readonly thread: string; readonly run: string }[] = [];
  let status: 'waiting' | 'running' | 'cancelled' = 'waiting';
  let end = () => undefined as void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  const client: DeploymentClient = {
    url,
    listAssistants: async () => [],
    searchInterrupted: async () => [interrupted],
    getThread: async () => {
      if (status === 'waiting') return interrupted;
      await ended;
      return cancelledThread;
    },
    history: async () => history,
    resume: async (_thread, _assistant, resume) => {
      resumes.push(resume);
      status = 'running';
      return { runId: firstRun };
    },
    patchMetadata: async () => undefined,
    cancelRun: async (thread, run) => {
      cancels.push({ thread, run });
      if (options.refuseCancel)
        throw new DeploymentError({ kind: 'refused', status: 409, message: 'The run has already ended.' });
      status = 'cancelled';
      end();
    },
  };
  return { client, resumes, cancels, end };
}

function desk(client: DeploymentClient) {
  const conversations = fakeConversations(opened);
  const ledger = fakeLedger();
  const audit = fakeAudit();
  const runs = new Map<string, LangGraphRun>();
  const shown: (LangGraphRun['status'] | 'none')[] = [];
  const made = createLangGraphDesk({
    conversations,
    transport: () => client,
    ledger: () => ledger,
    audit: () => audit,
    rules: () => createRuleRepository(new ToolsDatabase(`rules-${crypto.randomUUID()}`)),
    sessionId: () => 'session-1',
    operator: () => ({ operatorId: 'operator-1', name: 'Bo' }),
    isOpen: () => true,
    setOutcome: () => undefined,
    setRun: (conversationId, run) => {
      shown.push(run?.status ?? 'none');
      if (run) runs.set(conversationId, run);
      else runs.delete(conversationId);
    },
    clock: fakeClock(),
  });
  const waiting = allToolCalls(opened).find((call) => call.status === 'pending')!;
  const call = () => allToolCalls(conversations.all.get(opened.id)!).find((c) => c.id === waiting.id)!;
  return { desk: made, runs, shown, ledger, audit, waiting, call };
}

describe('stopping a LangGraph run', () => {
  it('cancels the resumed run once, shows its call stopped by the operator and never sends the decision again', async () => {
    const { client, resumes, cancels } = deployment();
    const test = desk(client);
    await test.desk.decide(opened.id, test.waiting.id, {
      kind: 'approve',
      approvedArgs: test.waiting.args!,
    });
    expect(test.runs.get(opened.id)).toEqual({ status: 'running', threadId, runId: firstRun });
    expect(test.call().status).toBe('executing');
    expect(test.desk.runGoing(opened.id)).toBe(true);
    expect(test.desk.executingControl(opened.id, test.call())).toBe('stop');

    test.desk.stop(opened.id);
    test.desk.stop(opened.id);
    await until(() => !test.runs.has(opened.id));
    expect(cancels).toEqual([{ thread: threadId, run: firstRun }]);
    expect(test.shown).toEqual(['running', 'stopping', 'none']);
    expect(test.desk.runGoing(opened.id)).toBe(false);
    expect(test.desk.executingControl(opened.id, test.call())).toBe('none');
    expect(test.call()).toMatchObject({ status: 'interrupted', reason: stoppedByOperator, ran: 'unknown' });
    await until(() => test.audit.entries.every((entry) => entry.outcome !== 'running'));
    expect(
      test.audit.entries.map(({ decision, outcome, outcomeDetail }) => ({
        decision,
        outcome,
        outcomeDetail,
      })),
    ).toEqual([{ decision: 'approved', outcome: 'interrupted', outcomeDetail: stoppedByOperator }]);
    // The interrupt stays answered: the resume is recorded as sent and a second decision sends nothing.
    expect([...test.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sent']);
    expect(resumes).toHaveLength(1);
    test.desk.stop(opened.id);
    expect(cancels).toHaveLength(1);
  });

  it('keeps following a run whose cancel the deployment refuses, and settles it as it ran', async () => {
    const { client, cancels, end } = deployment({ refuseCancel: true });
    const test = desk(client);
    await test.desk.decide(opened.id, test.waiting.id, {
      kind: 'approve',
      approvedArgs: test.waiting.args!,
    });
    test.desk.stop(opened.id);
    await until(() => test.runs.get(opened.id)?.status === 'running' && cancels.length === 1);
    expect(test.shown).toEqual(['running', 'stopping', 'running']);
    end();
    await until(() => !test.runs.has(opened.id));
    expect(test.call().status).not.toBe('interrupted');
    await until(() => test.audit.entries.every((entry) => entry.outcome !== 'running'));
    expect(test.audit.entries.map((entry) => entry.outcome)).not.toContain('interrupted');
  });
});
