import { awaitsDecision } from '../../core/review-flow.ts';
import type { CallTier } from '../../core/safety-tier.ts';
import type { CallTierLookup } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { approvalNeedsConfirmation } from '../../tools/approval-confirmation.ts';

/**
 * A call's tier, as far as the queue needs to know it: a tool this page does not know counts as destructive
 * (nothing is assumed safe); a remote tool nobody has tiered is `unknown`, which Approve all leaves out unless
 * chosen, like destructive.
 */
export type QueueTier = CallTier;

/** The tier a call is listed under in the queue's choice of what Approve all takes. */
export function queueTierOf(call: ToolCall, tierOf: CallTierLookup): QueueTier {
  return tierOf(call) ?? 'destructive';
}

/**
 * Where a call stands for an approval: ready now, its draft's check not answered yet, something to fix first, or
 * waiting for its MCP server to come back (nothing to fix: the tool cannot run until the server lists it again).
 * The same standing the review's Approve follows.
 */
export type CallStanding = 'ready' | 'checking' | 'blocked' | 'waiting';

/** What "Approve all" would do with the calls shown: approve some, wait for some checks, hold back the invalid. */
export interface ApproveAllPlan {
  readonly approvable: readonly ToolCall[];
  /** Those that need the destructive confirmation (destructive, unknown tier, unknown tool). */
  readonly destructive: readonly ToolCall[];
  /** Among those, the calls of unknown tier (remote tools nobody has tiered). */
  readonly unknownTier: readonly ToolCall[];
  /** Nothing refuses them, but their drafts' checks have not answered yet. */
  readonly checking: readonly ToolCall[];
  readonly blocked: readonly ToolCall[];
  /** Their tool's server went away: they wait for it, and Approve all leaves them out. */
  readonly waiting: readonly ToolCall[];
}

/**
 * Splits the shown calls not yet decided (a staged decision counts as one) by their standing into those Approve all may approve (and among them those that need the
 * destructive confirmation: destructive, unknown, and tools this page does not know, each call by its own tier),
 * those whose check is under way, and those to fix first.
 */
export function planApproveAll(
  shown: readonly ToolCall[],
  tierOf: CallTierLookup,
  standingOf: (call: ToolCall) => CallStanding,
): ApproveAllPlan {
  // A call with a decision staged is decided: Approve all never replaces it.
  const undecided = shown.filter(awaitsDecision);
  const standings = new Map(undecided.map((call) => [call, standingOf(call)]));
  const having = (standing: CallStanding) => undecided.filter((call) => standings.get(call) === standing);
  const approvable = having('ready');
  return {
    approvable,
    destructive: approvable.filter((call) => approvalNeedsConfirmation(tierOf(call))),
    unknownTier: approvable.filter((call) => tierOf(call) === 'unknown'),
    checking: having('checking'),
    blocked: having('blocked'),
    waiting: having('waiting'),
  };
}
