import { afterEach, describe, expect, it } from 'vitest';
import { startAgUiFixtureServer } from '../../e2e/servers/ag-ui-fixture-server.ts';
import { allToolCalls } from '../core/conversation.ts';
import type { Conversation } from '../core/conversation.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const pendingIn = (conversations: readonly Conversation[]) =>
  conversations.flatMap((conversation) =>
    allToolCalls(conversation).filter((call) => call.status === 'pending'),
  );

describe('starting a thread with every agent at once', () => {
  it('starts one thread with each agent, opens none, names the agent that is gone, and keeps them over a reload', async () => {
    const first = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' }, delayMs: 1 });
    const second = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' }, delayMs: 1 });
    servers.push(first, second);
    const profile = createTestProfile();
    const { store } = openTestStore(profile);
    await store.getState().restoreHeldConversations();
    const agents = [];
    for (const [name, server] of [
      ['north', first],
      ['south', second],
    ] as const)
      agents.push(
        (await store.getState().saveAgUiAgent({ name, url: server.url, headers: {}, rememberHeaders: false }))
          .agentId,
      );
    const open = store.getState().conversation.id;

    const results = await store.getState().startAgUiThreads([...agents, 'agent_gone'], 'Answer ticket 4182.');

    expect(results.map(({ agentId, result }) => [agentId, result.ok])).toEqual([
      [agents[0], true],
      [agents[1], true],
      ['agent_gone', false],
    ]);
    expect(results[2]!.result).toEqual({ ok: false, reason: 'That agent is no longer connected.' });
    expect(store.getState().conversation.id).toBe(open);
    const held = () => Object.values(store.getState().backgroundConversations);
    await until(() => pendingIn(held()).length === 4);
    expect(held().map((conversation) => conversation.source)).toEqual(
      agents.map((agentId) => expect.objectContaining({ kind: 'ag-ui', agentId })),
    );
    expect(new Set(held().map((conversation) => conversation.title)).size).toBe(2);
    expect([first.runs().length, second.runs().length]).toEqual([1, 1]);
    expect(first.runs()[0]!.body!.threadId).not.toBe(second.runs()[0]!.body!.threadId);

    await store.getState().flushHeldConversations();
    const reloaded = openTestStore(profile);
    await reloaded.store.getState().restoreHeldConversations();
    // A reload opens the newest stored conversation, here one of the two threads; the other is held.
    const { conversation, backgroundConversations } = reloaded.store.getState();
    expect(pendingIn([conversation, ...Object.values(backgroundConversations)])).toHaveLength(4);
  });
});
