import type { CallTier } from '../../core/safety-tier.ts';
import { callTiers } from '../../core/safety-tier.ts';

/** Which call tiers a rule is about (none ticked: every tier); `unknown` is a remote tool nobody has tiered. */
export function TierFields({
  tiers,
  onChange,
}: {
  readonly tiers: readonly CallTier[];
  readonly onChange: (tiers: readonly CallTier[]) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-xs">
      <legend className="mb-1 font-medium">Tiers (none ticked: every tier)</legend>
      {callTiers.map((tier) => (
        <label key={tier} className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={tiers.includes(tier)}
            onChange={(event) =>
              onChange(event.target.checked ? [...tiers, tier] : tiers.filter((item) => item !== tier))
            }
          />
          {tier}
        </label>
      ))}
    </fieldset>
  );
}
