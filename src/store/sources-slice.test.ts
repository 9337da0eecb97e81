import { describe, expect, it, vi } from 'vitest';
import { fakeDesk } from '../test/desk-fakes.ts';
import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import { makeCallPart, makeMessage } from '../test/test-builders.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';
import type { SourceDesk } from './source-desk.ts';

function remoteThread(id: string, threadId: string): Conversation {
  return {
    id,
    title: `Thread ${threadId}`,
    createdAt: 1,
    systemPrompt: '',
    source: { kind: 'ag-ui', agentId: 'agent_mail', threadId },
    messages: [
      makeMessage(
        'model',
        [
          makeCallPart({
            id: `${id}_send`,
            name: 'send_email',
            args: { to: 'a@example.com' },
            interrupt: { id: `${id}_int`, reason: 'tool_call', editable: true },
          }),
          makeCallPart({
            id: `${id}_read`,
            name: 'read_inbox',
            args: {},
            state: {
              status: 'executing',
              startedAt: 2,
              approval: { by: 'operator', at: 2, approvedArgs: {}, modifiedKeys: [] },
            },
          }),
        ],
        `${id}_msg`,
      ),
    ],
  };
}

function routedDesk(): SourceDesk & { decide: ReturnType<typeof vi.fn> } {
  const decide = vi.fn(async () => ({ ok: true as const }));
  return { ...fakeDesk('ag-ui', decide), decide };
}

describe('sources slice', () => {
  it("routes the console's approve and decline of a remote call to its source's desk, with the effective arguments", async () => {
    const { store } = openTestStore(createTestProfile());
    await store.getState().restoreSession();
    const desk = routedDesk();
    store.getState().registerSourceDesk(desk);
    store.getState().loadConversation(remoteThread('conv_a', 't1'));
    store.getState().setArgument('conv_a_send', 'to', 'b@example.com');
    await store.getState().approveCall('conv_a_send', ' checked ');
    await store.getState().declineCall('conv_a_send', 'not today');
    expect(desk.decide.mock.calls).toEqual([
      [
        'conv_a',
        'conv_a_send',
        { kind: 'approve', approvedArgs: { to: 'b@example.com' }, feedback: 'checked' },
      ],
      ['conv_a', 'conv_a_send', { kind: 'decline', reason: 'not today' }],
    ]);
    // The built-in agent ran nothing.
    expect(
      allToolCalls(store.getState().conversation).find((call) => call.id === 'conv_a_send')?.status,
    ).toBe('pending');
  });

  it('refuses a second decision on a call while its first is on its way, and takes one again once it landed', async () => {
    const { store } = openTestStore(createTestProfile());
    await store.getState().restoreSession();
    const landings: ((result: { ok: true }) => void)[] = [];
    const decide = vi.fn(() => new Promise<{ ok: true }>((resolve) => landings.push(resolve)));
    store.getState().registerSourceDesk(fakeDesk('ag-ui', decide));
    store.getState().holdConversation(remoteThread('conv_a', 't1'));
    store.getState().holdConversation(remoteThread('conv_b', 't2'));
    const approve = { kind: 'approve', approvedArgs: { to: 'a@example.com' } } as const;
    const first = store.getState().decideInThread('conv_a', 'conv_a_send', approve);
    const second = await store.getState().decideInThread('conv_a', 'conv_a_send', { kind: 'decline' });
    expect(second).toEqual({
      ok: false,
      reason: 'That call is being decided already: its first decision is the one sent.',
    });
    // Another thread's call (call ids repeat across threads) is not held up by it.
    const elsewhere = store.getState().decideInThread('conv_b', 'conv_b_send', approve);
    expect(decide).toHaveBeenCalledTimes(2);
    landings[0]?.({ ok: true });
    await expect(first).resolves.toEqual({ ok: true });
    landings[1]?.({ ok: true });
    await expect(elsewhere).resolves.toEqual({ ok: true });
    // Landed, the call may be decided again; whether that is allowed is its desk's to say.
    void store.getState().decideInThread('conv_a', 'conv_a_send', { kind: 'decline' });
    expect(decide).toHaveBeenCalledTimes(3);
    expect(decide.mock.calls.map((call) => (call as unknown[]).slice(0, 2))).toEqual([
      ['conv_a', 'conv_a_send'],
      ['conv_b', 'conv_b_send'],
      ['conv_a', 'conv_a_send'],
    ]);
  });

  it("routes a built-in conversation's actions through the registry to the built-in desk, its refusal shown", async () => {
    const { store } = openTestStore(createTestProfile());
    await store.getState().restoreSession();
    // The store registers the built-in agent's desk like any source's.
    expect(store.getState().sourceDesks['built-in']).toBe(store.getState().builtInDesk());
    const decide = vi.fn(async () => ({ ok: false as const, reason: 'Refused by the desk.' }));
    const stop = vi.fn();
    const send = vi.fn(async () => ({ ok: true as const }));
    store.getState().registerSourceDesk({ ...fakeDesk('built-in', decide), stop, send });
    const { source: _remote, ...thread } = remoteThread('conv_b', 't1');
    store.getState().loadConversation(thread);
    store.getState().setArgument('conv_b_send', 'to', 'c@example.com');

    expect(await store.getState().approveCall('conv_b_send')).toEqual({
      ok: false,
      reason: 'Refused by the desk.',
    });
    expect(store.getState().actionError).toBe('Refused by the desk.');
    await store.getState().sendMessage('Hello');
    store.getState().stopAgent();

    expect(decide.mock.calls).toEqual([
      ['conv_b', 'conv_b_send', { kind: 'approve', approvedArgs: { to: 'c@example.com' } }],
    ]);
    expect(send.mock.calls).toEqual([['conv_b', 'Hello']]);
    expect(stop.mock.calls).toEqual([['conv_b']]);
    expect(store.getState().actionError).toBeUndefined();
  });

  it('keeps held threads in memory and in IndexedDB: a reload brings them back, their approved calls still executing', async () => {
    const profile = createTestProfile();
    const first = openTestStore(profile);
    await first.store.getState().restoreHeldConversations();
    first.store.getState().loadConversation(remoteThread('conv_open', 't0'));
    first.store.getState().holdConversation(remoteThread('conv_held', 't1'));
    expect(
      first.store.getState().updateConversationById('conv_held', (c) => ({ ...c, title: 'Renamed' })),
    ).toBe(true);
    expect(first.store.getState().updateConversationById('conv_missing', (c) => c)).toBe(false);
    await first.store.getState().flushHeldConversations();
    await until(async () => (await first.database.conversations.get('conv_open')) !== undefined);

    const second = openTestStore(profile);
    await second.store.getState().restoreHeldConversations();
    const state = second.store.getState();
    expect(state.conversation.id).toBe('conv_open');
    expect(Object.keys(state.backgroundConversations)).toEqual(['conv_held']);
    const held = state.backgroundConversations.conv_held!;
    expect(held.title).toBe('Renamed');
    expect(held.source).toEqual({ kind: 'ag-ui', agentId: 'agent_mail', threadId: 't1' });
    expect(allToolCalls(held).map((call) => call.status)).toEqual(['pending', 'executing']);
    expect(allToolCalls(state.conversation).map((call) => call.status)).toEqual(['pending', 'executing']);
  });

  it('opens a held thread in one step and holds the remote one it replaces', async () => {
    const { store } = openTestStore(createTestProfile());
    await store.getState().restoreHeldConversations();
    store.getState().loadConversation(remoteThread('conv_a', 't1'));
    store.getState().holdConversation(remoteThread('conv_b', 't2'));
    expect(await store.getState().openHeldConversation('conv_b')).toEqual({ ok: true });
    expect(store.getState().conversation.id).toBe('conv_b');
    expect(Object.keys(store.getState().backgroundConversations)).toEqual(['conv_a']);
    expect(await store.getState().openHeldConversation('conv_gone')).toMatchObject({ ok: false });
  });
});
