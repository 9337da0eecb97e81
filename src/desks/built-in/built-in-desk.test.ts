import { describe, expect, it } from 'vitest';
import type { ClaimOutcome, ExecutionClaims } from '../../agent/agent-options.ts';
import type { RunRecord } from '../../agent/revive-conversation.ts';
import type { AgentStatus } from '../../core/agent-status.ts';
import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls } from '../../core/conversation.ts';
import { approvalOf } from '../../core/tool-call.ts';
import { toolResponseWording } from '../../core/tool-response.ts';
import type { ToolEffects } from '../../tools/tool-definition.ts';
import {
  emptyTestConversation,
  fixedRules,
  openAiChatSse,
  scriptedClient,
  testTools,
  toolRule,
} from '../../test/agent-test-support.ts';
import { fakeAudit } from '../../test/desk-fakes.ts';
import { makeConversation, makeMessage, makeToolCall, makeToolCallPart } from '../../test/test-builders.ts';
import { until } from '../../test/until.ts';
import { createBuiltInDesk } from './built-in-desk.ts';

const refundTurn = openAiChatSse({
  calls: [{ id: 'call_refund', name: 'update_order', args: { id: 7, amount: 120 } }],
});

/**
 * What the tabs of one browser share: the stored conversation (each tab's writes are saved at once), the
 * execution claims and the audit log of one database, and the tools' data. `hangClaims` plays a page that went
 * away right after its claim was written: the claim is kept and the run never starts.
 */
function browser() {
  const { registry, runs } = testTools();
  const claims = new Map<string, { readonly effects?: ToolEffects; readonly outcome?: ClaimOutcome }>();
  const shared = {
    registry,
    runs,
    claims,
    audit: fakeAudit(),
    saved: emptyTestConversation(),
    hangClaims: false,
  };
  const executionClaims: ExecutionClaims = {
    claim: async (callId, effects) => {
      if (claims.has(callId)) return false;
      claims.set(callId, effects ? { effects } : {});
      return shared.hangClaims ? new Promise<boolean>(() => undefined) : true;
    },
    release: async (callId) => void claims.delete(callId),
    settle: async (callId, outcome) => {
      const claim = claims.get(callId);
      if (claim) claims.set(callId, { ...claim, outcome });
    },
  };
  const runRecords = async (callIds: readonly string[]) =>
    new Map(
      callIds.map((callId): [string, RunRecord] => {
        const claim = claims.get(callId);
        return [callId, claim ? { claimed: true, ...claim } : { claimed: false }];
      }),
    );
  return { shared, executionClaims, runRecords };
}

/**
 * A tab of `world` on fake ports, over `conversation` (by default what is stored), answering with `steps`;
 * `stored` is where it reads a call another tab ran.
 */
function tab(
  world: ReturnType<typeof browser>,
  steps: readonly string[] = [],
  conversation: Conversation = world.shared.saved,
  rules = fixedRules(),
  stored: () => Conversation = () => world.shared.saved,
) {
  const { shared } = world;
  let current = conversation;
  const listeners = new Set<() => void>();
  const client = scriptedClient(steps);
  const statuses: AgentStatus[] = [];
  const timers: { readonly ms: number; readonly task: () => void }[] = [];
  let clock = 1_000;
  const desk = createBuiltInDesk(() => ({
    port: {
      read: () => current,
      write: (update) => {
        current = update(current);
        shared.saved = current;
        for (const listener of listeners) listener();
      },
    },
    client,
    registry: shared.registry,
    rules,
    audit: shared.audit,
    claims: world.executionClaims,
    storedCall: async (callId) => allToolCalls(stored()).find((call) => call.id === callId),
    now: () => (clock += 1),
    runRecords: world.runRecords,
    onStatus: (status) => void statuses.push(status),
    ready: async () => undefined,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    after: (ms, task) => {
      timers.push({ ms, task });
      return () => undefined;
    },
  }));
  const call = () => allToolCalls(current)[0]!;
  return { desk, client, statuses, timers, call, read: () => current };
}

describe('the built-in desk on fake ports', () => {
  it('runs an approval once with the approved arguments, records it first, and tells the model what changed', async () => {
    const world = browser();
    const { desk, client, call, read } = tab(world, [refundTurn, openAiChatSse({ text: 'Refunded 80.' })]);
    expect(await desk.send(read().id, 'Refund order 7.')).toEqual({ ok: true });
    expect(call().status).toBe('pending');

    const decided = await desk.decide(read().id, call().id, {
      kind: 'approve',
      approvedArgs: { id: 7, amount: 80, note: 'partial' },
      feedback: 'Half, as agreed.',
    });
    await desk.whenIdle();

    expect(decided).toEqual({ ok: true });
    expect(world.shared.runs).toEqual([
      { tool: 'update_order', args: { id: 7, amount: 80, note: 'partial' } },
    ]);
    const ran = call();
    expect(ran.status).toBe('executed');
    expect(approvalOf(ran)?.modifiedKeys).toEqual(['amount', 'note']);
    const told = JSON.stringify(client.requests[1]!.messages);
    expect(told).toContain(
      `${toolResponseWording.modified}amount: 120 → 80; note: (absent) → \\"partial\\".`,
    );
    expect(told).toContain(`${toolResponseWording.feedback}Half, as agreed.`);
    expect(world.shared.audit.entries).toMatchObject([
      { decision: 'approved', modifiedKeys: ['amount', 'note'], outcome: 'executed' },
    ]);
    expect(world.shared.claims.get(ran.id)?.outcome?.kind).toBe('executed');

    // A second approval (a double click, a late key) runs nothing more.
    const again = await desk.decide(read().id, ran.id, {
      kind: 'approve',
      approvedArgs: { id: 7, amount: 80 },
    });
    expect(again.ok).toBe(false);
    expect(world.shared.runs).toHaveLength(1);
  });

  it('declines with the reason, runs nothing, and the model is told why', async () => {
    const world = browser();
    const { desk, client, call, read } = tab(world, [refundTurn, openAiChatSse({ text: 'Understood.' })]);
    await desk.send(read().id, 'Refund order 7.');

    expect(await desk.decide(read().id, call().id, { kind: 'decline', reason: 'Wrong customer.' })).toEqual({
      ok: true,
    });
    await desk.whenIdle();

    expect(call()).toMatchObject({ status: 'declined', reason: 'Wrong customer.' });
    expect(world.shared.runs).toEqual([]);
    const told = JSON.stringify(client.requests[1]!.messages);
    expect(told).toContain(toolResponseWording.declined);
    expect(told).toContain('Wrong customer.');
    expect(world.shared.audit.entries).toMatchObject([{ decision: 'declined', reason: 'Wrong customer.' }]);
    // An answer is a remote agent's kind of decision.
    expect(await desk.decide(read().id, call().id, { kind: 'answer', payload: 'yes' })).toEqual({
      ok: false,
      reason: 'Only a remote agent’s request takes an answer.',
    });
  });

  it('after a reload between the record and the run, settles the call from its claim and never runs it', async () => {
    const world = browser();
    const before = tab(world, [refundTurn]);
    await before.desk.send(before.read().id, 'Refund order 7.');
    const callId = before.call().id;
    world.shared.hangClaims = true;
    void before.desk.decide(before.read().id, callId, {
      kind: 'approve',
      approvedArgs: { id: 7, amount: 120 },
    });
    // The page goes away once its claim is written: recorded and claimed, not run.
    await until(() => world.shared.claims.has(callId));
    expect(world.shared.saved.messages.length).toBeGreaterThan(0);
    expect(allToolCalls(world.shared.saved)[0]!.status).toBe('executing');

    world.shared.hangClaims = false;
    const after = tab(world);
    await after.desk.settle(after.read().id);

    expect(after.call()).toMatchObject({ status: 'interrupted', ran: 'unknown' });
    expect(world.shared.audit.entries).toMatchObject([{ decision: 'approved', outcome: 'interrupted' }]);
    // Neither an approval nor a Retry can run it: it may have run, and a call runs once.
    expect(
      (await after.desk.decide(after.read().id, callId, { kind: 'approve', approvedArgs: { id: 7 } })).ok,
    ).toBe(false);
    expect((await after.desk.retryCall(after.read().id, callId)).ok).toBe(false);
    // A second settle (another reload) changes nothing.
    const settled = after.read();
    await after.desk.settle(after.read().id);
    expect(after.read()).toBe(settled);
    expect(world.shared.runs).toEqual([]);
  });

  it('after a reload that lost the result, shows what the claim recorded instead of running it again', async () => {
    const world = browser();
    const before = tab(world, [refundTurn]);
    await before.desk.send(before.read().id, 'Refund order 7.');
    const callId = before.call().id;
    let lastSaved: Conversation | undefined;
    // What was stored when the run began: the page went away before the result was saved.
    const claim = world.executionClaims.claim;
    world.executionClaims.claim = async (id, effects) => {
      lastSaved = world.shared.saved;
      return claim(id, effects);
    };
    await before.desk.decide(before.read().id, callId, {
      kind: 'approve',
      approvedArgs: { id: 7, amount: 120 },
    });
    await before.desk.whenIdle();
    expect(world.shared.runs).toHaveLength(1);

    const after = tab(world, [], lastSaved);
    expect(after.call().status).toBe('executing');
    await after.desk.settle(after.read().id);

    expect(after.call()).toMatchObject({ status: 'executed', result: { ok: true, tool: 'update_order' } });
    expect(world.shared.runs).toHaveLength(1);
    expect(world.shared.audit.entries).toMatchObject([{ outcome: 'executed' }]);
  });

  it('refuses an approval another tab made first, shows what that tab ran, and logs it as refused here', async () => {
    const world = browser();
    const first = tab(world, [refundTurn, openAiChatSse({ text: 'Done.' })]);
    await first.desk.send(first.read().id, 'Refund order 7.');
    const waiting = first.read();
    const callId = first.call().id;
    // The second tab opened the conversation while the call waited; it reads what the first one stored.
    const second = tab(world, [], waiting, fixedRules(), first.read);

    expect(
      await first.desk.decide(waiting.id, callId, { kind: 'approve', approvedArgs: { id: 7, amount: 120 } }),
    ).toEqual({ ok: true });
    const elsewhere = await second.desk.decide(waiting.id, callId, {
      kind: 'approve',
      approvedArgs: { id: 7, amount: 999 },
    });

    expect(elsewhere).toEqual({
      ok: false,
      reason: 'Not run: another tab already ran this call, and a call runs once.',
    });
    expect(world.shared.runs).toEqual([{ tool: 'update_order', args: { id: 7, amount: 120 } }]);
    expect(second.call()).toMatchObject({ status: 'executed', result: { ok: true, tool: 'update_order' } });
    expect(world.shared.audit.entries.map((entry) => entry.decision)).toEqual(['approved', 'refused']);
  });

  it('reviews a call from the tool catalog: schema, tier, editable while it waits, and the draft judged', async () => {
    const world = browser();
    const rules = fixedRules([
      toolRule('update_order', 'deny', {
        match: {
          sources: [],
          tool: 'update_order',
          conditions: [{ kind: 'range', path: 'amount', min: 130 }],
        },
      }),
    ]);
    const { desk, call, read } = tab(world, [refundTurn, openAiChatSse({ text: 'Done.' })], undefined, rules);
    await desk.send(read().id, 'Refund order 7.');

    const offer = desk.reviewOf(read().id, call(), 0);
    expect(offer).toMatchObject({
      schema: world.shared.registry.get('update_order')!.inputSchema,
      tier: 'write',
      editing: { status: 'editable' },
      decisions: ['approve', 'decline'],
      missing: {},
    });
    const signal = new AbortController().signal;
    expect(
      await offer.checkDraft!('update_order', { id: 7, amount: 'many' }, signal, call().id),
    ).toMatchObject({
      source: 'invalid-arguments',
    });
    expect(await offer.checkDraft!('update_order', { id: 7, amount: 150 }, signal, call().id)).toMatchObject({
      source: 'policy',
      path: 'amount',
    });
    expect(await offer.checkDraft!('update_order', { id: 7, amount: 50 }, signal, call().id)).toBeUndefined();

    await desk.decide(read().id, call().id, { kind: 'decline' });
    await desk.whenIdle();
    expect(desk.reviewOf(read().id, call(), 0)).toMatchObject({
      editing: { status: 'read-only', reason: 'Read-only: the call is declined.' },
      decisions: [],
    });
    expect(desk.composerLock(read().id)).toBeUndefined();
  });

  it('acts only on the conversation open in this tab, and arms a timer on a waiting call’s deadline', async () => {
    const world = browser();
    const rules = fixedRules([
      toolRule('update_order', 'ask', { deadline: { waitMs: 60_000, then: 'decline' } }),
    ]);
    const { desk, call, read, timers } = tab(world, [refundTurn], undefined, rules);
    await desk.send(read().id, 'Refund order 7.');

    expect(await desk.decide('conv_other', call().id, { kind: 'decline' })).toEqual({
      ok: false,
      reason: 'Open that conversation to decide its calls.',
    });
    expect(call()).toMatchObject({ status: 'pending', deadline: { then: 'decline' } });
    // The watch waits until the deadline, which is stored with the call.
    const waiting = call();
    const deadline = waiting.status === 'pending' ? waiting.deadline : undefined;
    expect(timers.at(-1)?.ms).toBeGreaterThan(59_000);
    expect(timers.at(-1)?.ms).toBeLessThanOrEqual((deadline?.at ?? 0) - 1_000);
  });

  it('never runs, retries, declines or sends for a remote thread open in the console, even for a tool of this page’s name', async () => {
    const world = browser();
    const failed = makeToolCall({
      id: 'call_remote',
      name: 'update_order',
      args: { id: 7, amount: 120 },
      state: {
        status: 'failed',
        approval: { by: 'operator', at: 1, approvedArgs: { id: 7, amount: 120 }, modifiedKeys: [] },
        startedAt: 1,
        finishedAt: 2,
        error: 'The remote agent’s tool failed.',
      },
    });
    const waiting = makeToolCall({ id: 'call_waiting', name: 'update_order', args: { id: 8, amount: 5 } });
    const remote: Conversation = {
      ...makeConversation([makeMessage('model', [makeToolCallPart(failed), makeToolCallPart(waiting)])]),
      id: 'conv_remote',
      source: { kind: 'ag-ui', agentId: 'agent_orders', threadId: 'thread_1' },
    };
    const { desk, client, read } = tab(world, [openAiChatSse({ text: 'Should never be asked.' })], remote);
    const refusal = { ok: false, reason: expect.stringContaining('run on its remote agent') };
    expect(await desk.retryCall('conv_remote', 'call_remote')).toEqual(refusal);
    expect(
      await desk.decide('conv_remote', 'call_waiting', {
        kind: 'approve',
        approvedArgs: { id: 8, amount: 5 },
      }),
    ).toEqual(refusal);
    expect(await desk.decide('conv_remote', 'call_waiting', { kind: 'decline' })).toEqual(refusal);
    expect(await desk.send('conv_remote', 'Refund order 7.')).toEqual(refusal);
    await desk.whenIdle();
    expect(world.shared.runs).toEqual([]);
    expect(client.requests).toHaveLength(0);
    expect(allToolCalls(read()).map((call) => call.status)).toEqual(['failed', 'pending']);
  });
});
