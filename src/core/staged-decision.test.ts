import { describe, expect, it } from 'vitest';
import { findToolCallPart } from './conversation.ts';
import { stagedRefusal, withoutStagedDecision } from './staged-decision.ts';
import { makeConversation, makeMessage, makeToolCall, makeToolCallPart } from '../test/test-builders.ts';

const interrupt = { id: 'int_email', reason: 'tool_call', runId: 'run_1', editable: true } as const;
const staged = { kind: 'approve', approvedArgs: { to: 'a@example.org' }, by: 'operator', at: 1 } as const;

function conversationWith(call: ReturnType<typeof makeToolCall>) {
  return makeConversation([makeMessage('model', [makeToolCallPart(call)])]);
}

describe('staged decisions', () => {
  it('refuses a second decision on a call with one staged, naming what is staged', () => {
    expect(stagedRefusal({ name: 'send_email', interrupt: { ...interrupt, staged } })).toBe(
      'send_email already has a staged approval; choose Change decision to replace it.',
    );
    expect(
      stagedRefusal({
        name: 'delete_file',
        interrupt: { ...interrupt, staged: { kind: 'decline', by: 'policy', at: 1 } },
      }),
    ).toMatch(/staged decline/);
    expect(stagedRefusal({ name: 'send_email', interrupt })).toBeUndefined();
  });

  it('takes a staged decision back from a pending call and keeps its draft', () => {
    const call = makeToolCall({
      id: 'call_email',
      name: 'send_email',
      interrupt: { ...interrupt, staged },
      modifiedArgs: { to: 'a@example.org' },
    });
    const changed = withoutStagedDecision(conversationWith(call), 'call_email');
    const after = findToolCallPart(changed, 'call_email')!.call;
    expect(after.interrupt).toEqual(interrupt);
    expect(after.modifiedArgs).toEqual({ to: 'a@example.org' });
  });

  it('leaves a call whose resume is already on its way as it is', () => {
    const sent = conversationWith(
      makeToolCall({
        id: 'call_email',
        interrupt: { ...interrupt, staged },
        state: { status: 'declined', decidedAt: 2, by: 'operator' },
      }),
    );
    expect(withoutStagedDecision(sent, 'call_email')).toBe(sent);
  });
});
