import type { EncodingName } from './encoding-name.ts';
import type { RankCoverage, RankTable } from './rank-table.ts';
import { buildRankTable } from './rank-table.ts';
import type { RankTier } from './rank-tier.ts';
import { decodeRankTier, encodeRankTier, rankTierLayouts } from './rank-tier.ts';
import { readTiktokenRanks } from './tiktoken-rank-text.ts';

const tokensOf = new Map<EncodingName, Promise<Uint8Array[]>>();

// js-tiktoken's rank files are the source of truth; only the build and Node tools read them, never the app.
function importRankText(encoding: EncodingName): Promise<string> {
  switch (encoding) {
    case 'o200k_base':
      return import('js-tiktoken/ranks/o200k_base').then((module) => module.default.bpe_ranks);
    case 'cl100k_base':
      return import('js-tiktoken/ranks/cl100k_base').then((module) => module.default.bpe_ranks);
  }
}

/** The bytes of every rank of `encoding`, read once per process from js-tiktoken's rank files. */
export function referenceTokens(encoding: EncodingName): Promise<Uint8Array[]> {
  let tokens = tokensOf.get(encoding);
  if (!tokens) {
    tokens = importRankText(encoding).then(readTiktokenRanks);
    tokensOf.set(encoding, tokens);
  }
  return tokens;
}

/**
 * One tier of `encoding` in the compact binary form, made from js-tiktoken's rank files: what the build emits
 * as an asset (compressed), and what Node tools and tests count with.
 */
export async function referenceRankTier(encoding: EncodingName, tier: RankTier): Promise<Uint8Array> {
  return encodeRankTier(tier, await referenceTokens(encoding), rankTierLayouts[encoding]);
}

/** The rank table of `encoding` built from its reference tiers through the compact form, as the app builds it. */
export async function referenceRankTable(
  encoding: EncodingName,
  coverage: RankCoverage = 'full',
): Promise<RankTable> {
  const tiers: RankTier[] = coverage === 'full' ? ['first', 'rest'] : ['first'];
  const payloads = await Promise.all(tiers.map((tier) => referenceRankTier(encoding, tier)));
  return buildRankTable(encoding, payloads.map(decodeRankTier));
}
