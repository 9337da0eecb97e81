import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import chainApprovalResume from './__fixtures__/mastra-chain-approval-resume.json' with { type: 'json' };
import chainResumeToApproval from './__fixtures__/mastra-chain-resume-to-approval.json' with { type: 'json' };
import chainSuspend from './__fixtures__/mastra-chain-suspend.json' with { type: 'json' };
import inputs from './__fixtures__/mastra-inputs.json' with { type: 'json' };
import requireApprovalForDecline from './__fixtures__/mastra-require-approval-for-decline.json' with { type: 'json' };
import requireApprovalResume from './__fixtures__/mastra-require-approval-resume.json' with { type: 'json' };
import requireApproval from './__fixtures__/mastra-require-approval.json' with { type: 'json' };
import suspendResume from './__fixtures__/mastra-suspend-resume.json' with { type: 'json' };
import suspend from './__fixtures__/mastra-suspend.json' with { type: 'json' };
import type { AgUiThread } from './ag-ui-thread.ts';
import type { ResumePlan } from './build-resume.ts';
import { planResume, settleResumedCalls, stageDecision } from './build-resume.ts';
import { mastraApprovalReason } from './map-run-finished.ts';
import { agUiConversation, replayEvents } from './replay-fixture.ts';

// Runs recorded from a live Mastra agent (@mastra/core 1.71.0 behind @ag-ui/mastra 1.1.2, `npm run
// agents:mastra:record`), and in mastra-inputs.json the resumes that agent was seen to act on: the console must
// build exactly those.

type Input = (typeof inputs)[keyof typeof inputs];
const resumeOf = (input: Input) => (input as { resume?: unknown }).resume;
const editedRefund = inputs['mastra-suspend-resume'].resume[0]!.payload.editedArgs!;

function callNamed(conversation: Conversation, name: string): ToolCall {
  const call = allToolCalls(conversation).find((candidate) => candidate.name === name);
  expect(call, name).toBeDefined();
  return call!;
}

function start(input: Input): AgUiThread {
  const text = input.messages[0]!.content;
  return replayEvents(agUiConversation(input.threadId, 'mastra', text), []);
}

/** The resume a plan sends, or a failure that names why the plan is not ready. */
function readyResume(plan: ResumePlan) {
  if (plan.status !== 'ready') throw new Error(`the resume is not ready: ${JSON.stringify(plan)}`);
  return plan;
}

/** The operator's approval of `call` with the arguments the agent proposed, staged at `at`. */
function approvedAsProposed(conversation: Conversation, call: ToolCall, at: number): Conversation {
  return stageDecision(conversation, call.id, { kind: 'approve', approvedArgs: call.args! }, 'operator', at);
}

/** Sends the plan (the calls settle as the store settles them) and replays the run that answered it. */
function resumeWith(thread: AgUiThread, plan: ResumePlan, events: readonly unknown[]): AgUiThread {
  const settled = settleResumedCalls(thread.conversation, readyResume(plan).calls, 5);
  return replayEvents({ ...thread, conversation: settled }, events, 6);
}

describe('a Mastra agent, as recorded', () => {
  it('suspend(): the call comes from the interrupt, the edited resume is the one Mastra ran, then its result', () => {
    const thread = replayEvents(start(inputs['mastra-suspend']), suspend);
    const call = callNamed(thread.conversation, 'issue_refund');
    const interrupt = (suspend.at(-1) as { outcome: { interrupts: { id: string }[] } }).outcome
      .interrupts[0]!;
    expect(call).toMatchObject({
      status: 'pending',
      args: { orderId: '1042', amount: 25, currency: 'EUR', note: 'Plates arrived cracked' },
      interrupt: { id: interrupt.id, reason: 'mastra:tool_suspend', runId: 'run-suspend-1', editable: true },
    });
    expect(thread.run).toEqual({ status: 'interrupted', runId: 'run-suspend-1' });

    const staged = stageDecision(
      thread.conversation,
      call.id,
      { kind: 'approve', approvedArgs: editedRefund },
      'operator',
      1,
    );
    const plan = planResume(staged, 'run-suspend-1', 2);
    expect(readyResume(plan).resume).toEqual(resumeOf(inputs['mastra-suspend-resume']));

    const after = resumeWith({ ...thread, conversation: staged }, plan, suspendResume);
    expect(callNamed(after.conversation, 'issue_refund')).toMatchObject({
      status: 'executed',
      approval: { approvedArgs: editedRefund, modifiedKeys: ['amount', 'note'] },
      result: { status: 'refunded', amount: 18.5 },
    });
    expect(after.run).toEqual({ status: 'finished', runId: 'run-suspend-2' });
  });

  it('requireApproval: the call the run left unanswered waits, read-only, and is answered under its Mastra run', () => {
    const thread = replayEvents(start(inputs['mastra-require-approval']), requireApproval);
    const call = callNamed(thread.conversation, 'send_email');
    expect(call).toMatchObject({
      status: 'pending',
      args: { to: 'dana.whitfield@example.com', subject: 'About your order' },
      interrupt: {
        id: `run-approval-1::${call.id}`,
        reason: mastraApprovalReason,
        runId: 'run-approval-1',
        editable: false,
      },
    });
    expect(thread.run).toEqual({ status: 'interrupted', runId: 'run-approval-1' });

    const staged = approvedAsProposed(thread.conversation, call, 1);
    const plan = planResume(staged, 'run-approval-1', 2);
    expect(readyResume(plan).resume).toEqual([
      { interruptId: `run-approval-1::${call.id}`, status: 'resolved', payload: { approved: true } },
    ]);
    const after = resumeWith({ ...thread, conversation: staged }, plan, requireApprovalResume);
    expect(callNamed(after.conversation, 'send_email')).toMatchObject({
      status: 'executed',
      result: { status: 'sent' },
    });
  });

  it('requireApproval declined: the payload is the one Mastra read its reason from', () => {
    const thread = replayEvents(
      start(inputs['mastra-require-approval-for-decline']),
      requireApprovalForDecline,
    );
    const call = callNamed(thread.conversation, 'send_email');
    const staged = stageDecision(
      thread.conversation,
      call.id,
      { kind: 'decline', reason: 'Wrong customer' },
      'operator',
      1,
    );
    expect(readyResume(planResume(staged, 'run-decline-email-1', 2)).resume).toEqual(
      resumeOf(inputs['mastra-require-approval-decline']),
    );
  });

  it('both in one thread: the approval asked for in a resumed run is answered under the run Mastra resumed', () => {
    const first = replayEvents(start(inputs['mastra-chain-suspend']), chainSuspend);
    const refund = callNamed(first.conversation, 'issue_refund');
    const staged = stageDecision(
      first.conversation,
      refund.id,
      { kind: 'approve', approvedArgs: editedRefund },
      'operator',
      1,
    );
    const plan = planResume(staged, 'run-chain-1', 2);
    expect(readyResume(plan).resume).toEqual(resumeOf(inputs['mastra-chain-resume-to-approval']));

    const second = resumeWith({ ...first, conversation: staged }, plan, chainResumeToApproval);
    expect(callNamed(second.conversation, 'issue_refund')).toMatchObject({ status: 'executed' });
    const email = callNamed(second.conversation, 'send_email');
    expect(email).toMatchObject({
      status: 'pending',
      interrupt: { id: `run-chain-1::${email.id}`, runId: 'run-chain-2' },
    });
    expect(second.run).toEqual(expect.objectContaining({ status: 'interrupted', runId: 'run-chain-2' }));

    const approved = approvedAsProposed(second.conversation, email, 3);
    const emailPlan = planResume(approved, 'run-chain-2', 4);
    expect(readyResume(emailPlan).resume).toEqual([
      { interruptId: `run-chain-1::${email.id}`, status: 'resolved', payload: { approved: true } },
    ]);
    const done = resumeWith({ ...second, conversation: approved }, emailPlan, chainApprovalResume);
    expect(callNamed(done.conversation, 'send_email')).toMatchObject({ status: 'executed' });
    expect(done.run).toEqual(expect.objectContaining({ status: 'finished', runId: 'run-chain-4' }));
  });

  it('a fresh request after a resumed run is its own Mastra run again', () => {
    const asked = replayEvents(start(inputs['mastra-suspend']), suspend);
    const refund = callNamed(asked.conversation, 'issue_refund');
    const staged = stageDecision(
      asked.conversation,
      refund.id,
      { kind: 'decline', reason: 'No' },
      'operator',
      1,
    );
    const resumed = resumeWith(
      { ...asked, conversation: staged },
      planResume(staged, 'run-suspend-1', 2),
      suspendResume,
    );
    const withRequest: Conversation = {
      ...resumed.conversation,
      messages: [
        ...resumed.conversation.messages,
        {
          id: 'msg_u2',
          role: 'user',
          createdAt: 7,
          status: 'complete',
          parts: [{ id: 'msg_u2/text', kind: 'text', pruning: 'auto', text: 'Now email her.' }],
        },
      ],
    };
    const asRunThree = requireApproval.map((event) =>
      'runId' in event ? { ...event, runId: 'run-suspend-3' } : event,
    );
    const next = replayEvents({ ...resumed, conversation: withRequest }, asRunThree, 8);
    const email = callNamed(next.conversation, 'send_email');
    expect(email.interrupt?.id).toBe(`run-suspend-3::${email.id}`);
  });
});
