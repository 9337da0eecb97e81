import type { Refusal, ToolCall } from '../core/tool-call.ts';
import type { CutOffBy } from '../tools/check-tool-call.ts';
import { effectiveArgs } from '../core/tool-call.ts';
import { checkToolCall } from '../tools/check-tool-call.ts';
import { decideRun, policyRefusal } from '../tools/decide-run.ts';
import type { ToolPolicy } from '../tools/tool-definition.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';

/** What the wire said about a call's end, which the call itself does not keep. */
export interface CallEnding {
  readonly parseError?: string;
  readonly truncated?: boolean;
  /** What cut a truncated call off, so that the model is told what happened rather than a guess. */
  readonly cutOffBy?: CutOffBy;
}

/** Reads the operator's remembered policy of a tool. */
export interface PolicyReader {
  get(tool: string): Promise<ToolPolicy> | ToolPolicy;
}

/** What happens to a call whose arguments are whole: refused (the model is told why), run at once, or asked. */
export type CallDecision =
  | { readonly kind: 'refuse'; readonly refusal: Refusal }
  | { readonly kind: 'run' }
  | { readonly kind: 'ask' };

/**
 * The checks before approval, then the tier and policy: the operator's time is spent only on calls that could
 * run. Checks see the effective arguments, so a retried call that the operator edited is checked as edited.
 */
export async function decideCall(
  call: ToolCall,
  ending: CallEnding | undefined,
  dependencies: {
    readonly registry: ToolRegistry;
    readonly policies: PolicyReader;
    readonly signal: AbortSignal;
  },
): Promise<CallDecision> {
  const { registry, policies, signal } = dependencies;
  const parseError =
    ending?.parseError ?? (call.args === null ? 'the arguments are not a valid JSON object' : undefined);
  const refusal = await checkToolCall(
    {
      name: call.name,
      args: call.args === null ? null : effectiveArgs(call),
      rawArguments: call.rawArguments,
      ...(parseError ? { parseError } : {}),
      ...(ending?.truncated ? { truncated: true } : {}),
      ...(ending?.cutOffBy ? { cutOffBy: ending.cutOffBy } : {}),
    },
    registry,
    { signal },
  );
  if (refusal) return { kind: 'refuse', refusal };
  const tool = registry.get(call.name);
  if (!tool)
    return {
      kind: 'refuse',
      refusal: { source: 'unknown-tool', message: `There is no tool named ${call.name}.` },
    };
  const decision = decideRun(tool, await policies.get(call.name));
  return decision === 'refuse' ? { kind: 'refuse', refusal: policyRefusal(tool) } : { kind: decision };
}
