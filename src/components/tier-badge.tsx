import type { BadgeTone } from './badge.tsx';
import { Badge } from './badge.tsx';

/** A tool's safety tier as the console names it. */
export type TierName = 'read-only' | 'write' | 'destructive';

const toneOf: Readonly<Record<TierName, BadgeTone>> = {
  'read-only': 'neutral',
  write: 'info',
  destructive: 'danger',
};

/** The safety tier of a tool; unknown tools say so rather than look safe. */
export function TierBadge({ tier }: { readonly tier: TierName | undefined }) {
  if (!tier) return <Badge tone="warning">unknown tool</Badge>;
  return (
    <Badge tone={toneOf[tier]} title={`Safety tier: ${tier}`}>
      {tier}
    </Badge>
  );
}
