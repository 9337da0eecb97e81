import { afterEach, describe, expect, it } from 'vitest';
import { startAgUiFixtureServer } from '../../e2e/servers/ag-ui-fixture-server.ts';
import { allToolCalls } from '../core/conversation.ts';
import { sourceOf } from '../core/source.ts';
import { readActiveConversation } from './persistence/conversation-store.ts';
import { readHeldConversations } from './persistence/held-conversations.ts';
import { writeOpenThread, type OpenRemoteThread } from './persistence/open-thread-storage.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';
import { reopenRememberedThread } from './reopen-thread.ts';

const servers: Awaited<ReturnType<typeof startAgUiFixtureServer>>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A profile whose tab had an AG-UI thread open, waiting on two requests, when it was reloaded. */
async function reloadedWithOpenThread() {
  const server = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' }, delayMs: 1 });
  servers.push(server);
  const profile = createTestProfile();
  const first = openTestStore(profile);
  await first.store.getState().restoreHeldConversations();
  const { agentId } = await first.store.getState().saveAgUiAgent({
    name: 'support',
    url: server.url,
    headers: {},
    rememberHeaders: false,
  });
  await first.store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
  await until(
    () =>
      allToolCalls(first.store.getState().conversation).filter((call) => call.status === 'pending').length ===
      2,
  );
  const conversation = first.store.getState().conversation;
  // Stored as the open conversation, or as a held thread: either way a reload finds it.
  await first.store.getState().retrySave();
  await first.store.getState().flushHeldConversations();
  const stored = async () => [
    ...(await readHeldConversations(first.database)),
    ...[(await readActiveConversation(first.database)) ?? []].flat(),
  ];
  await until(async () =>
    (await stored()).some((held) => held.id === conversation.id && allToolCalls(held).length === 2),
  );
  writeOpenThread(profile.storages, {
    conversationId: conversation.id,
    title: conversation.title,
    source: sourceOf(conversation) as OpenRemoteThread['source'],
  });
  return { profile, conversationId: conversation.id };
}

describe('a reload that opens again the remote thread the tab had open', () => {
  it('opens it in the console when the operator has not moved on', async () => {
    const { profile, conversationId } = await reloadedWithOpenThread();
    const reloaded = openTestStore(profile);
    const result = await reopenRememberedThread(reloaded.store, profile.storages);
    expect(reloaded.store.getState().reopenProblem).toBeUndefined();
    expect(result).toBe('opened');
    expect(reloaded.store.getState().conversation.id).toBe(conversationId);
    expect(reloaded.store.getState().screen).toBe('console');
  });

  it('leaves the screen the operator opened while the stored threads were still being read', async () => {
    const { profile, conversationId } = await reloadedWithOpenThread();
    const reloaded = openTestStore(profile);
    const reopening = reopenRememberedThread(reloaded.store, profile.storages);
    // The operator goes to Agents at once, before the stored threads are back.
    reloaded.store.getState().setScreen('agents');
    expect(await reopening).toBe('opened');
    expect(reloaded.store.getState().conversation.id).toBe(conversationId);
    expect(reloaded.store.getState().screen).toBe('agents');
  });
});
