import { describe, expect, it } from 'vitest';
import { makeToolCall } from '../test/test-builders.ts';
import { remoteDecisionEntry } from './audit-entry.ts';

const origin = { kind: 'ag-ui', agentId: 'agent_mail', threadId: 'thread_1' } as const;
const call = makeToolCall({
  id: 'call_r',
  name: 'send_email',
  args: { to: 'a@example.com', subject: 'Hi' },
  interrupt: { id: 'int_1', reason: 'tool_call', editable: true },
});

describe('remoteDecisionEntry', () => {
  it('records an approval with the complete approved arguments, the keys that changed and where the call came from', () => {
    const entry = remoteDecisionEntry(
      'a1',
      'conv_r',
      origin,
      call,
      { kind: 'approve', approvedArgs: { subject: 'Hi', to: 'b@example.com' }, feedback: 'right address' },
      'operator',
      7,
    );
    expect(entry).toMatchObject({
      decision: 'approved',
      proposedArgs: { to: 'a@example.com', subject: 'Hi' },
      approvedArgs: { subject: 'Hi', to: 'b@example.com' },
      modifiedKeys: ['to'],
      feedback: 'right address',
      outcome: 'running',
      source: 'ag-ui',
      origin,
      interruptId: 'int_1',
    });
  });

  it('settles a decline and an answer at once', () => {
    const declined = remoteDecisionEntry(
      'a2',
      'c',
      origin,
      call,
      { kind: 'decline', reason: 'no' },
      'policy',
      9,
    );
    expect(declined).toMatchObject({
      decision: 'declined',
      by: 'policy',
      reason: 'no',
      outcome: 'declined',
      finishedAt: 9,
    });
    const answered = remoteDecisionEntry(
      'a3',
      'c',
      origin,
      call,
      { kind: 'answer', payload: { ok: 1 } },
      'operator',
      9,
    );
    expect(answered).toMatchObject({ decision: 'answered', answer: { ok: 1 }, outcome: 'answered' });
  });
});
