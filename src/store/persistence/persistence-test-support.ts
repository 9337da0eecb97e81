import { scriptedClient, testTools, type ScriptStep } from '../../agent/agent-test-support.ts';
import { createRuleRepository } from '../../tools/rule-repository.ts';
import { ToolsDatabase } from '../../tools/tools-database.ts';
import type { AgentEnvironment } from '../agent-environment.ts';
import { createAppStore } from '../app-store.ts';
import type { KeyValueStorage, SettingsStorages } from './provider-settings-storage.ts';
import { ToolgateDatabase } from './toolgate-database.ts';

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
 */
export function openTestStore(profile: TestProfile, steps: readonly ScriptStep[] = []) {
  const tools = testTools();
  const client = scriptedClient(steps);
  const environment: AgentEnvironment = {
    registry: tools.registry,
    // The profile's own tools database: rules survive a reload of the profile, like the conversation.
    rules: createRuleRepository(new ToolsDatabase(`${profile.databaseName}-tools`)),
    database: new ToolgateDatabase(profile.databaseName),
    createDemoClient: () => client,
    createProviderClient: () => {
      throw new Error('No provider in these tests.');
    },
    demoStart: 'Start the demo.',
  };
  const store = createAppStore({ agent: { environment: () => environment, storages: profile.storages } });
  return { store, database: environment.database, runs: tools.runs, requests: client.requests };
}

/** Waits until `condition` holds, polling. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  // Generous: on a busy machine IndexedDB work can take seconds, and only a condition that never holds fails.
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('The condition never held.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
