import {
  openAiChatSse,
  scriptedClient,
  testTools,
  type ScriptedCall,
  type ScriptStep,
} from './agent-test-support.ts';
import { until } from './until.ts';
import { allToolCalls } from '../core/conversation.ts';
import { readActiveConversation } from '../store/persistence/conversation-store.ts';
import { createRuleRepository } from '../tools/rule-repository.ts';
import type { LiveToolRegistry } from '../tools/tool-registry.ts';
import { readReceipts } from '../tools/tool-receipts.ts';
import { ToolsDatabase } from '../tools/tools-database.ts';
import type { AgentEnvironment } from '../store/agent-environment.ts';
import { createAppStore } from '../store/app-store.ts';
import type { KeyValueStorage, SettingsStorages } from '../store/persistence/provider-settings-storage.ts';
import type { Message } from '../core/conversation.ts';
import { ToolgateDatabase } from '../store/persistence/toolgate-database.ts';

/** A Map-backed Web Storage. */
export function memoryStorage(): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** One browser profile: a private database and storages that several "tabs" or reloads share. */
export interface TestProfile {
  readonly databaseName: string;
  readonly storages: SettingsStorages;
}

/** A fresh profile with its own IndexedDB database name. */
export function createTestProfile(): TestProfile {
  return {
    databaseName: `toolgate-test-${crypto.randomUUID()}`,
    storages: { local: memoryStorage(), session: memoryStorage() },
  };
}

/**
 * A store as one page load of the profile sees it: its own agent and database connection over the profile's
 * data, the demo model answering with `steps`. Creating a second one is what a reload (or a second tab) does.
 * `registry` gives other tools than the test tools, built over the profile's tools database.
 */
export function openTestStore(
  profile: TestProfile,
  steps: readonly ScriptStep[] = [],
  registry?: (toolsDatabase: ToolsDatabase) => LiveToolRegistry,
) {
  const tools = testTools();
  const client = scriptedClient(steps);
  // The profile's own tools database: rules and receipts survive a reload of the profile, like the conversation.
  const toolsDatabase = new ToolsDatabase(`${profile.databaseName}-tools`);
  const environment: AgentEnvironment = {
    registry: registry?.(toolsDatabase) ?? tools.registry,
    rules: createRuleRepository(toolsDatabase),
    readReceipts: (callIds) => readReceipts(toolsDatabase, callIds),
    database: new ToolgateDatabase(profile.databaseName),
    createDemoClient: () => client,
    createProviderClient: () => {
      throw new Error('No provider in these tests.');
    },
    demoStart: 'Start the demo.',
  };
  const store = createAppStore({ agent: { environment: () => environment, storages: profile.storages } });
  return {
    store,
    database: environment.database,
    toolsDatabase,
    runs: tools.runs,
    requests: client.requests,
  };
}

export { until } from './until.ts';

/**
 * A page load of `profile` whose model asks for `call` when the operator sends `message`, then answers with
 * `later`; resolves with the page once the call has arrived, and the call's id.
 */
export async function pageAskingFor(
  profile: TestProfile,
  call: ScriptedCall,
  message: string,
  later: readonly ScriptStep[] = [],
) {
  const page = openTestStore(profile, [openAiChatSse({ calls: [call] }), ...later]);
  await page.store.getState().sendMessage(message);
  return { ...page, callId: allToolCalls(page.store.getState().conversation)[0]!.id };
}

/** The active conversation the database holds, as JSON text (`null` when there is none). */
export async function storedText(database: ToolgateDatabase): Promise<string> {
  return JSON.stringify((await readActiveConversation(database)) ?? null);
}

/** Waits until the active conversation the database holds has been saved with every one of `texts` in it. */
export function savedWith(database: ToolgateDatabase, ...texts: readonly string[]): Promise<void> {
  return until(async () => {
    const stored = await storedText(database);
    return texts.every((text) => stored.includes(text));
  });
}

/** Every message the database's chunks hold, whichever conversation. */
export async function storedMessages(db: ToolgateDatabase): Promise<readonly Message[]> {
  return (await db.messageChunks.toArray()).flatMap((row) => row.messages);
}

/**
 * Rewrites the first stored message that `matches`, as another tab's save would: its chunk is written again and
 * its conversation gets a new revision.
 */
export async function rewriteStoredMessage(
  db: ToolgateDatabase,
  matches: (message: Message) => boolean,
  rewrite: (message: Message) => Message,
): Promise<void> {
  await db.transaction('rw', db.conversations, db.messageChunks, async () => {
    const row = (await db.messageChunks.toArray()).find((candidate) => candidate.messages.some(matches));
    if (!row) throw new Error('No stored message matches.');
    const header = await db.conversations.get(row.conversationId);
    const revision = (header?.revision ?? 0) + 1;
    const messages = row.messages.map((message) => (matches(message) ? rewrite(message) : message));
    await db.messageChunks.put({ ...row, messages, revision });
    if (header) await db.conversations.put({ ...header, revision });
  });
}
