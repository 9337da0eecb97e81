import type { BadgeTone } from './badge.tsx';
import { Badge } from './badge.tsx';

/** A tool's safety tier as the console names it. */
export type TierName = 'read-only' | 'write' | 'destructive';

const toneOf: Readonly<Record<TierName, BadgeTone>> = {
  'read-only': 'neutral',
  write: 'info',
  destructive: 'danger',
};

/**
 * The safety tier of a tool; unknown tools say so rather than look safe. A remote agent's tool (`remote`) runs
 * on the agent's server, which the console does not catalogue, so it says that instead of "unknown".
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
      <Badge tone={toneOf[tier]} title={`Safety tier: ${tier}`}>
        {tier}
      </Badge>
      {remoteBadge}
    </>
  );
}
