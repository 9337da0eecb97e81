import type { ByteRangeIndex } from './byte-range-index.ts';
import { buildByteRangeIndex } from './byte-range-index.ts';
import type { EncodingName } from './encoding-name.ts';
import type { RankTierData } from './rank-tier.ts';
import type { RareTokenFilter } from './rare-token-filter.ts';

/**
 * What a table holds: its first tier (exact for every piece its filter clears, see `rank-tier.ts`), or every
 * token (both tiers).
 */
export type RankCoverage = 'first' | 'full';

/**
 * The mergeable ranks of one encoding as typed arrays: tokens by rank, a hash index over their bytes, and
 * direct tables for single bytes and byte pairs. Pieces are handled as "binary strings" (one character per
 * UTF-8 byte, codes 0–255), so a byte range is looked up without allocating byte arrays.
 */
export interface RankTable {
  readonly encoding: EncodingName;
  readonly coverage: RankCoverage;
  /** Rank of each single byte (-1 for bytes of a tier that is not loaded). */
  readonly byteRanks: Int32Array;
  /** Rank of each two-byte token, indexed by `first << 8 | second`; -1 when the pair is not a token. */
  readonly pairRanks: Int32Array;
  /** Length in bytes of the longest token: longer ranges are never looked up. */
  readonly maxTokenBytes: number;
  /** The tokens, looked up by byte range of a piece or by a whole piece. */
  readonly index: ByteRangeIndex;
  /** With the first tier only: a filter over the tokens it lacks, which says when a piece needs them. */
  readonly rareFilter: RareTokenFilter | undefined;
}

/**
 * Builds a {@link RankTable} from decoded tiers: the first tier alone, or both. Throws when a rank appears
 * twice, a byte has no rank, or the first tier is missing.
 */
export function buildRankTable(encoding: EncodingName, tiers: readonly RankTierData[]): RankTable {
  const first = tiers.find((tier) => tier.tier === 'first');
  if (!first) throw new Error(`Malformed rank table for ${encoding}: no first tier.`);
  const coverage: RankCoverage = tiers.some((tier) => tier.tier === 'rest') ? 'full' : 'first';
  let maxRank = -1;
  let count = 0;
  let maxTokenBytes = 0;
  for (const tier of tiers) {
    count += tier.ranks.length;
    if (tier.ranks.length > 0) maxRank = Math.max(maxRank, tier.ranks[tier.ranks.length - 1]!);
    for (const length of tier.lengths) if (length > maxTokenBytes) maxTokenBytes = length;
  }
  const lengthOfRank = new Uint8Array(maxRank + 1);
  for (const tier of tiers) {
    tier.ranks.forEach((rank, index) => {
      if (lengthOfRank[rank] !== 0)
        throw new Error(`Malformed rank table for ${encoding}: rank ${rank} twice.`);
      lengthOfRank[rank] = tier.lengths[index]!;
    });
  }
  const starts = new Int32Array(maxRank + 2);
  for (let rank = 0; rank <= maxRank; rank += 1) starts[rank + 1] = starts[rank]! + lengthOfRank[rank]!;
  const bytes = new Uint8Array(starts[maxRank + 1]!);
  const byteRanks = new Int32Array(256).fill(-1);
  const pairRanks = new Int32Array(65_536).fill(-1);
  for (const tier of tiers) {
    let offset = 0;
    tier.ranks.forEach((rank, index) => {
      const length = tier.lengths[index]!;
      bytes.set(tier.bytes.subarray(offset, offset + length), starts[rank]!);
      if (length === 1) byteRanks[tier.bytes[offset]!] = rank;
      else if (length === 2) pairRanks[(tier.bytes[offset]! << 8) | tier.bytes[offset + 1]!] = rank;
      offset += length;
    });
  }
  for (let byte = 0; byte < 256; byte += 1) {
    if (byteRanks[byte] === -1)
      throw new Error(`Malformed rank table for ${encoding}: byte ${byte} has no rank.`);
  }
  return {
    encoding,
    coverage,
    byteRanks,
    pairRanks,
    maxTokenBytes,
    index: buildByteRangeIndex(bytes, starts, count, maxTokenBytes),
    rareFilter: coverage === 'first' ? first.filter : undefined,
  };
}
