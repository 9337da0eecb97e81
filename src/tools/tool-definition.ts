import type { JsonObject, JsonValue } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';

/** How dangerous a tool is: `read-only` never asks, `write` follows its policy, `destructive` always asks. */
export type SafetyTier = 'read-only' | 'write' | 'destructive';

/** The operator's remembered choice for a tool. */
export type ToolPolicy = 'ask' | 'always-approve' | 'deny';

/** What a tool's check and executor receive besides the arguments. */
export interface ToolContext {
  readonly signal: AbortSignal;
}

/** A tool the agent may call. */
export interface ToolDefinition {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the input, validated with ajv before the operator is asked and again before running. */
  readonly inputSchema: JsonObject;
  readonly tier: SafetyTier;
  /** Overrides the tool-call part's default max depth (negative keeps forever). */
  readonly maxDepth?: number;
  /** The tool's own check, run after schema validation and access; a refusal is told to the model. */
  check?(args: JsonObject, context: ToolContext): Promise<Refusal | undefined> | Refusal | undefined;
  /** Runs the call with exactly the approved arguments. */
  execute(args: JsonObject, context: ToolContext): Promise<JsonValue>;
}
