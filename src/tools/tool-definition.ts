import type { JsonObject, JsonValue } from '../core/json.ts';
import type { SafetyTier } from '../core/safety-tier.ts';
import type { Refusal } from '../core/tool-call.ts';

export type { SafetyTier } from '../core/safety-tier.ts';

/** What a tool's check and executor receive besides the arguments. */
export interface ToolContext {
  readonly signal: AbortSignal;
  /** The call being checked or run, when there is one: progress and questions during the run refer to it. */
  readonly callId?: string;
}

/** Where a tool comes from: built into the console, or listed by an MCP server. */
export type ToolOrigin =
  | { readonly kind: 'built-in' }
  | {
      readonly kind: 'mcp';
      readonly serverId: string;
      readonly serverName: string;
      /** The tool's own name on its server (the registry's name is namespaced). */
      readonly toolName: string;
      readonly title?: string;
      readonly trusted: boolean;
      /** The behaviour hints the server declared, as it declared them. */
      readonly annotations?: Readonly<Record<string, JsonValue>>;
    };

/**
 * What a reload can learn of a run nobody saw end. `receipted`: the tool writes a receipt keyed by the call id in
 * the same transaction as its effect (`tool-receipts.ts`), so no receipt means no effect; `none`: it changes
 * nothing. Absent (an MCP server's tool): nothing, so such a run may have happened.
 */
export type ToolEffects = 'receipted' | 'none';

/** A tool the agent may call. */
export interface ToolDefinition {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the input, validated with ajv before the operator is asked and again before running. */
  readonly inputSchema: JsonObject;
  readonly tier: SafetyTier;
  /** Built-in unless said otherwise. */
  readonly origin?: ToolOrigin;
  /** JSON Schema of the structured result, checked before the result is accepted. */
  readonly outputSchema?: JsonObject;
  /** Whether its runs leave a receipt; absent when nothing tells whether a run took effect. */
  readonly effects?: ToolEffects;
  /**
   * Why the tool cannot run now (its MCP server went away), in one sentence; its calls wait, and are refused
   * if approved, until it is available again.
   */
  readonly unavailable?: string;
  /** Overrides the tool-call part's default max depth (negative keeps forever). */
  readonly maxDepth?: number;
  /** The tool's own check, run after schema validation and access; a refusal is told to the model. */
  check?(args: JsonObject, context: ToolContext): Promise<Refusal | undefined> | Refusal | undefined;
  /** Runs the call with exactly the approved arguments. */
  execute(args: JsonObject, context: ToolContext): Promise<JsonValue>;
}
