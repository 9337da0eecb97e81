import { describe, expect, it } from 'vitest';
import type { Conversation } from '../conversation.ts';
import type { ToolCall } from '../tool-call.ts';
import type { WaitDeadline } from './rule.ts';
import {
  callDeadline,
  deadlineReason,
  deadlineReasonWithoutRule,
  dueDeadlines,
  formatCountdown,
  formatWait,
} from './call-deadline.ts';

function conversationWith(calls: readonly ToolCall[]): Conversation {
  return {
    id: 'conv-1',
    title: 't',
    createdAt: 0,
    systemPrompt: '',
    messages: [
      {
        id: 'm1',
        role: 'model',
        createdAt: 0,
        status: 'complete',
        parts: calls.map((call) => ({ id: `p-${call.id}`, kind: 'tool-call', pruning: 'auto', call })),
      },
    ],
  } as Conversation;
}

function pending(id: string, deadline?: WaitDeadline, at = 0): ToolCall {
  return {
    id,
    name: 'update_record',
    rawArguments: '{}',
    args: {},
    modifiedArgs: {},
    status: 'pending',
    ...(deadline
      ? { deadline: callDeadline(deadline, at, { id: 'r', number: 4, summary: 'update_record' }) }
      : {}),
  };
}

describe('call deadlines', () => {
  it('are absolute times, kept as the call is stored', () => {
    expect(callDeadline({ waitMs: 5_000, then: 'decline' }, 1_000)).toEqual({
      waitMs: 5_000,
      then: 'decline',
      at: 6_000,
    });
  });

  it('decline a call once passed, with a reason that names the rule and the operator’s message', () => {
    const conversation = conversationWith([
      pending('a', { waitMs: 120_000, then: 'decline', message: 'Ask again tomorrow.' }),
      pending('b'),
    ]);
    expect(dueDeadlines(conversation, 119_999)).toEqual([]);
    expect(dueDeadlines(conversation, 120_000)).toEqual([
      {
        kind: 'decline',
        callId: 'a',
        reason:
          'nobody decided within 2 minutes (the deadline of rule 4: update_record). Ask again tomorrow.',
        deadline: expect.objectContaining({ at: 120_000 }),
      },
    ]);
  });

  it('a notify deadline moves on by its wait from now, once, however late the page looks', () => {
    const conversation = conversationWith([pending('a', { waitMs: 60_000, then: 'notify' })]);
    expect(dueDeadlines(conversation, 3_600_000)).toEqual([
      { kind: 'notify', callId: 'a', next: expect.objectContaining({ at: 3_660_000, notified: 1 }) },
    ]);
  });

  it('formats waits and countdowns', () => {
    expect(formatWait(45_000)).toBe('45 seconds');
    expect(formatWait(60_000)).toBe('1 minute');
    expect(formatWait(90_000)).toBe('1 minute 30 seconds');
    expect(formatWait(3_599_000)).toBe('59 minutes 59 seconds');
    expect(formatWait(5_400_000)).toBe('1 hour 30 minutes');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it("says the rule in the model's reason once, and leaves it out where the rule is already named", () => {
    const rule = { id: 'rule-1', number: 1, summary: 'send_email' };
    const deadline = callDeadline({ waitMs: 8_000, then: 'decline', message: 'Ask again later.' }, 0, rule);
    const reason = deadlineReason(deadline);
    expect(reason).toBe(
      'nobody decided within 8 seconds (the deadline of rule 1: send_email). Ask again later.',
    );
    expect(deadlineReasonWithoutRule(reason, rule)).toBe('nobody decided within 8 seconds. Ask again later.');
    expect(deadlineReasonWithoutRule('The operator was away.', rule)).toBe('The operator was away.');
  });
});
