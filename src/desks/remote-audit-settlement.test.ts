import { describe, expect, it } from 'vitest';
import { remoteDecisionEntry } from '../core/audit-entry.ts';
import type { Conversation } from '../core/conversation.ts';
import { makeMessage, makeToolCall, makeToolCallPart } from '../test/test-builders.ts';
import type { ToolCallState } from '../core/tool-call.ts';
import { fakeAudit } from '../test/desk-fakes.ts';
import { settleKnownOutcomes, settleNeverSent } from './remote-audit-settlement.ts';

const source = { kind: 'langgraph', deploymentId: 'http://deployment', threadId: 't1' } as const;
const interrupt = { id: 'int_1', reason: 'tool_call', editable: true } as const;
const approval = { by: 'operator', at: 1, approvedArgs: { to: 'a@example.org' }, modifiedKeys: [] } as const;

function thread(id: string, state: ToolCallState): Conversation {
  const call = makeToolCall({ id: 'call_email', name: 'send_email', interrupt, state });
  return {
    id,
    title: 'Thread',
    createdAt: 0,
    systemPrompt: '',
    source,
    messages: [makeMessage('model', [makeToolCallPart(call)])],
  };
}

async function loggedApproval(conversationId: string) {
  const audit = fakeAudit();
  const call = thread(conversationId, { status: 'pending' }).messages[0]!.parts[0]!;
  if (call.kind !== 'tool-call') throw new Error('a call part');
  const entry = remoteDecisionEntry(
    'audit_1',
    conversationId,
    source,
    call.call,
    { kind: 'approve', approvedArgs: { to: 'a@example.org' } },
    'operator',
    1,
  );
  await audit.record(entry);
  return audit;
}

/** The state of the approved call once the thread shows it sent. */
const sent = { status: 'executed', approval, startedAt: 1, finishedAt: 2, result: 'sent' } as ToolCallState;

describe('settling remote decisions a reload cut off', () => {
  it('settles a running approval with the outcome the thread now shows, and only in its own thread', async () => {
    const audit = await loggedApproval('conv_a');
    await settleKnownOutcomes(audit, thread('conv_b', sent), 5);
    expect((await audit.forCall('call_email'))[0]).toMatchObject({ outcome: 'running', at: 1 });
    await settleKnownOutcomes(audit, thread('conv_a', { status: 'executing', approval, startedAt: 1 }), 5);
    expect((await audit.forCall('call_email'))[0]).toMatchObject({ outcome: 'running' });
    await settleKnownOutcomes(audit, thread('conv_a', sent), 5);
    expect((await audit.forCall('call_email'))[0]).toMatchObject({
      outcome: 'executed',
      at: 1,
      finishedAt: 5,
    });
  });

  it('settles an approval whose answer never reached the deployment as interrupted, saying so', async () => {
    const audit = await loggedApproval('conv_a');
    await settleNeverSent(
      audit,
      thread('conv_a', { status: 'pending' }),
      'int_1',
      5,
      'Not sent: decide again.',
    );
    expect((await audit.forCall('call_email'))[0]).toMatchObject({
      decision: 'approved',
      outcome: 'interrupted',
      outcomeDetail: 'Not sent: decide again.',
    });
  });
});
