import { describe, expect, it } from 'vitest';
import { buildEffectiveContext } from '../core/effective-context.ts';
import { validateConversation } from '../core/conversation-validation.ts';
import {
  makeConversation,
  makeMessage,
  makeTextPart,
  makeToolCall,
  makeToolCallPart,
} from '../test/test-builders.ts';
import { approvalEntry } from '../core/audit-entry.ts';
import { lastTurnSettled } from './conversation-queries.ts';

const approval = { by: 'operator' as const, at: 5, approvedArgs: { path: '/a' }, modifiedKeys: ['path'] };
const handCall = makeToolCall({
  id: 'call_hand',
  name: 'files__write_file',
  args: { path: 'toolgate-demo.txt' },
  initiatedBy: 'operator',
  state: { status: 'executed', approval, startedAt: 5, finishedAt: 6, result: 'Wrote /a' },
});
const modelCall = makeToolCall({
  id: 'call_model',
  state: { status: 'executed', approval, startedAt: 1, finishedAt: 2, result: 'ok' },
});

describe("the operator's own calls", () => {
  it('never reach the model, and settling one starts no model turn', () => {
    const conversation = makeConversation([
      makeMessage('user', [makeTextPart('Hello')]),
      makeMessage('model', [makeToolCallPart(modelCall)]),
      makeMessage('model', [makeToolCallPart(handCall)]),
    ]);
    const sent = JSON.stringify(buildEffectiveContext(conversation));
    expect(sent).toContain('call_model');
    expect(sent).not.toContain('call_hand');
    expect(sent).not.toContain('files__write_file');
    expect(lastTurnSettled(conversation)).toBe(false);
    expect(lastTurnSettled(makeConversation(conversation.messages.slice(0, 2)))).toBe(true);
  });

  it('are stored and read back with their mark, and the audit entry of their approval says who started them', () => {
    const conversation = makeConversation([
      makeMessage('model', [makeToolCallPart({ ...handCall, resultShared: true })], 'msg_hand'),
    ]);
    expect(validateConversation(JSON.parse(JSON.stringify(conversation)))).toMatchObject({ ok: true });
    const executing = makeToolCall({
      id: 'call_hand',
      initiatedBy: 'operator',
      state: { status: 'executing', approval, startedAt: 5 },
    });
    expect(approvalEntry('audit_1', 'conv_test', executing).initiatedBy).toBe('operator');
    expect(approvalEntry('audit_2', 'conv_test', { ...executing, initiatedBy: undefined }).initiatedBy).toBe(
      undefined,
    );
  });
});
