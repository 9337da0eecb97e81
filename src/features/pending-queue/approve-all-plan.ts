import { callTier } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';

/** A tool tier, as far as the queue needs to know it (unknown tools count as destructive: nothing is assumed safe). */
export type QueueTier = 'read-only' | 'write' | 'destructive';

/** What "Approve all" would do with the calls shown: approve some, hold back the invalid ones. */
export interface ApproveAllPlan {
  readonly approvable: readonly ToolCall[];
  readonly destructive: readonly ToolCall[];
  readonly blocked: readonly ToolCall[];
}

/**
 * Splits the shown calls into those Approve all may approve, the destructive among them (each call by its own
 * tier, {@link callTier}), and the invalid ones.
 */
export function planApproveAll(
  shown: readonly ToolCall[],
  tierOf: (name: string) => QueueTier | undefined,
  canApprove: (call: ToolCall) => boolean,
): ApproveAllPlan {
  const approvable = shown.filter(canApprove);
  return {
    approvable,
    destructive: approvable.filter((call) => (callTier(call, tierOf) ?? 'destructive') === 'destructive'),
    blocked: shown.filter((call) => !canApprove(call)),
  };
}
