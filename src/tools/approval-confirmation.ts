import type { CallTier } from '../core/safety-tier.ts';
import { needsDestructiveConfirmation } from '../core/safety-tier.ts';
import type { CallTierLookup, TieredCall } from '../core/source.ts';

/**
 * Whether the operator's approval of a call of this tier needs a second, explicit confirmation: destructive
 * calls, calls of unknown tier (a remote tool nobody has tiered) and calls of tools this page does not know
 * (nothing is assumed safe).
 */
export function approvalNeedsConfirmation(tier: CallTier | undefined): boolean {
  return tier === undefined || needsDestructiveConfirmation(tier);
}

/** The calls among `calls` whose approval needs a confirmation, in order, each by its own tier. */
export function callsNeedingConfirmation<T extends TieredCall>(
  calls: readonly T[],
  tierOf: CallTierLookup,
): readonly T[] {
  return calls.filter((call) => approvalNeedsConfirmation(tierOf(call)));
}
