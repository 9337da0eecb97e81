import type { JsonObject } from '../core/json.ts';
import type { ToolDeclaration } from '../core/model-request.ts';
import type { SafetyTier, ToolDefinition, ToolOrigin } from '../tools/tool-definition.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';

/** What the console looks up about tools by name: tier, schema, and the declarations the meter counts. */
export interface ToolCatalog {
  readonly tools: readonly ToolDefinition[];
  readonly declarations: readonly ToolDeclaration[];
  tierOf(name: string): SafetyTier | undefined;
  schemaOf(name: string): JsonObject | undefined;
  originOf(name: string): ToolOrigin | undefined;
}

/** A catalog over the agent's registry (or the fixture's tools) as it is now. */
export function catalogOf(registry: ToolRegistry): ToolCatalog {
  return {
    tools: registry.list(),
    declarations: registry.declarations(),
    tierOf: (name) => registry.get(name)?.tier,
    schemaOf: (name) => registry.get(name)?.inputSchema,
    originOf: (name) => registry.get(name)?.origin,
  };
}
