import { describe, expect, it } from 'vitest';
import { parseConversationExport, toConversationExport } from './conversation-export.ts';
import { validateConversation } from './conversation-validation.ts';
import {
  makeCallPart,
  makeConversation,
  makeMessage,
  makeTextPart,
  makeToolCall,
  makeToolCallPart,
} from '../test/test-builders.ts';

const executed = makeToolCall({
  id: 'call_sent',
  name: 'send_email',
  args: { to: 'dana@example.com' },
  state: {
    status: 'executed',
    startedAt: 5,
    finishedAt: 6,
    result: { sent: true },
    approval: { by: 'operator', at: 5, approvedArgs: { to: 'dana@example.com' }, modifiedKeys: [] },
  },
});
const valid = makeConversation([
  makeMessage('user', [makeTextPart('Hello', 'part_hello')], 'msg_1'),
  makeMessage('model', [makeToolCallPart(executed)], 'msg_2'),
]);

/** The export file of `valid` with one change applied to its parsed JSON. */
function fileWith(change: (file: { conversation: Record<string, unknown> }) => void): string {
  const file = JSON.parse(JSON.stringify(toConversationExport(valid, 0))) as {
    conversation: Record<string, unknown>;
  };
  change(file);
  return JSON.stringify(file);
}

type Json = Record<string, unknown>;
const messages = (file: { conversation: Record<string, unknown> }) => file.conversation.messages as Json[];
const callOf = (file: { conversation: Record<string, unknown> }, index = 1) =>
  (messages(file)[index]!.parts as Json[])[0]!.call as Json;

describe('import validation', () => {
  it('accepts a whole conversation and gives it back unchanged', () => {
    const result = parseConversationExport(JSON.stringify(toConversationExport(valid, 0)));
    expect(result).toEqual({ ok: true, conversation: valid });
  });

  it.each([
    [
      'a date that is not a time',
      (file: { conversation: Record<string, unknown> }) => (messages(file)[0]!.createdAt = 'never' as never),
      '/conversation/messages/0/createdAt must be number, not a string ("never").',
    ],
    [
      'a time past what a date can hold',
      (file: { conversation: Record<string, unknown> }) => (messages(file)[0]!.createdAt = 1e300 as never),
      '/conversation/messages/0/createdAt must be a number ≤ 8640000000000000',
    ],
    [
      'a tool call without its draft',
      (file: { conversation: Record<string, unknown> }) => delete callOf(file).modifiedArgs,
      '/conversation/messages/1/parts/0/call: the field "modifiedArgs" is missing.',
    ],
    [
      'an unknown status',
      (file: { conversation: Record<string, unknown> }) => (callOf(file).status = 'sent'),
      '/conversation/messages/1/parts/0/call/status must be one of "streaming", "checking", "refused", "pending", "declined", "executing", "executed", "failed", "interrupted"; it is a string ("sent").',
    ],
    [
      'an executed call without its result',
      (file: { conversation: Record<string, unknown> }) => delete callOf(file).result,
      '/conversation/messages/1/parts/0/call: the field "result" is missing.',
    ],
    [
      'an unknown role',
      (file: { conversation: Record<string, unknown> }) => (messages(file)[0]!.role = 'admin' as never),
      '/conversation/messages/0/role must be one of "user", "model", "tool"; it is a string ("admin").',
    ],
    [
      'a part of an unknown kind',
      (file: { conversation: Record<string, unknown> }) =>
        ((messages(file)[0]!.parts as Json[])[0]!.kind = 'html' as never),
      '/conversation/messages/0/parts/0/kind must be one of "text", "reasoning", "tool-call", "blob"; it is a string ("html").',
    ],
    [
      'a message id used twice',
      (file: { conversation: Record<string, unknown> }) => (messages(file)[1]!.id = 'msg_1' as never),
      '/conversation/messages/1/id: the message id "msg_1" is used twice (also /conversation/messages/0).',
    ],
    [
      'a call id used twice',
      (file: { conversation: Record<string, unknown> }) => {
        const list = messages(file);
        list.push({
          ...list[1]!,
          id: 'msg_3',
          parts: [{ ...(list[1]!.parts as Json[])[0]!, id: 'part_other' }],
        } as never);
      },
      '/conversation/messages/2/parts/0/call/id: the call id "call_sent" is used twice (also /conversation/messages/1/parts/0/call).',
    ],
    [
      'a part id used twice',
      (file: { conversation: Record<string, unknown> }) =>
        ((messages(file)[1]!.parts as Json[])[0]!.id = 'part_hello' as never),
      '/conversation/messages/1/parts/0/id: the part id "part_hello" is used twice (also /conversation/messages/0/parts/0).',
    ],
    [
      'a remote source without its thread',
      (file: { conversation: Record<string, unknown> }) =>
        (file.conversation.source = { kind: 'ag-ui', agentId: 'agent_1' }),
      '/conversation/source: the field "threadId" is missing.',
    ],
    [
      'a source of an unknown kind',
      (file: { conversation: Record<string, unknown> }) => (file.conversation.source = { kind: 'crewai' }),
      '/conversation/source/kind must be one of "built-in", "ag-ui", "langgraph", "ai-sdk"; it is a string ("crewai").',
    ],
    [
      'an interrupt whose staged approval has no arguments',
      (file: { conversation: Record<string, unknown> }) =>
        (callOf(file).interrupt = {
          id: 'int_1',
          reason: 'tool_call',
          editable: true,
          staged: { kind: 'approve', by: 'operator', at: 3 },
        }),
      '/conversation/messages/1/parts/0/call/interrupt/staged: the field "approvedArgs" is missing.',
    ],
    [
      'a version given as text',
      (file: { conversation: Record<string, unknown> }) => ((file as Record<string, unknown>).version = '1'),
      '/version must be the number 1, not "1".',
    ],
  ])('refuses %s with where and what', (_name, change, reason) => {
    const result = parseConversationExport(fileWith(change));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(reason);
  });

  it('accepts a remote thread whose call carries its interrupt and a staged decision, and gives it back unchanged', () => {
    const remote = {
      ...valid,
      source: { kind: 'ag-ui', agentId: 'agent_mail', threadId: 'thread_1' },
      messages: [
        makeMessage(
          'model',
          [
            makeCallPart({
              id: 'call_remote',
              name: 'send_email',
              args: { to: 'a@example.com' },
              interrupt: {
                id: 'int_1',
                reason: 'tool_call',
                runId: 'run_1',
                editable: true,
                expiresAt: 1_000,
                responseSchema: { type: 'object' },
                staged: { kind: 'decline', reason: 'wrong recipient', by: 'operator', at: 5 },
              },
            }),
          ],
          'msg_remote',
        ),
      ],
    } as const;
    const result = parseConversationExport(JSON.stringify(toConversationExport(remote, 0)));
    expect(result).toEqual({ ok: true, conversation: remote });
  });

  it('validates a stored conversation the same way', () => {
    expect(validateConversation(valid)).toEqual({ ok: true, value: valid });
    expect(validateConversation({ ...valid, title: 7 })).toEqual({
      ok: false,
      error: '/title must be string, not a number (7).',
    });
    expect(validateConversation(null)).toMatchObject({ ok: false, error: '/ must be object, not null.' });
  });

  it('keeps a call whose arguments nest thousands of levels deep, with its raw text and no parsed value', () => {
    let deep = '0';
    for (let level = 0; level < 4500; level += 1) deep = `{"a":${deep}}`;
    const result = parseConversationExport(
      fileWith((file) => {
        const call = callOf(file);
        call.status = 'refused';
        call.refusal = { source: 'invalid-arguments', message: 'too deep' };
        call.args = JSON.parse(deep);
        call.rawArguments = deep;
        delete call.approval;
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const part = result.conversation.messages[1]!.parts[0]!;
    expect(part.kind === 'tool-call' && part.call).toMatchObject({ args: null, rawArguments: deep });
    expect(() => structuredClone(result.conversation)).not.toThrow();
  });
});
