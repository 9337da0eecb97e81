import type { CallTier } from '../core/safety-tier.ts';
import type { BadgeTone } from './badge.tsx';
import { Badge } from './badge.tsx';

/** A call's tier as the console names it: `unknown` for a remote tool nobody has given a tier yet. */
export type TierName = CallTier;

const toneOf: Readonly<Record<TierName, BadgeTone>> = {
  'read-only': 'neutral',
  write: 'info',
  destructive: 'danger',
  unknown: 'warning',
};

/** How a tier reads on screen and in accessible names. */
export function tierLabel(tier: TierName): string {
  return tier === 'unknown' ? 'unknown tier' : tier;
}

const titleOf = (tier: TierName) =>
  tier === 'unknown'
    ? 'Tier unknown: nobody has given this tool a tier yet, so it is handled as destructive'
    : `Safety tier: ${tier}`;

/**
 * The safety tier of a call; a tool this page does not know says so rather than look safe, and a remote tool
 * nobody has tiered reads "unknown tier". A remote agent's tool (`remote`) also says that its server runs it.
 */
export function TierBadge({
  tier,
  remote = false,
}: {
  readonly tier: TierName | undefined;
  readonly remote?: boolean;
}) {
  const remoteBadge = remote ? (
    <Badge tone="neutral" title="A remote agent's tool: its server runs it once the operator answers">
      remote tool
    </Badge>
  ) : null;
  if (!tier) return remoteBadge ?? <Badge tone="warning">unknown tool</Badge>;
  return (
    <>
      <Badge tone={toneOf[tier]} title={titleOf(tier)}>
        {tierLabel(tier)}
      </Badge>
      {remoteBadge}
    </>
  );
}
