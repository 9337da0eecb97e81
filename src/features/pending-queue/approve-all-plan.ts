import { awaitsDecision } from '../../core/review-flow.ts';
import { callTier } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';

/** A tool tier, as far as the queue needs to know it (unknown tools count as destructive: nothing is assumed safe). */
export type QueueTier = 'read-only' | 'write' | 'destructive';

/**
 * Where a call stands for an approval: ready now, its draft's check not answered yet, or something to fix first.
 * The same standing the review's Approve follows.
 */
export type CallStanding = 'ready' | 'checking' | 'blocked';

/** What "Approve all" would do with the calls shown: approve some, wait for some checks, hold back the invalid. */
export interface ApproveAllPlan {
  readonly approvable: readonly ToolCall[];
  readonly destructive: readonly ToolCall[];
  /** Nothing refuses them, but their drafts' checks have not answered yet. */
  readonly checking: readonly ToolCall[];
  readonly blocked: readonly ToolCall[];
}

/**
 * Splits the shown calls not yet decided (a staged decision counts as one) by their standing into those Approve all may approve (and the destructive among them,
 * each call by its own tier, {@link callTier}), those whose check is under way, and those to fix first.
 */
export function planApproveAll(
  shown: readonly ToolCall[],
  tierOf: (name: string) => QueueTier | undefined,
  standingOf: (call: ToolCall) => CallStanding,
): ApproveAllPlan {
  // A call with a decision staged is decided: Approve all never replaces it.
  const undecided = shown.filter(awaitsDecision);
  const standings = new Map(undecided.map((call) => [call, standingOf(call)]));
  const having = (standing: CallStanding) => undecided.filter((call) => standings.get(call) === standing);
  const approvable = having('ready');
  return {
    approvable,
    destructive: approvable.filter((call) => (callTier(call, tierOf) ?? 'destructive') === 'destructive'),
    checking: having('checking'),
    blocked: having('blocked'),
  };
}
