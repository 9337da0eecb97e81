import { expect, test } from '@playwright/test';
import type { RunAgentInput } from '@ag-ui/core';
import { allToolCalls } from '../src/core/conversation.ts';
import type { ToolCall } from '../src/core/tool-call.ts';
import type { AgUiThread } from '../src/sources/ag-ui/ag-ui-thread.ts';
import { emptyAgUiThread } from '../src/sources/ag-ui/ag-ui-thread.ts';
import type { RunStreamEnd } from '../src/sources/ag-ui/ag-ui-transport.ts';
import { startRun } from '../src/sources/ag-ui/ag-ui-transport.ts';
import { planResume, settleResumedCalls, stageDecision } from '../src/sources/ag-ui/build-resume.ts';
import { toAgUiMessages } from '../src/sources/ag-ui/convert-ag-ui-conversation.ts';
import { mapAgUiEvent } from '../src/sources/ag-ui/map-ag-ui-event.ts';
import { agUiConversation } from '../src/sources/ag-ui/replay-fixture.ts';
import { emailArgs, refundArgs } from './agents/mastra/scripted-model.ts';
import type { RunningMastraAgent } from './support/mastra-agent.ts';
import { startMastraAgent } from './support/mastra-agent.ts';

// The console's AG-UI source (its HttpAgent transport, event mapping and resumes) against a real Mastra agent,
// below the UI: one thread asks for a refund (a suspend() tool) and an email (a requireApproval tool).

let agent: RunningMastraAgent;
test.beforeAll(async () => {
  agent = await startMastraAgent();
});
test.afterAll(async () => {
  await agent?.close();
});

let runCount = 0;

/** Runs the thread once on the agent through the console's transport and applies what arrives. */
async function run(thread: AgUiThread, resume?: RunAgentInput['resume']): Promise<AgUiThread> {
  runCount += 1;
  const input: RunAgentInput = {
    threadId: 'thread-source',
    runId: `run-source-${runCount}`,
    messages: toAgUiMessages(thread.conversation),
    tools: [],
    context: [],
    state: {},
    forwardedProps: {},
    ...(resume ? { resume } : {}),
  };
  let current = thread;
  const end = await new Promise<RunStreamEnd>((resolve) => {
    void startRun(
      { url: agent.url, headers: {}, origin: 'http://127.0.0.1' },
      input,
      (event) => {
        current = mapAgUiEvent(current, event, { now: Date.now() });
      },
      resolve,
    );
  });
  expect(end).toEqual({ status: 'ended' });
  return current;
}

/** The roles of the messages in the last request the agent made to its model, to say what the model was shown. */
function lastModelRequest(): string {
  const body = agent.model.requests.at(-1)?.body as { messages?: { role?: string }[] } | undefined;
  return JSON.stringify(body?.messages?.map((message) => message.role) ?? null);
}

function callNamed(thread: AgUiThread, name: string): ToolCall {
  const calls = allToolCalls(thread.conversation);
  const call = calls.find((candidate) => candidate.name === name);
  expect(
    call,
    `${name} in the thread (run ${thread.run.status}; calls ${JSON.stringify(
      calls.map((candidate) => [candidate.name, candidate.status]),
    )}; the model's last request had ${lastModelRequest()})`,
  ).toBeDefined();
  return call!;
}

/** Stages the decision, builds the one resume, settles the calls as sent, and runs the resume. */
async function decideAndResume(
  thread: AgUiThread,
  call: ToolCall,
  approvedArgs: Record<string, unknown>,
): Promise<AgUiThread> {
  const runId = thread.run.status === 'interrupted' ? thread.run.runId : '';
  const staged = stageDecision(
    thread.conversation,
    call.id,
    { kind: 'approve', approvedArgs: approvedArgs as never },
    'operator',
    Date.now(),
  );
  const plan = planResume(staged, runId, Date.now());
  if (plan.status !== 'ready') throw new Error(`the resume is not ready: ${JSON.stringify(plan)}`);
  const settled = settleResumedCalls(staged, plan.calls, Date.now());
  return run({ ...thread, conversation: settled }, [...plan.resume]);
}

test('a refund and an email, each approved once, run once on the Mastra agent with what was approved', async () => {
  const editedRefund = { ...refundArgs, amount: 18.5, note: 'Two of the four plates' };
  let thread = emptyAgUiThread(
    agUiConversation('thread-source', 'mastra', 'Please refund order 1042, then email the customer.'),
  );

  thread = await run(thread);
  const refund = callNamed(thread, 'issue_refund');
  expect(refund).toMatchObject({
    status: 'pending',
    args: refundArgs,
    interrupt: { reason: 'mastra:tool_suspend', editable: true },
  });

  thread = await decideAndResume(thread, refund, editedRefund);
  expect(callNamed(thread, 'issue_refund')).toMatchObject({
    status: 'executed',
    result: { status: 'refunded', amount: 18.5 },
  });
  const email = callNamed(thread, 'send_email');
  expect(email).toMatchObject({
    status: 'pending',
    args: emailArgs,
    interrupt: { reason: 'mastra:tool_approval', editable: false },
  });

  thread = await decideAndResume(thread, email, emailArgs);
  expect(callNamed(thread, 'send_email')).toMatchObject({ status: 'executed', result: { status: 'sent' } });
  expect(thread.run).toMatchObject({ status: 'finished' });

  expect(agent.executions().map((execution) => [execution.tool, execution.args])).toEqual([
    ['issue_refund', editedRefund],
    ['send_email', emailArgs],
  ]);
  const requests = agent.requests();
  expect(requests.map((request) => [request.threadId, request.runId])).toEqual([
    ['thread-source', 'run-source-1'],
    ['thread-source', 'run-source-2'],
    ['thread-source', 'run-source-3'],
  ]);
  expect(requests.map((request) => request.resume)).toEqual([
    undefined,
    [
      {
        interruptId: `run-source-1::${refund.id}`,
        status: 'resolved',
        payload: { approved: true, editedArgs: editedRefund },
      },
    ],
    [{ interruptId: `run-source-1::${email.id}`, status: 'resolved', payload: { approved: true } }],
  ]);
});
