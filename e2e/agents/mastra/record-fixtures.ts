// Runs the Mastra agent (installing it when missing) through both forms of asking the operator, checks that
// each resume does what e2e/agents/mastra/README.md says, and writes every run's AG-UI events, exactly as the
// server sent them, to src/sources/ag-ui/__fixtures__/mastra-*.json. `npm run agents:mastra:record`.
import { deepStrictEqual, match, strictEqual } from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startMastraAgent } from '../../support/mastra-agent.ts';
import type { RunInput, SentEvent } from '../../support/ag-ui-run.ts';
import { finished, runAgent } from '../../support/ag-ui-run.ts';
import { emailArgs, refundArgs } from './scripted-model.ts';

const fixtures = fileURLToPath(new URL('../../../src/sources/ag-ui/__fixtures__/', import.meta.url));
const editedRefund = { ...refundArgs, amount: 18.5, note: 'Two of the four plates' };
const editedEmail = { ...emailArgs, subject: 'Your order 1042: refund on the way' };
const inputs: Record<string, RunInput> = {};

function user(id: string, content: string) {
  return { id, role: 'user', content };
}

function interruptOf(events: readonly SentEvent[]) {
  const outcome = finished(events).outcome as
    { type: string; interrupts: { id: string; toolCallId: string; reason: string }[] } | undefined;
  strictEqual(outcome?.type, 'interrupt', 'the suspend tool ends the run with an interrupt');
  strictEqual(outcome.interrupts.length, 1, 'Mastra suspends one tool per run');
  return outcome.interrupts[0]!;
}

/** The call that the run left without a result: a `requireApproval` tool waiting for its approval. */
function pendingCallOf(events: readonly SentEvent[]): string {
  strictEqual(finished(events).outcome, undefined, 'a requireApproval call ends the run with no outcome');
  const started = events.filter((event) => event.type === 'TOOL_CALL_START').map((event) => event.toolCallId);
  const answered = new Set(
    events.filter((event) => event.type === 'TOOL_CALL_RESULT').map((event) => event.toolCallId),
  );
  const pending = started.filter((id) => !answered.has(id as string));
  strictEqual(pending.length, 1, 'one call is left waiting');
  return pending[0] as string;
}

async function record(url: string, name: string, input: RunInput): Promise<SentEvent[]> {
  const events = await runAgent(url, input);
  inputs[name] = input;
  writeFileSync(`${fixtures}${name}.json`, `${JSON.stringify(events, null, 2)}\n`);
  console.log(`${name}.json: ${events.length} events, ${events.map((event) => event.type).join(' ')}`);
  return events;
}

const agent = await startMastraAgent();
try {
  mkdirSync(fixtures, { recursive: true });
  const url = agent.url;

  // A suspend() tool: the interrupt's id is `<Mastra run id>::<tool call id>`; resume names it.
  const refund = [user('user-refund', 'Please refund order 1042.')];
  const suspended = await record(url, 'mastra-suspend', {
    threadId: 'thread-suspend',
    runId: 'run-suspend-1',
    messages: refund,
  });
  const interrupt = interruptOf(suspended);
  strictEqual(interrupt.id, `run-suspend-1::${interrupt.toolCallId}`);
  strictEqual(interrupt.reason, 'mastra:tool_suspend');
  await record(url, 'mastra-suspend-resume', {
    threadId: 'thread-suspend',
    runId: 'run-suspend-2',
    messages: refund,
    resume: [
      {
        interruptId: interrupt.id,
        status: 'resolved',
        payload: { approved: true, editedArgs: editedRefund },
      },
    ],
  });
  deepStrictEqual(
    agent.executions().map((execution) => execution.args),
    [editedRefund],
    'the refund ran once, edited',
  );
  const again = await runAgent(url, {
    threadId: 'thread-suspend',
    runId: 'run-suspend-3',
    messages: refund,
    resume: [{ interruptId: interrupt.id, status: 'resolved', payload: { approved: true } }],
  });
  match(String(again.at(-1)?.message), /could not find a suspended run/, 'a second resume is refused');
  strictEqual(agent.executions().length, 1, 'and runs nothing');

  // A requireApproval tool: the run ends with the call left open; resume as if it were an interrupt.
  agent.resetRecords();
  const email = [user('user-email', 'Please email the customer about order 1042.')];
  const awaiting = await record(url, 'mastra-require-approval', {
    threadId: 'thread-approval',
    runId: 'run-approval-1',
    messages: email,
  });
  const emailCall = pendingCallOf(awaiting);
  await record(url, 'mastra-require-approval-resume', {
    threadId: 'thread-approval',
    runId: 'run-approval-2',
    messages: email,
    resume: [
      {
        interruptId: `run-approval-1::${emailCall}`,
        status: 'resolved',
        payload: { approved: true, editedArgs: editedEmail },
      },
    ],
  });
  deepStrictEqual(
    agent.executions().map((execution) => execution.args),
    [editedEmail],
    'the email ran once, edited',
  );

  // Declines: `{approved: false, reason}` reaches the tool (suspend) or Mastra's approval gate (requireApproval).
  agent.resetRecords();
  const declinedRefund = interruptOf(
    await record(url, 'mastra-suspend-for-decline', {
      threadId: 'thread-decline',
      runId: 'run-decline-1',
      messages: refund,
    }),
  );
  await record(url, 'mastra-suspend-decline', {
    threadId: 'thread-decline',
    runId: 'run-decline-2',
    messages: refund,
    resume: [
      {
        interruptId: declinedRefund.id,
        status: 'resolved',
        payload: { approved: false, reason: 'Refunds over 20 EUR need a manager' },
      },
    ],
  });
  const declinedEmail = pendingCallOf(
    await record(url, 'mastra-require-approval-for-decline', {
      threadId: 'thread-decline-email',
      runId: 'run-decline-email-1',
      messages: email,
    }),
  );
  await record(url, 'mastra-require-approval-decline', {
    threadId: 'thread-decline-email',
    runId: 'run-decline-email-2',
    messages: email,
    resume: [
      {
        interruptId: `run-decline-email-1::${declinedEmail}`,
        status: 'resolved',
        payload: { approved: false, reason: 'Wrong customer' },
      },
    ],
  });
  strictEqual(agent.executions().length, 0, 'nothing declined ran');
  const toldModel = JSON.stringify(agent.model.requests.at(-1)?.body);
  match(toldModel, /Wrong customer/, 'the model reads the reason of a declined approval');

  // Both in one thread: the approval asked for inside a resumed run belongs to the Mastra run that was resumed
  // (the first run's id), not to the run in which the call appeared.
  agent.resetRecords();
  const both = [user('user-both', 'Please refund order 1042, then email the customer.')];
  const first = interruptOf(
    await record(url, 'mastra-chain-suspend', {
      threadId: 'thread-chain',
      runId: 'run-chain-1',
      messages: both,
    }),
  );
  const second = await record(url, 'mastra-chain-resume-to-approval', {
    threadId: 'thread-chain',
    runId: 'run-chain-2',
    messages: both,
    resume: [
      { interruptId: first.id, status: 'resolved', payload: { approved: true, editedArgs: editedRefund } },
    ],
  });
  const chainedEmail = pendingCallOf(second);
  const wrongRun = await runAgent(url, {
    threadId: 'thread-chain',
    runId: 'run-chain-3',
    messages: both,
    resume: [
      { interruptId: `run-chain-2::${chainedEmail}`, status: 'resolved', payload: { approved: true } },
    ],
  });
  strictEqual(
    wrongRun.at(-1)?.type,
    'RUN_ERROR',
    'the run in which the call appeared is not the one to resume',
  );
  await record(url, 'mastra-chain-approval-resume', {
    threadId: 'thread-chain',
    runId: 'run-chain-4',
    messages: both,
    resume: [
      {
        interruptId: `run-chain-1::${chainedEmail}`,
        status: 'resolved',
        payload: { approved: true, editedArgs: editedEmail },
      },
    ],
  });
  deepStrictEqual(
    agent.executions().map((execution) => [execution.tool, execution.args]),
    [
      ['issue_refund', editedRefund],
      ['send_email', editedEmail],
    ],
    'each tool ran once, with the edited arguments',
  );

  writeFileSync(`${fixtures}mastra-inputs.json`, `${JSON.stringify(inputs, null, 2)}\n`);
  console.log('Every resume did what the README says.');
} finally {
  await agent.close();
}
