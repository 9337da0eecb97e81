// The URLs of the rank table assets, provided by scripts/vite-rank-tiers-plugin.ts.
declare module 'virtual:rank-tier-urls' {
  type EncodingName = 'o200k_base' | 'cl100k_base';
  type RankTier = 'first' | 'rest';
  export const rankTierUrls: Readonly<Record<EncodingName, Readonly<Record<RankTier, string>>>>;
}
