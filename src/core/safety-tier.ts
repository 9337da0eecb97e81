/** How dangerous a tool is: `read-only` runs without asking, `write` asks unless a rule allows it, `destructive` asks. */
export type SafetyTier = 'read-only' | 'write' | 'destructive';

/**
 * The tier a call is handled with: its tool's, or `unknown` for a remote tool nobody has tiered yet, which is
 * handled as the riskiest (like `destructive`) by Approve all, allow rules and the confirmation.
 */
export type CallTier = SafetyTier | 'unknown';

/** Every call tier, safest first, in the order the UI lists them. */
export const callTiers: readonly CallTier[] = ['read-only', 'write', 'destructive', 'unknown'];

/** Whether a call of this tier needs the destructive confirmation: `destructive`, and `unknown` like it. */
export function needsDestructiveConfirmation(tier: CallTier | undefined): boolean {
  return tier === 'destructive' || tier === 'unknown';
}
