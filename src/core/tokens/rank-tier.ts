/*
 * The compact binary form of a rank table, in two tiers per encoding. The first tier holds every token made of
 * ASCII bytes only, every single byte and every token of a low rank, plus a Bloom filter over the byte sequences
 * of all the others (the rest tier: tokens of a high rank with a byte >= 0x80). BPE merges the lowest-ranked
 * adjacent pair first; as long as no pair of a piece is a rest-tier token at any step, the full table would pick
 * the same pair as the first tier at every step and stop where it stops. The filter has no false negatives, so
 * when it rules out every pair the first tier forms (and the whole piece), its answer is exact; when it may not,
 * the piece waits for the full table. ASCII text never needs the rest tier: no rest token is ASCII.
 *
 * Layout (little-endian): a 20-byte header (`TGRK`, version, tier, filter probes, a reserved byte, token count,
 * byte count, filter bytes), then one length byte per token, then the tokens' bytes, then the rank gaps as
 * unsigned LEB128 varints (rank of token i = rank of token i - 1 + 1 + gap i, starting from -1), then the filter.
 * Tokens are in rank order, so gaps are small.
 */
import { hashBytes } from './byte-range-index.ts';
import type { EncodingName } from './encoding-name.ts';
import type { RareTokenFilter } from './rare-token-filter.ts';
import { buildRareTokenFilter } from './rare-token-filter.ts';

/** The two tiers of a rank table: ASCII, single-byte and low-rank tokens with a filter over the others; the others. */
export type RankTier = 'first' | 'rest';

/** Both tiers, in the order they are loaded. */
export const rankTiers: readonly RankTier[] = ['first', 'rest'];

/** Where an encoding's tiers divide, and how large the first tier's filter is. */
export interface RankTierLayout {
  /** Tokens of a lower rank (and every ASCII or single-byte token) are in the first tier. */
  readonly firstTierRanks: number;
  /** Bits of filter per token of the rest tier. */
  readonly filterBitsPerToken: number;
}

/** The layout the build uses, chosen by measuring the first load (`npm run bench:ui`). */
export const rankTierLayouts: Readonly<Record<EncodingName, RankTierLayout>> = {
  o200k_base: { firstTierRanks: 40_000, filterBitsPerToken: 10 },
  cl100k_base: { firstTierRanks: 40_000, filterBitsPerToken: 10 },
};

/** One decoded tier: `ranks[i]` is the rank of the token whose `lengths[i]` bytes come next in `bytes`. */
export interface RankTierData {
  readonly tier: RankTier;
  readonly ranks: Int32Array;
  readonly lengths: Uint8Array;
  readonly bytes: Uint8Array;
  /** The first tier's filter over the rest tier's tokens; undefined in the rest tier. */
  readonly filter: RareTokenFilter | undefined;
}

const magic = [0x54, 0x47, 0x52, 0x4b];
const version = 2;
const headerBytes = 20;

/** The tier the token of `rank` belongs to under `layout`. */
export function tierOfToken(rank: number, token: Uint8Array, layout: RankTierLayout): RankTier {
  if (rank < layout.firstTierRanks || token.length === 1) return 'first';
  for (const byte of token) if (byte >= 0x80) return 'rest';
  return 'first';
}

/**
 * Encodes the tokens of one tier. `tokens[rank]` holds the bytes of each rank (holes allowed); tokens of the
 * other tier are skipped (the first tier's filter is built over them). Throws when a token is empty or longer
 * than 255 bytes.
 */
export function encodeRankTier(
  tier: RankTier,
  tokens: readonly (Uint8Array | undefined)[],
  layout: RankTierLayout,
): Uint8Array {
  const lengths: number[] = [];
  const chunks: Uint8Array[] = [];
  const gaps: number[] = [];
  const others: (readonly [number, number])[] = [];
  let byteCount = 0;
  let previous = -1;
  tokens.forEach((token, rank) => {
    if (token === undefined) return;
    if (token.length === 0 || token.length > 255)
      throw new Error(`Token of rank ${rank} has ${token.length} bytes.`);
    if (tierOfToken(rank, token, layout) !== tier) {
      others.push([hashBytes(token), token.length]);
      return;
    }
    lengths.push(token.length);
    chunks.push(token);
    byteCount += token.length;
    for (let gap = rank - previous - 1; ; gap >>>= 7) {
      if (gap < 0x80) {
        gaps.push(gap);
        break;
      }
      gaps.push((gap & 0x7f) | 0x80);
    }
    previous = rank;
  });
  const filter = tier === 'first' ? buildRareTokenFilter(others, layout.filterBitsPerToken) : undefined;
  const filterBytes = filter?.bits ?? new Uint8Array(0);
  const out = new Uint8Array(headerBytes + lengths.length + byteCount + gaps.length + filterBytes.length);
  const view = new DataView(out.buffer);
  out.set(magic, 0);
  out[4] = version;
  out[5] = rankTiers.indexOf(tier);
  out[6] = filter?.hashCount ?? 0;
  view.setUint32(8, lengths.length, true);
  view.setUint32(12, byteCount, true);
  view.setUint32(16, filterBytes.length, true);
  out.set(lengths, headerBytes);
  let offset = headerBytes + lengths.length;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  out.set(gaps, offset);
  out.set(filterBytes, offset + gaps.length);
  return out;
}

/** Decodes one tier written by {@link encodeRankTier}; throws a precise error on anything malformed. */
export function decodeRankTier(payload: Uint8Array): RankTierData {
  const fail = (reason: string): never => {
    throw new Error(`Malformed rank table: ${reason}.`);
  };
  if (payload.length < headerBytes || magic.some((byte, index) => payload[index] !== byte))
    fail('not a Toolgate rank table');
  if (payload[4] !== version) fail(`version ${payload[4]}, expected ${version}`);
  const tier = rankTiers[payload[5]!] ?? fail(`unknown tier ${payload[5]}`);
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const count = view.getUint32(8, true);
  const byteCount = view.getUint32(12, true);
  const filterBytes = view.getUint32(16, true);
  const hashCount = payload[6]!;
  if (tier === 'rest' ? filterBytes > 0 : filterBytes > 0 && hashCount === 0)
    fail('a filter belongs to the first tier, with at least one probe');
  const bytesStart = headerBytes + count;
  const gapsStart = bytesStart + byteCount;
  const gapsEnd = payload.length - filterBytes;
  if (gapsStart > gapsEnd) fail('truncated');
  const lengths = payload.subarray(headerBytes, bytesStart);
  let sum = 0;
  for (const length of lengths) sum += length === 0 ? fail('empty token') : length;
  if (sum !== byteCount) fail('token lengths do not add up');
  const ranks = new Int32Array(count);
  let at = gapsStart;
  let rank = -1;
  for (let index = 0; index < count; index += 1) {
    let gap = 0;
    for (let shift = 0; ; shift += 7) {
      if (at >= gapsEnd || shift > 28) fail('truncated rank gaps');
      const byte = payload[at]!;
      at += 1;
      gap += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
    }
    rank += gap + 1;
    if (rank > 0x7fffffff) fail('rank out of range');
    ranks[index] = rank;
  }
  if (at !== gapsEnd) fail('trailing bytes');
  return {
    tier,
    ranks,
    lengths,
    bytes: payload.subarray(bytesStart, gapsStart),
    filter: tier === 'first' ? { bits: payload.subarray(gapsEnd), hashCount } : undefined,
  };
}
