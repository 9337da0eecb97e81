import type { UIMessage, UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls, updateToolCall } from '../../core/conversation.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import answeredAgain from './__fixtures__/approvals-answered-again.json' with { type: 'json' };
import answered from './__fixtures__/approvals-answered.json' with { type: 'json' };
import requested from './__fixtures__/approvals-requested.json' with { type: 'json' };
import executions from './__fixtures__/executions.json' with { type: 'json' };
import requests from './__fixtures__/requests.json' with { type: 'json' };
import { aiSdkApprovalReason } from './ai-sdk-call.ts';
import { uiMessagesOf } from './convert-ai-sdk-conversation.ts';
import { applyUiMessage } from './map-ui-message.ts';
import { readChunks, streamOfChunks } from './read-chat-stream.ts';

// Answers recorded from a live AI SDK 7 route (`npm run agents:ai-sdk:record`), and in requests.json the bodies
// that route was seen to act on: the console must read the answers and build exactly those bodies.

const reason = 'Keep the draft until finance signs off.';
const userMessage = requests['approvals-requested'].messages[0]!;

function start(): Conversation {
  return {
    id: 'conversation-1',
    title: 'Clean-up',
    createdAt: 1,
    systemPrompt: '',
    source: { kind: 'ai-sdk', routeId: 'http://127.0.0.1:4411/api/chat', threadId: 'thread-clean-up' },
    messages: [
      {
        id: userMessage.id,
        role: 'user',
        parts: [{ id: 'user-1:0', kind: 'text', text: userMessage.parts[0]!.text, pruning: 'auto' }],
        createdAt: 1,
        status: 'complete',
      },
    ],
  };
}

async function replay(conversation: Conversation, chunks: readonly unknown[], continued?: UIMessage) {
  let next = conversation;
  const end = await readChunks(streamOfChunks(chunks as UIMessageChunk[]), continued, (message) => {
    next = applyUiMessage(next, message, 'streaming', 10);
  });
  if (end.message)
    next = applyUiMessage(next, end.message, end.status === 'finished' ? 'complete' : 'incomplete', 10);
  return { conversation: next, end };
}

const callNamed = (conversation: Conversation, name: string): ToolCall =>
  allToolCalls(conversation).find((call) => call.name === name)!;

function stage(conversation: Conversation): Conversation {
  let next = conversation;
  for (const call of allToolCalls(conversation).filter((candidate) => candidate.status === 'pending')) {
    const staged =
      call.name === 'send_email'
        ? { kind: 'approve' as const, approvedArgs: call.args ?? {}, by: 'operator' as const, at: 20 }
        : { kind: 'decline' as const, reason, by: 'operator' as const, at: 20 };
    next = updateToolCall(next, call.id, (current) => ({
      ...current,
      interrupt: { ...current.interrupt!, staged },
    }));
  }
  return next;
}

describe('the recorded AI SDK route', () => {
  it('shows both approval requests as pending calls and the free tool as run by the route', async () => {
    const { conversation, end } = await replay(start(), requested);
    expect(end.status).toBe('finished');
    const calls = allToolCalls(conversation);
    expect(calls.map((call) => [call.name, call.status])).toEqual([
      ['lookup_order', 'executed'],
      ['send_email', 'pending'],
      ['delete_record', 'pending'],
    ]);
    const email = callNamed(conversation, 'send_email');
    expect(email.interrupt).toMatchObject({
      reason: aiSdkApprovalReason,
      toolCallId: 'call-email-1',
      editable: false,
    });
    expect(email.args).toEqual(executions.executions[1]!.input);
    expect(callNamed(conversation, 'lookup_order')).toMatchObject({
      result: executions.executions[0]!.output,
    });
  });

  it('posts the answers exactly as the route received them from the SDK client', async () => {
    const { conversation } = await replay(start(), requested);
    const messages = uiMessagesOf(stage(conversation));
    const sent = requests['approvals-answered'].messages;
    expect(messages.map((message) => message.id)).toEqual(sent.map((message) => message.id));
    const toolParts = (parts: readonly { type: string }[]) =>
      parts
        .filter((part) => part.type.startsWith('tool-'))
        .map((part) => {
          const { type, toolCallId, state, input, approval, output } = part as Record<string, unknown>;
          return { type, toolCallId, state, input, approval, output };
        });
    expect(toolParts(messages[1]!.parts)).toEqual(toolParts(sent[1]!.parts));
    expect(messages[1]!.parts.filter((part) => part.type === 'step-start')).toHaveLength(1);
  });

  it('settles the approved call with its result and the denied one with the reason, the model quoting it', async () => {
    const first = await replay(start(), requested);
    const staged = stage(first.conversation);
    const continued = uiMessagesOf(staged).at(-1);
    const { conversation, end } = await replay(staged, answered, continued);
    expect(end.status).toBe('finished');
    expect(callNamed(conversation, 'send_email')).toMatchObject({
      status: 'executed',
      result: executions.executions[1]!.output,
    });
    expect(callNamed(conversation, 'delete_record')).toMatchObject({ status: 'declined', reason });
    const texts = conversation.messages
      .at(-1)!
      .parts.flatMap((part) => (part.kind === 'text' ? [part.text] : []));
    expect(texts.at(-1)).toContain(`"${reason}"`);
    expect(conversation.messages).toHaveLength(2);
  });

  it('reads the same answer posted twice the same way: the route ran nothing again', async () => {
    const first = await replay(start(), requested);
    const staged = stage(first.conversation);
    const continued = uiMessagesOf(staged).at(-1);
    const once = await replay(staged, answered, continued);
    const twice = await replay(staged, answeredAgain, continued);
    expect(allToolCalls(twice.conversation).map((call) => call.status)).toEqual(
      allToolCalls(once.conversation).map((call) => call.status),
    );
    expect(executions.repeats.map((repeat) => repeat.toolCallId)).toEqual(['call-email-1']);
  });

  it('says a stream cut before its finish was cut, keeping what arrived', async () => {
    const cutAt = requested.findIndex((chunk) => chunk.type === 'tool-approval-request');
    const { conversation, end } = await replay(start(), requested.slice(0, cutAt + 1));
    expect(end).toMatchObject({ status: 'failed', failure: { kind: 'cut' } });
    expect(conversation.messages.at(-1)!.status).toBe('incomplete');
    expect(callNamed(conversation, 'send_email').status).toBe('pending');
  });
});
