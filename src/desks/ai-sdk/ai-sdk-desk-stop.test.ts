import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../../core/conversation.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import requested from '../../sources/ai-sdk/__fixtures__/approvals-requested.json' with { type: 'json' };
import type { ChatRequestBody } from '../../sources/ai-sdk/ai-sdk-transport.ts';
import { readChunks } from '../../sources/ai-sdk/read-chat-stream.ts';
import { fakeAudit, fakeClock, fakeConversations, fakeLedger } from '../../test/desk-fakes.ts';
import { makeAiSdkChat } from '../../test/test-builders.ts';
import { until } from '../../test/until.ts';
import { createRuleRepository } from '../../tools/rule-repository.ts';
import { ToolsDatabase } from '../../tools/tools-database.ts';
import type { ChatPoster } from './ai-sdk-desk-ports.ts';
import { createAiSdkDesk } from './ai-sdk-desk.ts';

const routeUrl = 'http://127.0.0.1:4411/api/chat';
const aborted = () => new DOMException('The operation was aborted.', 'AbortError');

/** What the route answers a request with: the first `upTo` chunks of `chunks` (then it hangs), or nothing. */
type Answer = { readonly chunks: readonly unknown[]; readonly upTo?: number } | 'never';

/**
 * A route answering each request by the next of `answers`; a request it holds ends only when aborted, as
 * `fetch` does: before any answer by rejecting, mid-answer by failing the body being read.
 */
function scriptedRoute(answers: readonly Answer[]) {
  const bodies: ChatRequestBody[] = [];
  const post: ChatPoster = async (_endpoint, body, continued, onMessage, signal) => {
    bodies.push(structuredClone(body));
    const answer = answers[bodies.length - 1]!;
    if (answer === 'never')
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(aborted())));
    const chunks = answer.chunks as UIMessageChunk[];
    const upTo = answer.upTo ?? chunks.length;
    const stream = new ReadableStream<UIMessageChunk>({
      start(controller) {
        for (const chunk of chunks.slice(0, upTo)) controller.enqueue(chunk);
        if (upTo >= chunks.length) controller.close();
        else signal?.addEventListener('abort', () => controller.error(aborted()));
      },
    });
    return readChunks(stream, continued, onMessage);
  };
  return { post, bodies };
}

const emailSent: readonly UIMessageChunk[] = [
  { type: 'start' },
  { type: 'tool-output-available', toolCallId: 'call-email-1', output: { status: 'sent' } },
  { type: 'start-step' },
  { type: 'text-start', id: 'text-2' },
  { type: 'text-delta', id: 'text-2', delta: 'The email went out.' },
  { type: 'text-end', id: 'text-2' },
  { type: 'finish-step' },
  { type: 'finish' },
];

const textAnswer: readonly UIMessageChunk[] = [
  { type: 'start', messageId: 'assistant-3' },
  { type: 'start-step' },
  { type: 'text-start', id: 'text-3' },
  { type: 'text-delta', id: 'text-3', delta: 'It was stopped before I heard back.' },
  { type: 'text-end', id: 'text-3' },
  { type: 'finish-step' },
  { type: 'finish' },
];

function chat(post: ChatPoster) {
  const conversations = fakeConversations(makeAiSdkChat(routeUrl));
  const ledger = fakeLedger();
  const audit = fakeAudit();
  const running: boolean[] = [];
  const desk = createAiSdkDesk({
    conversations,
    routeOf: () => ({ url: routeUrl, headers: {}, origin: 'http://127.0.0.1:5173' }),
    post,
    ledger: () => ledger,
    audit: () => audit,
    rules: () => createRuleRepository(new ToolsDatabase(`rules-${crypto.randomUUID()}`)),
    sessionId: () => 'session-1',
    setDelivery: () => undefined,
    delivery: () => undefined,
    setRunning: (_id, going) => void running.push(going),
    running: () => running.at(-1) === true,
    saveNow: async () => undefined,
    clock: fakeClock(),
  });
  const call = (name: string): ToolCall | undefined =>
    allToolCalls(conversations.read('chat-1')!).find((candidate) => candidate.name === name);
  const answer = () => conversations.read('chat-1')!.messages.at(-1)!;
  return { desk, call, answer, ledger, audit, running };
}

const toolStates = (body: ChatRequestBody) =>
  (body.messages.at(-1)!.parts as { type: string; state?: string }[])
    .filter((part) => part.type.startsWith('tool-'))
    .map((part) => [part.type, part.state]);

describe('Stop on an AI SDK thread', () => {
  it('keeps what arrived, leaves an approval request waiting, closes what was open, and a decision goes on', async () => {
    // Stopped while delete_record's input streams: send_email's approval request has arrived, lookup_order is whole.
    const route = scriptedRoute([{ chunks: requested, upTo: 29 }, { chunks: emailSent }]);
    const { desk, call, answer, running } = chat(route.post);
    const sending = desk.send('chat-1', 'Tidy up after the refund of order 1042.');
    await until(() => call('delete_record')?.status === 'streaming');
    expect(call('send_email')?.status).toBe('pending');
    // The request being read is a run the header's Stop can end.
    expect(desk.runGoing('chat-1')).toBe(true);
    desk.stop('chat-1');
    expect(await sending).toEqual({ ok: true });
    expect(desk.runGoing('chat-1')).toBe(false);

    expect(answer()).toMatchObject({ status: 'incomplete', error: 'Stopped by the operator.' });
    expect(answer().parts.find((part) => part.kind === 'text')).toMatchObject({
      text: 'I will look the order up, email the customer and delete the draft record.',
    });
    expect(call('send_email')).toMatchObject({ status: 'pending', interrupt: { id: expect.any(String) } });
    expect(call('delete_record')).toMatchObject({ status: 'interrupted', ran: 'unknown' });
    expect(call('lookup_order')).toMatchObject({ status: 'interrupted', ran: 'unknown' });
    expect(running.at(-1)).toBe(false);
    expect(desk.composerLock('chat-1')).toMatch(/approval requests/);

    const email = call('send_email')!;
    expect(await desk.decide('chat-1', email.id, { kind: 'approve', approvedArgs: email.args! })).toEqual({
      ok: true,
    });
    expect(route.bodies).toHaveLength(2);
    // The calls stopped before the route started them are not asked for again.
    expect(toolStates(route.bodies[1]!)).toEqual([['tool-send_email', 'approval-responded']]);
    expect(call('send_email')).toMatchObject({ status: 'executed', result: { status: 'sent' } });
    expect(desk.composerLock('chat-1')).toBeUndefined();
  });

  it('stopping the answers before the route replies sends them never again, and the next message does not ask to run them', async () => {
    const route = scriptedRoute([{ chunks: requested }, 'never', { chunks: textAnswer }]);
    const { desk, call, ledger, audit } = chat(route.post);
    await desk.send('chat-1', 'Tidy up after the refund of order 1042.');
    await desk.decide('chat-1', call('delete_record')!.id, { kind: 'decline', reason: 'Not yet.' });
    const email = call('send_email')!;
    const answering = desk.decide('chat-1', email.id, { kind: 'approve', approvedArgs: email.args! });
    await until(() => route.bodies.length === 2);
    desk.stop('chat-1');
    expect(await answering).toEqual({ ok: true });

    expect(call('send_email')).toMatchObject({ status: 'interrupted', ran: 'unknown' });
    expect(call('delete_record')).toMatchObject({ status: 'declined', reason: 'Not yet.' });
    expect([...ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sent']);
    expect(await desk.retry('chat-1')).toEqual({
      ok: false,
      reason: 'There is no unsent answer to send again.',
    });
    const emailEntry = audit.entries.find((entry) => entry.callId === email.id);
    expect(emailEntry).toMatchObject({ decision: 'approved', outcome: 'interrupted' });

    expect(await desk.send('chat-1', 'What happened to the email?')).toEqual({ ok: true });
    expect(route.bodies).toHaveLength(3);
    expect(toolStates({ ...route.bodies[2]!, messages: route.bodies[2]!.messages.slice(0, -1) })).toEqual([
      ['tool-lookup_order', 'output-available'],
      ['tool-send_email', 'output-error'],
      ['tool-delete_record', 'output-denied'],
    ]);
  });

  it('does nothing when no request of the thread is being read', async () => {
    const route = scriptedRoute([{ chunks: requested }]);
    const { desk, call } = chat(route.post);
    await desk.send('chat-1', 'Tidy up after the refund of order 1042.');
    desk.stop('chat-1');
    expect([call('send_email')?.status, call('delete_record')?.status]).toEqual(['pending', 'pending']);
    expect(call('lookup_order')?.status).toBe('executed');
  });
});
