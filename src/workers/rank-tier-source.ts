import { knownTokenCounts } from 'virtual:known-token-counts';
import { rankTierUrls } from 'virtual:rank-tier-urls';
import type { EncodingName } from '../core/tokens/encoding-name.ts';
import { encodingNames } from '../core/tokens/encoding-name.ts';
import type { RankTier } from '../core/tokens/rank-tier.ts';
import { TokenCounter } from '../core/tokens/token-counter.ts';

/**
 * Fetches one compressed rank tier and inflates it. The asset is gzip data served as it is, so it is inflated
 * here rather than by the HTTP layer; a hashed file name lets the browser keep it across visits.
 */
export async function fetchRankTierFrom(url: string, label = url): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`The rank table ${label} could not be fetched: ${String(error)}`, { cause: error });
  }
  if (!response.ok || !response.body)
    throw new Error(`The rank table ${label} could not be fetched: HTTP ${response.status}.`);
  try {
    const inflated = response.body.pipeThrough(new DecompressionStream('gzip'));
    return new Uint8Array(await new Response(inflated).arrayBuffer());
  } catch (error) {
    throw new Error(`The rank table ${label} is corrupt: ${String(error)}`, { cause: error });
  }
}

/** The app's rank tier source: the assets the build emitted. */
export function fetchRankTier(encoding: EncodingName, tier: RankTier): Promise<Uint8Array> {
  return fetchRankTierFrom(rankTierUrls[encoding][tier], `${encoding} (${tier})`);
}

/**
 * The counter the app counts with: rank tables from the built assets, and the built-in tools' declarations
 * already counted by the build, so the first total needs no table.
 */
export function createAppTokenCounter(): TokenCounter {
  const counter = new TokenCounter({ loadTier: fetchRankTier });
  for (const encoding of encodingNames)
    counter.seed(encoding, knownTokenCounts.texts, knownTokenCounts.counts[encoding]);
  return counter;
}
