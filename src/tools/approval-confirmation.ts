import type { CallInterrupt } from '../core/source.ts';
import { callTier } from '../core/source.ts';
import type { SafetyTier } from './tool-definition.ts';

/**
 * Whether the operator's approval of a call of this tier needs a second, explicit confirmation: destructive
 * calls, and calls of unknown tools (nothing is assumed safe).
 */
export function approvalNeedsConfirmation(tier: SafetyTier | undefined): boolean {
  return tier === undefined || tier === 'destructive';
}

/** The calls among `calls` whose approval needs a confirmation, in order, each by its own tier ({@link callTier}). */
export function callsNeedingConfirmation<
  T extends { readonly name: string; readonly interrupt?: CallInterrupt },
>(calls: readonly T[], tierOf: (name: string) => SafetyTier | undefined): readonly T[] {
  return calls.filter((call) => approvalNeedsConfirmation(callTier(call, tierOf)));
}
