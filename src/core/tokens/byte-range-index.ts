/*
 * Rank lookup of a byte range of a piece without building a string for it: a polynomial hash of every prefix
 * of the piece gives the hash of any range in O(1), and an open-addressing table of the tokens' hashes finds
 * the candidates, checked byte by byte. Long merge runs do hundreds of thousands of these lookups.
 */

const multiplier = 0x01000193;
const mixer = 0x9e3779b1;

/** The tokens of an encoding laid out for lookup by byte range. */
export interface ByteRangeIndex {
  readonly bytes: Uint8Array;
  /** Offset of each rank's bytes in `bytes`; rank r spans `starts[r]` to `starts[r + 1]`. */
  readonly starts: Int32Array;
  /** Rank + 1 per slot (0 for empty), with the token's hash beside it. */
  readonly slots: Int32Array;
  readonly slotHashes: Int32Array;
  readonly shift: number;
  /** `multiplier ** length` (mod 2^32) for every token length. */
  readonly powers: Int32Array;
}

/** Builds the index from binary-string tokens and their ranks. */
export function buildByteRangeIndex(
  ranks: ReadonlyMap<string, number>,
  maxTokenBytes: number,
): ByteRangeIndex {
  let maxRank = 0;
  let totalBytes = 0;
  for (const [token, rank] of ranks) {
    if (rank > maxRank) maxRank = rank;
    totalBytes += token.length;
  }
  const byRank: (string | undefined)[] = new Array(maxRank + 1);
  for (const [token, rank] of ranks) byRank[rank] = token;
  const bytes = new Uint8Array(totalBytes);
  const starts = new Int32Array(maxRank + 2);
  let bits = 1;
  while (1 << bits < ranks.size * 2) bits += 1;
  const slots = new Int32Array(1 << bits);
  const slotHashes = new Int32Array(1 << bits);
  const shift = 32 - bits;
  const mask = (1 << bits) - 1;
  let offset = 0;
  for (let rank = 0; rank <= maxRank; rank += 1) {
    starts[rank] = offset;
    const token = byRank[rank];
    if (token === undefined) continue;
    let hash = 0;
    for (let index = 0; index < token.length; index += 1) {
      const byte = token.charCodeAt(index);
      bytes[offset + index] = byte;
      hash = (Math.imul(hash, multiplier) + byte) | 0;
    }
    offset += token.length;
    let slot = Math.imul(hash, mixer) >>> shift;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = rank + 1;
    slotHashes[slot] = hash;
  }
  starts[maxRank + 1] = offset;
  const powers = new Int32Array(maxTokenBytes + 1);
  powers[0] = 1;
  for (let length = 1; length <= maxTokenBytes; length += 1)
    powers[length] = Math.imul(powers[length - 1]!, multiplier);
  return { bytes, starts, slots, slotHashes, shift, powers };
}

/** Hashes of every prefix of `binary`: entry i covers its first i bytes. */
export function prefixHashes(binary: string): Int32Array {
  const hashes = new Int32Array(binary.length + 1);
  let hash = 0;
  for (let index = 0; index < binary.length; index += 1) {
    hash = (Math.imul(hash, multiplier) + binary.charCodeAt(index)) | 0;
    hashes[index + 1] = hash;
  }
  return hashes;
}

/** Rank of bytes `start`..`end` of `binary`, or -1; `end - start` must not exceed the longest token. */
export function rankOfRange(
  index: ByteRangeIndex,
  binary: string,
  hashes: Int32Array,
  start: number,
  end: number,
): number {
  const length = end - start;
  const hash = (hashes[end]! - Math.imul(hashes[start]!, index.powers[length]!)) | 0;
  const { slots, slotHashes, starts, bytes } = index;
  const mask = slots.length - 1;
  for (let slot = Math.imul(hash, mixer) >>> index.shift; slots[slot] !== 0; slot = (slot + 1) & mask) {
    if (slotHashes[slot] !== hash) continue;
    const rank = slots[slot]! - 1;
    const offset = starts[rank]!;
    if (starts[rank + 1]! - offset !== length) continue;
    let same = true;
    for (let at = 0; at < length && same; at += 1)
      same = bytes[offset + at] === binary.charCodeAt(start + at);
    if (same) return rank;
  }
  return -1;
}
