import { describe, expect, it } from 'vitest';
import { allToolCalls, findToolCallPart } from '../../core/conversation.ts';
import { validateConversation } from '../../core/conversation-validation.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import firstRun from './__fixtures__/two-calls-two-interrupts.json' with { type: 'json' };
import resumed from './__fixtures__/resumed-results.json' with { type: 'json' };
import runError from './__fixtures__/run-error.json' with { type: 'json' };
import question from './__fixtures__/question.json' with { type: 'json' };
import mastraSuspend from './__fixtures__/synthetic-mastra-suspend.json' with { type: 'json' };
import mastraApproval from './__fixtures__/synthetic-mastra-require-approval.json' with { type: 'json' };
import { planResume, settleResumedCalls, stageDecision } from './build-resume.ts';
import { agUiConversation, replayEvents } from './replay-fixture.ts';

const callOf = (calls: readonly ToolCall[], id: string) => calls.find((call) => call.id === id)!;

describe('mapping a recorded AG-UI run onto a conversation', () => {
  const thread = replayEvents(
    agUiConversation('thread_fixture', 'agent_fixture', 'Answer ticket 4182.'),
    firstRun,
  );
  const calls = allToolCalls(thread.conversation);

  it('shows the text, both calls with their arguments, the state after its patch, and the raw events', () => {
    const texts = thread.conversation.messages.flatMap((message) =>
      message.parts.flatMap((part) => (part.kind === 'text' ? [part.text] : [])),
    );
    expect(texts).toEqual(['Answer ticket 4182.', 'I will email the customer and remove the draft.']);
    expect(calls.map((call) => [call.id, call.name, call.status])).toEqual([
      ['call_email', 'send_email', 'pending'],
      ['call_delete', 'delete_file', 'pending'],
    ]);
    expect(callOf(calls, 'call_email').args).toEqual({
      to: 'dana@example.com',
      subject: 'Your refund',
      body: 'Hello Dana',
    });
    expect(thread.state).toEqual({ ticket: { id: 4182, status: 'waiting' }, drafts: ['welcome.txt'] });
    expect(thread.rawEvents).toMatchObject([
      { type: 'CUSTOM', name: 'progress', value: { phase: 'awaiting approval' } },
    ]);
    expect(thread.steps).toEqual([]);
    expect(thread.run).toEqual({ status: 'interrupted', runId: 'run_1' });
    expect(thread.eventCount).toBe(firstRun.length);
  });

  it("makes each interrupt its call's approval: editable only where the response schema takes editedArgs", () => {
    expect(callOf(calls, 'call_email').interrupt).toMatchObject({
      id: 'int_email',
      runId: 'run_1',
      editable: true,
      expiresAt: Date.parse('2099-01-01T00:00:00.000Z'),
    });
    expect(callOf(calls, 'call_delete').interrupt).toMatchObject({ id: 'int_delete', editable: false });
    expect(callOf(calls, 'call_delete').interrupt).not.toHaveProperty('expiresAt');
    expect(validateConversation(thread.conversation)).toMatchObject({ ok: true });
  });

  it('builds one resume once both are decided: edited approval and decline, then the next run shows the results', () => {
    let conversation = stageDecision(
      thread.conversation,
      'call_email',
      {
        kind: 'approve',
        approvedArgs: { to: 'dana@example.org', subject: 'Your refund', body: 'Hello Dana' },
      },
      'operator',
      5,
    );
    expect(planResume(conversation, 'run_1', 10)).toMatchObject({ status: 'waiting', decided: 1 });
    conversation = stageDecision(
      conversation,
      'call_delete',
      { kind: 'decline', reason: 'keep the draft' },
      'operator',
      6,
    );
    const plan = planResume(conversation, 'run_1', 10);
    expect(plan).toMatchObject({
      status: 'ready',
      interruptIds: ['int_email', 'int_delete'],
      resume: [
        {
          interruptId: 'int_email',
          status: 'resolved',
          payload: {
            approved: true,
            editedArgs: { to: 'dana@example.org', subject: 'Your refund', body: 'Hello Dana' },
          },
        },
        {
          interruptId: 'int_delete',
          status: 'resolved',
          payload: { approved: false, reason: 'keep the draft' },
        },
      ],
    });
    if (plan.status !== 'ready') return;
    const sent = settleResumedCalls(conversation, plan.calls, 11);
    const settled = allToolCalls(sent);
    expect(callOf(settled, 'call_email')).toMatchObject({
      status: 'executing',
      approval: {
        approvedArgs: { to: 'dana@example.org', subject: 'Your refund', body: 'Hello Dana' },
        modifiedKeys: ['to'],
      },
    });
    expect(callOf(settled, 'call_delete')).toMatchObject({ status: 'declined', reason: 'keep the draft' });

    const after = replayEvents({ ...thread, conversation: sent }, resumed, 20);
    const final = allToolCalls(after.conversation);
    expect(callOf(final, 'call_email')).toMatchObject({
      status: 'executed',
      result: { sent: true, to: 'dana@example.org' },
    });
    expect(callOf(final, 'call_delete').status).toBe('declined');
    // The snapshot adds only what was missing: one message, no duplicate of any shown message or call.
    expect(after.conversation.messages.map((message) => message.id)).toEqual([
      'msg_u1',
      'msg_a1',
      'msg_a2',
      'msg_a3',
      'msg_a4',
    ]);
    expect(final).toHaveLength(2);
    expect(after.conversation.messages.at(-1)?.usage).toEqual({ inputTokens: 812, outputTokens: 64 });
    expect(after.state).toEqual({ ticket: { id: 4182, status: 'answered' }, drafts: ['welcome.txt'] });
    expect(after.run).toEqual({ status: 'finished', runId: 'run_2' });
  });

  it('answers an expired interrupt as cancelled, whatever was staged, and refuses a payload its schema refuses', () => {
    const expiredAt = Date.parse('2099-01-01T00:00:00.000Z') + 1;
    const staged = stageDecision(
      stageDecision(
        thread.conversation,
        'call_email',
        { kind: 'approve', approvedArgs: callOf(calls, 'call_email').args! },
        'operator',
        1,
      ),
      'call_delete',
      { kind: 'approve', approvedArgs: { path: 'drafts/welcome.txt' } },
      'operator',
      1,
    );
    expect(planResume(staged, 'run_1', expiredAt)).toMatchObject({
      status: 'ready',
      resume: [
        { interruptId: 'int_email', status: 'cancelled' },
        { interruptId: 'int_delete', status: 'resolved' },
      ],
    });
    const badEmail = stageDecision(
      staged,
      'call_email',
      { kind: 'approve', approvedArgs: { to: 'not an address', subject: 'x', body: '' } },
      'operator',
      2,
    );
    const plan = planResume(badEmail, 'run_1', 10);
    expect(plan).toMatchObject({ status: 'invalid', callId: 'call_email' });
    expect(plan.status === 'invalid' && plan.reason).toMatch(/editedArgs\.to.*email/);
  });
});

describe('runs that fail or ask otherwise', () => {
  it('keeps what a failed run showed, ends its message with the error and refuses the call cut off', () => {
    const thread = replayEvents(agUiConversation('thread_fixture'), runError);
    expect(thread.run).toEqual({
      status: 'failed',
      runId: 'run_1',
      message: 'The model provider is overloaded (529).',
    });
    const message = thread.conversation.messages[0]!;
    expect(message).toMatchObject({ status: 'error', error: 'The model provider is overloaded (529).' });
    expect(message.parts[0]).toMatchObject({ kind: 'text', text: 'Looking up the order' });
    expect(findToolCallPart(thread.conversation, 'call_lookup')?.call).toMatchObject({
      status: 'refused',
      rawArguments: '{"order":',
    });
    expect(thread.rawEvents).toMatchObject([{ type: 'RAW', name: 'upstream', value: { status: 529 } }]);
  });

  it('turns a question into a pending answer whose payload is checked against its schema', () => {
    const thread = replayEvents(agUiConversation('thread_fixture'), question);
    const call = allToolCalls(thread.conversation)[0]!;
    expect(call).toMatchObject({
      id: 'int_budget',
      name: 'input_required',
      status: 'pending',
      interrupt: { editable: true },
    });
    expect(call.interrupt).not.toHaveProperty('toolCallId');
    const refused = stageDecision(
      thread.conversation,
      call.id,
      { kind: 'answer', payload: { budget: 0 } },
      'operator',
      1,
    );
    expect(planResume(refused, 'run_q', 2)).toMatchObject({ status: 'invalid' });
    const answered = stageDecision(
      thread.conversation,
      call.id,
      { kind: 'answer', payload: { budget: 500, currency: 'EUR' } },
      'operator',
      1,
    );
    const plan = planResume(answered, 'run_q', 2);
    expect(plan).toMatchObject({
      status: 'ready',
      resume: [{ interruptId: 'int_budget', status: 'resolved', payload: { budget: 500, currency: 'EUR' } }],
    });
    if (plan.status === 'ready')
      expect(allToolCalls(settleResumedCalls(answered, plan.calls, 3))[0]).toMatchObject({
        status: 'executed',
        result: { budget: 500, currency: 'EUR' },
      });
  });

  it('builds the call of a Mastra suspend() from its metadata and answers it with the id the adapter splits', () => {
    const thread = replayEvents(agUiConversation('thread_mastra'), mastraSuspend);
    const call = allToolCalls(thread.conversation)[0]!;
    expect(call).toMatchObject({
      id: 'call_book',
      name: 'book_flight',
      args: { from: 'AMS', to: 'LIS', seats: 2 },
      status: 'pending',
    });
    expect(call.interrupt).toMatchObject({
      id: 'run_m1::call_book',
      reason: 'mastra:tool_suspend',
      editable: true,
    });
    const staged = stageDecision(
      thread.conversation,
      'call_book',
      { kind: 'approve', approvedArgs: { from: 'AMS', to: 'LIS', seats: 1 } },
      'operator',
      1,
    );
    expect(planResume(staged, 'run_m1', 2)).toMatchObject({
      status: 'ready',
      resume: [
        {
          interruptId: 'run_m1::call_book',
          status: 'resolved',
          payload: { approved: true, editedArgs: { from: 'AMS', to: 'LIS', seats: 1 } },
        },
      ],
    });
  });

  it("makes a Mastra requireApproval call pending from RUN_FINISHED's pendingToolCallIds, read-only, answered {approved: true}", () => {
    const thread = replayEvents(agUiConversation('thread_mastra'), mastraApproval);
    const call = allToolCalls(thread.conversation)[0]!;
    expect(call).toMatchObject({ id: 'call_refund', status: 'pending', args: { order: 7, amount: 120 } });
    expect(call.interrupt).toMatchObject({
      id: 'run_m2::call_refund',
      reason: 'mastra:tool_approval',
      editable: false,
    });
    expect(thread.run).toEqual({ status: 'interrupted', runId: 'run_m2' });
    const staged = stageDecision(
      thread.conversation,
      'call_refund',
      { kind: 'approve', approvedArgs: { order: 7, amount: 120 } },
      'operator',
      1,
    );
    expect(planResume(staged, 'run_m2', 2)).toMatchObject({
      status: 'ready',
      resume: [{ interruptId: 'run_m2::call_refund', status: 'resolved', payload: { approved: true } }],
    });
  });

  it('keeps an event that is not AG-UI in the raw events with why, and changes nothing else', () => {
    const before = replayEvents(agUiConversation('thread_fixture'), []);
    const after = replayEvents(before, [
      { type: 'TOOL_CALL_ARGS', delta: 7 },
      'hello',
      { type: 'STATE_DELTA', delta: [{ op: 'remove', path: '/missing' }] },
    ]);
    expect(after.conversation).toBe(before.conversation);
    expect(after.rawEvents.map((entry) => entry.type)).toEqual(['INVALID', 'INVALID', 'STATE_DELTA']);
    expect(after.rawEvents[0]!.name).toMatch(/^TOOL_CALL_ARGS: /);
    expect(after.rawEvents[2]!.name).toMatch(/^not applied: /);
  });
});

describe('streamed text and reasoning', () => {
  it('puts reasoning and text on their message, and a chunk without a message id on the last model message', () => {
    const thread = replayEvents(agUiConversation('thread_reasoning'), [
      { type: 'RUN_STARTED', threadId: 'thread_reasoning', runId: 'run_1' },
      { type: 'REASONING_MESSAGE_START', messageId: 'msg_r', role: 'assistant' },
      { type: 'REASONING_MESSAGE_CONTENT', messageId: 'msg_r', delta: 'Check the ' },
      { type: 'REASONING_MESSAGE_CHUNK', delta: 'ticket first.' },
      { type: 'TEXT_MESSAGE_CHUNK', delta: 'Done.' },
      { type: 'TEXT_MESSAGE_CHUNK', messageId: 'msg_t', delta: 'Second message.' },
    ]);
    expect(
      thread.conversation.messages.map((message) => [
        message.id,
        message.role,
        message.parts.map((part) =>
          part.kind === 'text' || part.kind === 'reasoning' ? [part.kind, part.text] : [],
        ),
      ]),
    ).toEqual([
      [
        'msg_r',
        'model',
        [
          ['reasoning', 'Check the ticket first.'],
          ['text', 'Done.'],
        ],
      ],
      ['msg_t', 'model', [['text', 'Second message.']]],
    ]);
  });
});
