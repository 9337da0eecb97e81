// The counts of the texts every console counts first, provided by scripts/vite-known-counts-plugin.ts.
declare module 'virtual:known-token-counts' {
  type EncodingName = 'o200k_base' | 'cl100k_base';
  export const knownTokenCounts: {
    readonly texts: readonly string[];
    readonly counts: Readonly<Record<EncodingName, readonly number[]>>;
  };
}
