import { createBuiltInTooling } from '../agent/built-in-tooling.ts';
import { demoPaceFrom } from '../demo/demo-pace.ts';
import type { ModelClient } from '../providers/model-client.ts';
import type { ProviderSettings } from '../providers/provider-settings.ts';
import type { RuleRepository } from '../tools/rule-repository.ts';
import type { LiveToolRegistry } from '../tools/tool-registry.ts';
import type { StoredReceipt } from '../tools/tools-database.ts';
import type { ToolgateDatabase } from './persistence/toolgate-database.ts';
import { sharedToolgateDatabase } from './persistence/toolgate-database.ts';

/** The tools the agent runs (built-in, and MCP servers' as they connect) and the operator's rules. */
export interface AgentTools {
  readonly registry: LiveToolRegistry;
  readonly rules: RuleRepository;
}

/** Everything the agent slice runs on; the app builds the real one, tests pass fakes and a private database. */
export interface AgentEnvironment extends AgentTools {
  readonly database: ToolgateDatabase;
  /** The embedded demo model, used when no provider is configured. */
  createDemoClient(): ModelClient;
  createProviderClient(settings: ProviderSettings): ModelClient;
  /** The first message of the demo scenario. */
  readonly demoStart: string;
  /** Prepares the tools' data (seeds the demo data store). */
  prepare?(): Promise<void>;
  /** Puts the demo's data back to its seed, so each demo starts from the same facts. */
  resetDemoData?(): Promise<void>;
  readonly now?: () => number;
  /** The receipts the built-in tools wrote with their effects, read when a reload cut a run off. */
  readReceipts?(callIds: readonly string[]): Promise<ReadonlyMap<string, StoredReceipt>>;
}

/**
 * The app's environment: the built-in tools and demo (at the pace the page's query string asks for, see
 * `demo/demo-pace.ts`), real providers, the shared console database.
 */
export function defaultAgentEnvironment(): AgentEnvironment {
  const demoPace = demoPaceFrom(globalThis.location?.search ?? '');
  return { ...createBuiltInTooling({ demoPace }), database: sharedToolgateDatabase() };
}
