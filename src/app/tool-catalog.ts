import type { JsonObject } from '../core/json.ts';
import type { ToolDeclaration } from '../core/model-request.ts';
import type { SafetyTier, ToolDefinition, ToolOrigin } from '../tools/tool-definition.ts';
import type { Refusal } from '../core/tool-call.ts';
import { checkToolCall } from '../tools/check-tool-call.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';

/** What the console looks up about tools by name: tier, schema, and the declarations the meter counts. */
export interface ToolCatalog {
  readonly tools: readonly ToolDefinition[];
  readonly declarations: readonly ToolDeclaration[];
  tierOf(name: string): SafetyTier | undefined;
  schemaOf(name: string): JsonObject | undefined;
  originOf(name: string): ToolOrigin | undefined;
  /** Every check the call would pass before running (schema, the tool's own check, access), on a draft. */
  checkDraft(name: string, args: JsonObject, signal: AbortSignal): Promise<Refusal | undefined>;
}

/** A catalog over the agent's registry (or the fixture's tools) as it is now. */
export function catalogOf(registry: ToolRegistry): ToolCatalog {
  return {
    tools: registry.list(),
    declarations: registry.declarations(),
    tierOf: (name) => registry.get(name)?.tier,
    schemaOf: (name) => registry.get(name)?.inputSchema,
    originOf: (name) => registry.get(name)?.origin,
    checkDraft: (name, args, signal) =>
      checkToolCall({ name, args, rawArguments: JSON.stringify(args) }, registry, { signal }),
  };
}
