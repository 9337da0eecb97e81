import type { JsonObject, JsonValue } from '../core/json.ts';
import { toJsonValue } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import { checkToolCall } from '../tools/check-tool-call.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';

/** How running an approved call ended. */
export type RunOutcome =
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | { readonly kind: 'executed'; readonly result: JsonValue }
  | { readonly kind: 'failed'; readonly error: string }
  | { readonly kind: 'interrupted' };

/** Judges the approved snapshot by the rules once more: a refusal when a deny rule matches it. */
export type SnapshotJudge = (
  name: string,
  approvedArgs: JsonObject,
  callId: string | undefined,
) => Promise<Refusal | undefined>;

/**
 * Runs an approved call with exactly its approved arguments: the checks and the rules (`judge`) run once more
 * just before (the data may have changed since approval, a rule may have been added in another tab), then the
 * tool's executor gets a private copy of the snapshot, so nothing it does can alter what was approved and
 * recorded.
 */
export async function runApprovedCall(
  name: string,
  approvedArgs: JsonObject,
  registry: ToolRegistry,
  signal: AbortSignal,
  callId?: string,
  judge?: SnapshotJudge,
): Promise<RunOutcome> {
  try {
    const refusal =
      (await checkToolCall(
        { name, args: approvedArgs, rawArguments: JSON.stringify(approvedArgs) },
        registry,
        { signal },
      )) ?? (await judge?.(name, approvedArgs, callId));
    if (signal.aborted) return { kind: 'interrupted' };
    if (refusal) return { kind: 'refused', refusal };
    const tool = registry.get(name);
    if (!tool)
      return {
        kind: 'refused',
        refusal: { source: 'unknown-tool', message: `There is no tool named ${name}.` },
      };
    const result = await tool.execute(structuredClone(approvedArgs) as JsonObject, {
      signal,
      ...(callId ? { callId } : {}),
    });
    // A tool that finished ran, even if Stop came meanwhile: its result is reported, never hidden.
    return { kind: 'executed', result: toJsonValue(result) };
  } catch (error) {
    if (signal.aborted) return { kind: 'interrupted' };
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
