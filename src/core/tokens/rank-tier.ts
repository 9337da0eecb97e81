/*
 * The compact binary form of a rank table, in two tiers per encoding: the tokens made of ASCII bytes only, and
 * the rest. A piece of pure ASCII text can only ever look up ASCII byte ranges, so the ASCII tier alone counts
 * ASCII text exactly, and a page of English prose needs about half of an encoding's bytes before its first count.
 *
 * Layout (little-endian): a 16-byte header (`TGRK`, version, tier, two reserved bytes, token count, byte count),
 * then one length byte per token, then the tokens' bytes, then the rank gaps as unsigned LEB128 varints (rank of
 * token i = rank of token i - 1 + 1 + gap i, starting from -1). Tokens are in rank order, so gaps are small.
 */

/** The two tiers of a rank table: ASCII-only tokens, and every other token. */
export type RankTier = 'ascii' | 'non-ascii';

/** Both tiers, in the order they are loaded. */
export const rankTiers: readonly RankTier[] = ['ascii', 'non-ascii'];

/** One decoded tier: `ranks[i]` is the rank of the token whose `lengths[i]` bytes come next in `bytes`. */
export interface RankTierData {
  readonly tier: RankTier;
  readonly ranks: Int32Array;
  readonly lengths: Uint8Array;
  readonly bytes: Uint8Array;
}

const magic = [0x54, 0x47, 0x52, 0x4b];
const version = 1;
const headerBytes = 16;

/** The tier a token's bytes belong to. */
export function tierOfToken(token: Uint8Array): RankTier {
  for (const byte of token) if (byte >= 0x80) return 'non-ascii';
  return 'ascii';
}

/**
 * Encodes the tokens of one tier. `tokens[rank]` holds the bytes of each rank (holes allowed); tokens of the
 * other tier are skipped. Throws when a token is empty or longer than 255 bytes.
 */
export function encodeRankTier(tier: RankTier, tokens: readonly (Uint8Array | undefined)[]): Uint8Array {
  const lengths: number[] = [];
  const chunks: Uint8Array[] = [];
  const gaps: number[] = [];
  let byteCount = 0;
  let previous = -1;
  tokens.forEach((token, rank) => {
    if (token === undefined || tierOfToken(token) !== tier) return;
    if (token.length === 0 || token.length > 255)
      throw new Error(`Token of rank ${rank} has ${token.length} bytes.`);
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
  const out = new Uint8Array(headerBytes + lengths.length + byteCount + gaps.length);
  const view = new DataView(out.buffer);
  out.set(magic, 0);
  out[4] = version;
  out[5] = rankTiers.indexOf(tier);
  view.setUint32(8, lengths.length, true);
  view.setUint32(12, byteCount, true);
  out.set(lengths, headerBytes);
  let offset = headerBytes + lengths.length;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  out.set(gaps, offset);
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
  const bytesStart = headerBytes + count;
  const gapsStart = bytesStart + byteCount;
  if (gapsStart > payload.length) fail('truncated');
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
      if (at >= payload.length || shift > 28) fail('truncated rank gaps');
      const byte = payload[at]!;
      at += 1;
      gap += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
    }
    rank += gap + 1;
    if (rank > 0x7fffffff) fail('rank out of range');
    ranks[index] = rank;
  }
  if (at !== payload.length) fail('trailing bytes');
  return { tier, ranks, lengths, bytes: payload.subarray(bytesStart, gapsStart) };
}
