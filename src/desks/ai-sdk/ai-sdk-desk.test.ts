import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls } from '../../core/conversation.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import answered from '../../sources/ai-sdk/__fixtures__/approvals-answered.json' with { type: 'json' };
import requested from '../../sources/ai-sdk/__fixtures__/approvals-requested.json' with { type: 'json' };
import type { ChatRequestBody } from '../../sources/ai-sdk/ai-sdk-transport.ts';
import { readChunks, streamOfChunks } from '../../sources/ai-sdk/read-chat-stream.ts';
import { fakeAudit, fakeClock, fakeConversations, fakeLedger } from '../../test/desk-fakes.ts';
import { makeAiSdkChat } from '../../test/test-builders.ts';
import { until } from '../../test/until.ts';
import { createRuleRepository } from '../../tools/rule-repository.ts';
import { ToolsDatabase } from '../../tools/tools-database.ts';
import type { ResumeDelivery } from '../desk-ports.ts';
import type { ChatPoster } from './ai-sdk-desk-ports.ts';
import { createAiSdkDesk } from './ai-sdk-desk.ts';
import { answeredFromThisBrowser } from './ai-sdk-send.ts';

const routeUrl = 'http://127.0.0.1:4411/api/chat';
const reason = 'Keep the draft until finance signs off.';

/**
 * The recorded route: a chat ending in the user's message is answered with the recorded approval requests, one
 * that answers them with the recorded follow-up. `hold` keeps a request unanswered, as a reload cuts it off.
 */
function recordedRoute(options: { hold?: (body: ChatRequestBody) => boolean } = {}) {
  const bodies: ChatRequestBody[] = [];
  const post: ChatPoster = async (_endpoint, body, continued, onMessage) => {
    bodies.push(structuredClone(body));
    if (options.hold?.(body)) return new Promise(() => undefined);
    const chunks = body.messages.at(-1)?.role === 'user' ? requested : answered;
    return readChunks(streamOfChunks(chunks as UIMessageChunk[]), continued, onMessage);
  };
  return { post, bodies };
}

function tab(
  shared: {
    ledger: ReturnType<typeof fakeLedger>;
    audit: ReturnType<typeof fakeAudit>;
    rules?: ReturnType<typeof createRuleRepository>;
  },
  conversation: Conversation,
  post: ChatPoster,
) {
  const conversations = fakeConversations(conversation);
  const deliveries: (ResumeDelivery | undefined)[] = [];
  const rules = shared.rules ?? createRuleRepository(new ToolsDatabase(`rules-${crypto.randomUUID()}`));
  const desk = createAiSdkDesk({
    conversations,
    routeOf: () => ({ url: routeUrl, headers: {}, origin: 'http://127.0.0.1:5173' }),
    post,
    ledger: () => shared.ledger,
    audit: () => shared.audit,
    rules: () => rules,
    sessionId: () => 'session-1',
    setDelivery: (_id, delivery) => void deliveries.push(delivery),
    delivery: () => deliveries.at(-1),
    setRunning: () => undefined,
    running: () => false,
    saveNow: async () => undefined,
    clock: fakeClock(),
  });
  const call = (name: string): ToolCall =>
    allToolCalls(conversations.read('chat-1')!).find((c) => c.name === name)!;
  return { desk, conversations, deliveries, call, rules };
}

const toolParts = (body: ChatRequestBody) =>
  body.messages.at(-1)!.parts.filter((part) => part.type.startsWith('tool-')) as unknown as {
    type: string;
    state: string;
    approval?: { approved?: boolean; reason?: string };
  }[];

async function started(route = recordedRoute(), shared = { ledger: fakeLedger(), audit: fakeAudit() }) {
  const one = tab(shared, makeAiSdkChat(routeUrl), route.post);
  expect(await one.desk.send('chat-1', 'Tidy up after the refund of order 1042.')).toEqual({ ok: true });
  return { ...one, route, shared };
}

/**
 * A tab that declined one call and approved the other, whose answer was recorded and posted but never heard back
 * from, then reloaded: the new tab on what was stored, posting to `after`.
 */
async function reloadedBeforeHeardBack(after: ReturnType<typeof recordedRoute>) {
  let cut = true;
  const route = recordedRoute({ hold: (body) => cut && body.messages.at(-1)?.role === 'assistant' });
  const first = await started(route);
  await first.desk.decide('chat-1', first.call('delete_record').id, { kind: 'decline', reason });
  void first.desk.decide('chat-1', first.call('send_email').id, {
    kind: 'approve',
    approvedArgs: first.call('send_email').args!,
  });
  await until(() => route.bodies.length === 2);
  cut = false;
  return { route, reloaded: tab(first.shared, first.conversations.read('chat-1')!, after.post) };
}

describe('the AI SDK desk', () => {
  it('records both answers, then posts them in one request, and settles each call as the route reports', async () => {
    const { desk, route, shared, call } = await started();
    expect([call('send_email').status, call('delete_record').status]).toEqual(['pending', 'pending']);
    expect(desk.composerLock('chat-1')).toMatch(/approval requests/);

    expect(await desk.decide('chat-1', call('delete_record').id, { kind: 'decline', reason })).toEqual({
      ok: true,
    });
    expect(route.bodies).toHaveLength(1);
    const email = call('send_email');
    expect(await desk.decide('chat-1', email.id, { kind: 'approve', approvedArgs: email.args! })).toEqual({
      ok: true,
    });

    expect(route.bodies).toHaveLength(2);
    expect(
      toolParts(route.bodies[1]!).map((part) => [
        part.type,
        part.state,
        part.approval?.approved,
        part.approval?.reason,
      ]),
    ).toEqual([
      ['tool-lookup_order', 'output-available', undefined, undefined],
      ['tool-send_email', 'approval-responded', true, undefined],
      ['tool-delete_record', 'approval-responded', false, reason],
    ]);
    expect(call('send_email')).toMatchObject({ status: 'executed', approval: { by: 'operator' } });
    expect(call('delete_record')).toMatchObject({ status: 'declined', reason });
    expect([...shared.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sent']);
    expect(shared.audit.entries.map((entry) => [entry.tool, entry.decision, entry.outcome])).toEqual([
      ['send_email', 'approved', 'executed'],
      ['delete_record', 'declined', 'declined'],
    ]);
  });

  it('keeps review read-only, saying why, and refuses an approval with edited arguments', async () => {
    const { desk, call, route } = await started();
    const offer = desk.reviewOf('chat-1', call('send_email'), 0);
    expect(offer.editing).toMatchObject({
      status: 'read-only',
      reason: expect.stringMatching(/approved or denied/),
    });
    expect(offer.decisions).toEqual(['approve', 'decline']);
    const edited = { ...call('send_email').args!, subject: 'Other' };
    const result = await desk.decide('chat-1', call('send_email').id, {
      kind: 'approve',
      approvedArgs: edited,
    });
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/model’s arguments/) });
    expect(call('send_email').interrupt?.staged).toBeUndefined();
    expect(route.bodies).toHaveLength(1);
  });

  it('after a reload between record and send, shows the answer as perhaps sent and sends it only on Retry, once', async () => {
    const after = recordedRoute();
    const { route, reloaded } = await reloadedBeforeHeardBack(after);
    expect(reloaded.call('send_email').status).toBe('executing');
    await reloaded.desk.settle('chat-1');
    expect(reloaded.deliveries.at(-1)).toMatchObject({ status: 'unconfirmed' });
    expect(reloaded.deliveries.at(-1)?.interruptKeys).toHaveLength(2);
    expect(after.bodies).toHaveLength(0);
    // The executing call offers Retry of the answer that carries it; no request of the thread is being read.
    expect(reloaded.desk.executingControl('chat-1', reloaded.call('send_email'))).toBe('retry-unconfirmed');
    expect(reloaded.desk.runGoing('chat-1')).toBe(false);

    expect(await reloaded.desk.retry('chat-1')).toEqual({ ok: true });
    expect(after.bodies).toEqual([route.bodies[1]]);
    expect(reloaded.call('send_email').status).toBe('executed');
    expect(reloaded.desk.executingControl('chat-1', reloaded.call('send_email'))).toBe('none');
    expect(await reloaded.desk.retry('chat-1')).toMatchObject({ ok: false });
    expect(after.bodies).toHaveLength(1);
  });

  it('sends nothing for a second Retry made while the first is on its way, however late it comes', async () => {
    // The new tab's Retry is held on its way: the ledger has taken the answer back to sending.
    const after = recordedRoute({ hold: () => true });
    const { reloaded } = await reloadedBeforeHeardBack(after);
    await reloaded.desk.settle('chat-1');
    // A double click: the second Retry starts before the first has read anything.
    const [once, twice] = [reloaded.desk.retry('chat-1'), reloaded.desk.retry('chat-1')];
    expect(await twice).toMatchObject({ ok: false });
    await until(() => after.bodies.length === 1);
    // A Retry that comes once the first has reached the route (a slow double click, a key held down).
    expect(await reloaded.desk.retry('chat-1')).toMatchObject({ ok: false });
    expect(after.bodies).toHaveLength(1);
    void once;
  });

  it('refuses in a second tab the approvals another tab already answered, sending nothing', async () => {
    const { desk, call, conversations, shared, route } = await started();
    const stale = conversations.read('chat-1')!;
    await desk.decide('chat-1', call('delete_record').id, { kind: 'decline', reason });
    await desk.decide('chat-1', call('send_email').id, {
      kind: 'approve',
      approvedArgs: call('send_email').args!,
    });
    expect(route.bodies).toHaveLength(2);

    const other = recordedRoute();
    const second = tab(shared, stale, other.post);
    const declined = await second.desk.decide('chat-1', second.call('delete_record').id, {
      kind: 'decline',
      reason: 'no',
    });
    expect(declined).toEqual({ ok: false, reason: answeredFromThisBrowser });
    const result = await second.desk.decide('chat-1', second.call('send_email').id, {
      kind: 'approve',
      approvedArgs: second.call('send_email').args!,
    });
    expect(result).toEqual({ ok: false, reason: answeredFromThisBrowser });
    expect(other.bodies).toHaveLength(0);
    expect(second.call('send_email')).toMatchObject({ status: 'pending' });
    expect(second.call('send_email').interrupt?.staged).toBeUndefined();
    expect(shared.audit.entries.filter((entry) => entry.decision === 'refused')).toHaveLength(2);
  });

  it('lets a deny rule on the route decline a request before the operator is asked, the model told the rule', async () => {
    const shared = { ledger: fakeLedger(), audit: fakeAudit() };
    const rules = createRuleRepository(new ToolsDatabase(`rules-${crypto.randomUUID()}`));
    await rules.add({
      match: { sources: ['ai-sdk'], tool: 'delete_record', conditions: [] },
      effect: 'deny',
      message: 'Records are deleted by the nightly job.',
      scope: { kind: 'always' },
      status: 'active',
    });
    const route = recordedRoute();
    const one = tab({ ...shared, rules }, makeAiSdkChat(routeUrl), route.post);
    await one.desk.send('chat-1', 'Tidy up after the refund of order 1042.');
    expect(one.call('delete_record').interrupt?.staged).toMatchObject({
      kind: 'decline',
      by: 'policy',
      reason: expect.stringMatching(/Denied by rule 1\. Records are deleted by the nightly job\./),
    });
    expect(route.bodies).toHaveLength(1);
    const email = one.call('send_email');
    await one.desk.decide('chat-1', email.id, { kind: 'approve', approvedArgs: email.args! });
    expect(toolParts(route.bodies[1]!).at(-1)).toMatchObject({
      state: 'approval-responded',
      approval: { approved: false, reason: expect.stringMatching(/Denied by rule 1/) },
    });
    expect(one.call('delete_record')).toMatchObject({ status: 'declined', by: 'policy' });
  });

  it('after a reload that came before the calls were saved as answered, takes the ledger’s word and offers Retry', async () => {
    const route = recordedRoute({ hold: (body) => body.messages.at(-1)?.role === 'assistant' });
    const first = await started(route);
    await first.desk.decide('chat-1', first.call('delete_record').id, { kind: 'decline', reason });
    const staged = first.conversations.read('chat-1')!;
    void first.desk.decide('chat-1', first.call('send_email').id, {
      kind: 'approve',
      approvedArgs: first.call('send_email').args!,
    });
    await until(() => route.bodies.length === 2);
    // What was saved: the decline staged, the approval lost with the reload; the ledger has the answer.
    const email = allToolCalls(staged).find((call) => call.name === 'send_email')!;
    const stored = {
      ...staged,
      messages: staged.messages.map((message) => ({
        ...message,
        parts: message.parts.map((part) =>
          part.kind === 'tool-call' && part.call.id === email.id
            ? {
                ...part,
                call: {
                  ...part.call,
                  interrupt: {
                    ...part.call.interrupt!,
                    staged: {
                      kind: 'approve' as const,
                      approvedArgs: email.args!,
                      by: 'operator' as const,
                      at: 5,
                    },
                  },
                },
              }
            : part,
        ),
      })),
    };
    const after = recordedRoute();
    const reloaded = tab(first.shared, stored, after.post);
    await reloaded.desk.settle('chat-1');
    expect([reloaded.call('send_email').status, reloaded.call('delete_record').status]).toEqual([
      'executing',
      'declined',
    ]);
    expect(reloaded.deliveries.at(-1)).toMatchObject({ status: 'unconfirmed' });
    expect(after.bodies).toHaveLength(0);
    expect(await reloaded.desk.retry('chat-1')).toEqual({ ok: true });
    expect(after.bodies).toEqual([route.bodies[1]]);
    expect(reloaded.call('send_email').status).toBe('executed');
  });
});
