import type { JsonObject } from '../core/json.ts';
import type { AgentProfile, OperatorProfile } from '../tools/access.ts';
import { defaultAgentProfile, defaultOperatorProfile } from '../tools/access.ts';
import { checkToolCall } from '../tools/check-tool-call.ts';
import type { RecordStore } from '../tools/record-store.ts';
import { createRecordStore } from '../tools/record-store.ts';
import { createBuiltInTools } from '../tools/record-tools.ts';
import type { ToolDefinition } from '../tools/tool-definition.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import { createToolRegistry } from '../tools/tool-registry.ts';
import { ToolsDatabase } from '../tools/tools-database.ts';

/** The context a tool runs in when nothing stops it. */
export const toolContext = { signal: new AbortController().signal };

/**
 * A record store seeded in a database of its own, and a registry of tools over it: every built-in tool unless
 * `tools` says which, for the default operator and agent unless `operator` or `agent` say otherwise.
 */
export async function seededTools(
  options: {
    readonly tools?: (options: {
      readonly store: RecordStore;
      readonly operator: OperatorProfile;
      readonly agent: AgentProfile;
    }) => ToolDefinition[];
    readonly operator?: OperatorProfile;
    readonly agent?: AgentProfile;
  } = {},
): Promise<{ readonly store: RecordStore; readonly registry: ToolRegistry }> {
  const {
    tools = createBuiltInTools,
    operator = defaultOperatorProfile,
    agent = defaultAgentProfile,
  } = options;
  const store = createRecordStore(new ToolsDatabase(`tools-${crypto.randomUUID()}`));
  await store.seed();
  return { store, registry: createToolRegistry(tools({ store, operator, agent })) };
}

/** Checks a call to `name` whose wire text is exactly `args` written as JSON. */
export function checkCall(registry: ToolRegistry, name: string, args: JsonObject) {
  return checkToolCall({ name, args, rawArguments: JSON.stringify(args) }, registry, toolContext);
}
