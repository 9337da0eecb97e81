import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../../core/conversation.ts';
import { validateConversation } from '../../core/conversation-validation.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import firstRun from './__fixtures__/two-calls-two-interrupts.json' with { type: 'json' };
import resumed from './__fixtures__/resumed-results.json' with { type: 'json' };
import { planResume, settleResumedCalls, stageDecision } from './build-resume.ts';
import { toAgUiMessages } from './convert-ag-ui-conversation.ts';
import { agUiConversation, replayEvents } from './replay-fixture.ts';
import { runScopedCallId } from './run-call-ids.ts';

const callOf = (calls: readonly ToolCall[], id: string) => calls.find((call) => call.id === id);

/** The first run again as a later run of the same thread: new run and messages, the same call and interrupt ids. */
const thirdRun = JSON.parse(
  JSON.stringify(firstRun)
    .replaceAll('"run_1"', '"run_3"')
    .replaceAll('msg_a', 'msg_c')
    .replaceAll('dana@example.com', 'lee@example.com'),
) as unknown[];

/** Run 1 asks for both calls, the operator approves the email with an edit and declines the delete, run 2 reports. */
function decidedThread() {
  const first = replayEvents(
    agUiConversation('thread_fixture', 'agent_fixture', 'Answer ticket 4182.'),
    firstRun,
  );
  let conversation = stageDecision(
    first.conversation,
    'call_email',
    { kind: 'approve', approvedArgs: { to: 'dana@example.org', subject: 'Your refund', body: 'Hello Dana' } },
    'operator',
    5,
  );
  conversation = stageDecision(
    conversation,
    'call_delete',
    { kind: 'decline', reason: 'keep the draft' },
    'operator',
    6,
  );
  const plan = planResume(conversation, 'run_1', 10);
  if (plan.status !== 'ready') throw new Error(`the first run's resume is not ready: ${plan.status}`);
  return replayEvents(
    { ...first, conversation: settleResumedCalls(conversation, plan.calls, 11) },
    resumed,
    20,
  );
}

describe('a later run of the thread that reuses call ids', () => {
  const before = decidedThread();
  const after = replayEvents(before, thirdRun, 30);
  const calls = allToolCalls(after.conversation);
  const emailAgain = runScopedCallId('call_email', 'run_3');
  const deleteAgain = runScopedCallId('call_delete', 'run_3');

  it('leaves the decided calls of the earlier run as they were', () => {
    expect(callOf(calls, 'call_email')).toEqual(callOf(allToolCalls(before.conversation), 'call_email'));
    expect(callOf(calls, 'call_email')).toMatchObject({
      status: 'executed',
      args: { to: 'dana@example.com' },
      result: { sent: true, to: 'dana@example.org' },
    });
    expect(callOf(calls, 'call_delete')).toMatchObject({ status: 'declined', reason: 'keep the draft' });
  });

  it('asks about each reused call as a call of its own, named to the agent by its own id', () => {
    expect(calls.map((call) => [call.id, call.providerId, call.status])).toEqual([
      ['call_email', 'call_email', 'executed'],
      ['call_delete', 'call_delete', 'declined'],
      [emailAgain, 'call_email', 'pending'],
      [deleteAgain, 'call_delete', 'pending'],
    ]);
    expect(callOf(calls, emailAgain)).toMatchObject({
      args: { to: 'lee@example.com', subject: 'Your refund', body: 'Hello Dana' },
      interrupt: { id: 'int_email', toolCallId: 'call_email', runId: 'run_3' },
    });
    expect(validateConversation(after.conversation)).toMatchObject({ ok: true });
    const sentBack = toAgUiMessages(after.conversation).flatMap((message) =>
      message.role === 'assistant' ? (message.toolCalls ?? []).map((call) => call.id) : [],
    );
    expect(sentBack).toEqual(['call_email', 'call_delete', 'call_email', 'call_delete']);
  });

  it("answers the later run's interrupts with the later calls, the earlier ones untouched", () => {
    let conversation = stageDecision(
      after.conversation,
      emailAgain,
      {
        kind: 'approve',
        approvedArgs: { to: 'lee@example.com', subject: 'Your refund', body: 'Hello Dana' },
      },
      'operator',
      31,
    );
    conversation = stageDecision(
      conversation,
      deleteAgain,
      { kind: 'approve', approvedArgs: { path: 'drafts/welcome.txt' } },
      'operator',
      32,
    );
    const plan = planResume(conversation, 'run_3', 40);
    expect(plan).toMatchObject({ status: 'ready', interruptIds: ['int_email', 'int_delete'] });
    if (plan.status !== 'ready') return;
    expect(plan.calls.map((call) => call.id)).toEqual([emailAgain, deleteAgain]);
    const sent = settleResumedCalls(conversation, plan.calls, 41);
    expect(callOf(allToolCalls(sent), emailAgain)?.status).toBe('executing');

    // The resume's run reports both results under the agent's ids: they settle the later calls only.
    const answered = replayEvents(
      { ...after, conversation: sent },
      [
        { type: 'RUN_STARTED', threadId: 'thread_fixture', runId: 'run_4' },
        {
          type: 'TOOL_CALL_RESULT',
          messageId: 'res_4_email',
          toolCallId: 'call_email',
          content: '{"sent":"lee"}',
        },
        {
          type: 'TOOL_CALL_RESULT',
          messageId: 'res_4_delete',
          toolCallId: 'call_delete',
          content: '{"deleted":1}',
        },
        { type: 'RUN_FINISHED', threadId: 'thread_fixture', runId: 'run_4' },
      ],
      50,
    );
    const final = allToolCalls(answered.conversation);
    expect(callOf(final, emailAgain)).toMatchObject({ status: 'executed', result: { sent: 'lee' } });
    expect(callOf(final, deleteAgain)).toMatchObject({ status: 'executed', result: { deleted: 1 } });
    expect(callOf(final, 'call_email')).toEqual(callOf(calls, 'call_email'));
    expect(callOf(final, 'call_delete')).toEqual(callOf(calls, 'call_delete'));
    expect(final).toHaveLength(4);
  });
});
