import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { RuleSource } from '../core/rules/rule.ts';
import { ownerToolTierPlace, ownerToolTiers } from '../core/rules/tool-tier-setting.ts';
import type { RemoteToolOwner, ToolTierSetting } from '../core/rules/tool-tier-setting.ts';
import type { SafetyTier } from '../core/safety-tier.ts';
import { ToolTierList } from './tool-tier-list.tsx';

/** Where the tiers are kept: as much of the rule repository as the list writes through. */
export interface ToolTierKeeper {
  setToolTier(source: RuleSource, tool: string, tier: SafetyTier | undefined, deployment?: string): Promise<void>;
}

/**
 * The tier of each of a remote owner's tools, as the operator gives it: the tools `seen` in its threads, then
 * those tiered before and not seen since. A change is kept through `keeper` and reread through `query`.
 */
export function SavedToolTiers<Key extends QueryKey>({
  owner,
  seen,
  query,
  keeper,
  idPrefix,
  emptyHint,
}: {
  readonly owner: RemoteToolOwner;
  readonly seen: readonly string[];
  readonly query: UseQueryOptions<readonly ToolTierSetting[], Error, readonly ToolTierSetting[], Key>;
  readonly keeper: ToolTierKeeper;
  readonly idPrefix: string;
  readonly emptyHint: string;
}) {
  const queryClient = useQueryClient();
  const tiers = useQuery(query);
  const given = ownerToolTiers(tiers.data ?? [], owner);
  const change = useMutation({
    mutationFn: ({ tool, tier }: { readonly tool: string; readonly tier: SafetyTier | undefined }) => {
      const place = ownerToolTierPlace(owner, tool);
      return keeper.setToolTier(place.source, place.tool, tier, place.deployment);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
  });
  return (
    <ToolTierList
      idPrefix={idPrefix}
      tools={[...new Set([...seen, ...given.keys()])]}
      given={given}
      saving={change.isPending}
      error={change.error?.message}
      emptyHint={emptyHint}
      onChange={(tool, tier) => change.mutate({ tool, tier })}
    />
  );
}
