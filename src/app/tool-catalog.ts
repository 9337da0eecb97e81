import type { JsonObject } from '../core/json.ts';
import type { ToolDeclaration } from '../core/model-request.ts';
import type { DraftChecker } from '../core/tool-call.ts';
import type { SafetyTier, ToolDefinition, ToolOrigin } from '../tools/tool-definition.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';

/** What the console looks up about tools by name: tier, schema, and the declarations the meter counts. */
export interface ToolCatalog {
  readonly tools: readonly ToolDefinition[];
  readonly declarations: readonly ToolDeclaration[];
  tierOf(name: string): SafetyTier | undefined;
  schemaOf(name: string): JsonObject | undefined;
  originOf(name: string): ToolOrigin | undefined;
  /** Why the tool cannot run now (its server went away), or undefined. */
  unavailableOf(name: string): string | undefined;
  /**
   * Every check the call would pass before running (schema, the tool's own check, access) and the rules, on a
   * draft of the call `callId` of the open conversation: the built-in desk's check, which its review offers too.
   */
  readonly checkDraft: DraftChecker;
}

/** A catalog over the agent's registry (or the fixture's tools) as it is now, with the check of a draft. */
export function catalogOf(registry: ToolRegistry, checkDraft: DraftChecker): ToolCatalog {
  return {
    tools: registry.list(),
    declarations: registry.declarations(),
    tierOf: (name) => registry.get(name)?.tier,
    schemaOf: (name) => registry.get(name)?.inputSchema,
    originOf: (name) => registry.get(name)?.origin,
    unavailableOf: (name) => registry.get(name)?.unavailable,
    checkDraft,
  };
}
