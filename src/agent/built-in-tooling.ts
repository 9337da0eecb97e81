import type { ModelClient } from '../providers/model-client.ts';
import { createProviderClient } from '../providers/create-provider-client.ts';
import type { ProviderSettings } from '../providers/provider-settings.ts';
import { demoScenarioStart } from '../demo/demo-investigation-turns.ts';
import { createDemoModelClient } from '../demo/demo-model-client.ts';
import type { DemoToolHint } from '../demo/demo-mcp-turns.ts';
import type { DemoPace } from '../demo/demo-pace.ts';
import { demoChunkDelayMs } from '../demo/demo-pace.ts';
import { defaultAgentProfile, defaultOperatorProfile } from '../tools/access.ts';
import type { RuleRepository } from '../tools/rule-repository.ts';
import { createRuleRepository } from '../tools/rule-repository.ts';
import type { RecordStore } from '../tools/record-store.ts';
import { createRecordStore } from '../tools/record-store.ts';
import { createBuiltInTools } from '../tools/record-tools.ts';
import type { ToolDefinition } from '../tools/tool-definition.ts';
import type { LiveToolRegistry } from '../tools/tool-registry.ts';
import { createToolRegistry } from '../tools/tool-registry.ts';
import { readReceipts } from '../tools/tool-receipts.ts';
import type { StoredReceipt } from '../tools/tools-database.ts';

/** The tools the console's agent works with, the operator's rules, the data store, and the models it can talk to. */
export interface AgentTooling {
  readonly registry: LiveToolRegistry;
  readonly rules: RuleRepository;
  readonly recordStore: RecordStore;
  /** Seeds the data store when it is empty; safe to call more than once. */
  prepare(): Promise<void>;
  /** Puts the data store back to its seed (records and sent e-mails), so the demo starts from the same facts. */
  resetDemoData(): Promise<void>;
  createDemoClient(): ModelClient;
  createProviderClient(settings: ProviderSettings): ModelClient;
  /** The first message of the demo scenario. */
  readonly demoStart: string;
  /** The receipts the built-in tools wrote with their effects, by call id. */
  readReceipts(callIds: readonly string[]): Promise<ReadonlyMap<string, StoredReceipt>>;
}

/** What an available MCP tool declares, as the demo model chooses by it; nothing for any other tool. */
function demoToolHint(tool: ToolDefinition | undefined): DemoToolHint | undefined {
  if (tool?.origin?.kind !== 'mcp' || tool.unavailable !== undefined) return undefined;
  const { readOnlyHint, destructiveHint } = tool.origin.annotations ?? {};
  return {
    server: tool.origin.serverName,
    toolName: tool.origin.toolName,
    readOnly: readOnlyHint === true,
    destructive: destructiveHint !== false,
  };
}

/**
 * The built-in record tools and `send_email` over the shared tools database with the default profiles, the
 * embedded demo model (at `demoPace`, human unless told), and real providers over fetch.
 */
export function createBuiltInTooling(options: { readonly demoPace?: DemoPace } = {}): AgentTooling {
  const recordStore = createRecordStore();
  const registry = createToolRegistry(
    createBuiltInTools({ store: recordStore, operator: defaultOperatorProfile, agent: defaultAgentProfile }),
  );
  let prepared: Promise<void> | undefined;
  return {
    registry,
    rules: createRuleRepository(),
    recordStore,
    prepare: () => (prepared ??= recordStore.seed()),
    resetDemoData: () => (prepared = recordStore.seed({ reset: true })),
    createDemoClient: () =>
      createDemoModelClient({
        chunkDelayMs: demoChunkDelayMs[options.demoPace ?? 'human'],
        toolHints: (name) => demoToolHint(registry.get(name)),
      }),
    createProviderClient: (settings) => createProviderClient(settings),
    demoStart: demoScenarioStart,
    readReceipts: (callIds) => readReceipts(recordStore.db, callIds),
  };
}
