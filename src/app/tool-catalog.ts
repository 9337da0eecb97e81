import type { JsonObject } from '../core/json.ts';
import type { ToolDeclaration } from '../core/model-request.ts';
import type { SafetyTier, ToolDefinition, ToolOrigin } from '../tools/tool-definition.ts';
import type { Refusal } from '../core/tool-call.ts';
import type { RuleReader } from '../agent/decide-call.ts';
import { judgeSnapshot } from '../agent/judge-snapshot.ts';
import { useAppStore } from '../store/app-store.ts';
import { checkToolCall } from '../tools/check-tool-call.ts';
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
   * draft of the call `callId` of the open conversation.
   */
  checkDraft(
    name: string,
    args: JsonObject,
    signal: AbortSignal,
    callId?: string,
  ): Promise<Refusal | undefined>;
}

/** A catalog over the agent's registry (or the fixture's tools) as it is now, and the rules that judge drafts. */
export function catalogOf(registry: ToolRegistry, rules?: RuleReader): ToolCatalog {
  return {
    tools: registry.list(),
    declarations: registry.declarations(),
    tierOf: (name) => registry.get(name)?.tier,
    schemaOf: (name) => registry.get(name)?.inputSchema,
    originOf: (name) => registry.get(name)?.origin,
    unavailableOf: (name) => registry.get(name)?.unavailable,
    async checkDraft(name, args, signal, callId) {
      const refusal = await checkToolCall({ name, args, rawArguments: JSON.stringify(args) }, registry, {
        signal,
      });
      if (refusal || !rules) return refusal;
      const { conversation, sessionId } = useAppStore.getState();
      return judgeSnapshot(
        rules,
        {
          source: 'built-in',
          tool: name,
          tier: registry.get(name)?.tier ?? 'unknown',
          callId: callId ?? '',
          conversationId: conversation.id,
          sessionId,
        },
        args,
        Date.now(),
        'draft',
      );
    },
  };
}
