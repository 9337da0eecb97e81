/*
 * Rank lookup of a byte range without building a string for it: a polynomial hash of every prefix of a piece
 * gives the hash of any range in O(1), and an open-addressing table of the tokens' hashes finds the candidates,
 * checked byte by byte. The whole table is a handful of typed arrays: no object per token.
 */

const multiplier = 0x01000193;
const mixer = 0x9e3779b1;

/** The tokens of an encoding laid out for lookup by byte range. */
export interface ByteRangeIndex {
  readonly bytes: Uint8Array;
  /** Offset of each rank's bytes in `bytes`; rank r spans `starts[r]` to `starts[r + 1]` (empty when absent). */
  readonly starts: Int32Array;
  /** Rank + 1 per slot (0 for empty), with the token's hash beside it. */
  readonly slots: Int32Array;
  readonly slotHashes: Int32Array;
  readonly shift: number;
  /** `multiplier ** length` (mod 2^32) for every token length. */
  readonly powers: Int32Array;
}

/** Builds the index over tokens laid out by rank in `bytes` and `starts`; `count` is how many are present. */
export function buildByteRangeIndex(
  bytes: Uint8Array,
  starts: Int32Array,
  count: number,
  maxTokenBytes: number,
): ByteRangeIndex {
  let bits = 1;
  while (1 << bits < count * 2) bits += 1;
  const slots = new Int32Array(1 << bits);
  const slotHashes = new Int32Array(1 << bits);
  const shift = 32 - bits;
  const mask = (1 << bits) - 1;
  for (let rank = 0; rank + 1 < starts.length; rank += 1) {
    const start = starts[rank]!;
    const end = starts[rank + 1]!;
    if (end === start) continue;
    const hash = hashBytes(bytes, start, end);
    let slot = Math.imul(hash, mixer) >>> shift;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = rank + 1;
    slotHashes[slot] = hash;
  }
  const powers = new Int32Array(maxTokenBytes + 1);
  powers[0] = 1;
  for (let length = 1; length <= maxTokenBytes; length += 1)
    powers[length] = Math.imul(powers[length - 1]!, multiplier);
  return { bytes, starts, slots, slotHashes, shift, powers };
}

/** Writes the hashes of every prefix of `binary` into `into` (entry i covers its first i bytes). */
export function fillPrefixHashes(binary: string, into: Int32Array): Int32Array {
  let hash = 0;
  into[0] = 0;
  for (let index = 0; index < binary.length; index += 1) {
    hash = (Math.imul(hash, multiplier) + binary.charCodeAt(index)) | 0;
    into[index + 1] = hash;
  }
  return into;
}

/** The polynomial hash of `bytes` `start`..`end`, the hash the index and prefix hashes give the same bytes. */
export function hashBytes(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let hash = 0;
  for (let at = start; at < end; at += 1) hash = (Math.imul(hash, multiplier) + bytes[at]!) | 0;
  return hash;
}

const rangePowers = new Int32Array(257);
rangePowers[0] = 1;
for (let length = 1; length < rangePowers.length; length += 1)
  rangePowers[length] = Math.imul(rangePowers[length - 1]!, multiplier);

/** The hash of bytes `start`..`end` (at most 256 of them) from a piece's prefix hashes. */
export function rangeHash(hashes: Int32Array, start: number, end: number): number {
  return (hashes[end]! - Math.imul(hashes[start]!, rangePowers[end - start]!)) | 0;
}

/** Hashes of every prefix of `binary`: entry i covers its first i bytes. */
export function prefixHashes(binary: string): Int32Array {
  return fillPrefixHashes(binary, new Int32Array(binary.length + 1));
}

function find(index: ByteRangeIndex, binary: string, hash: number, start: number, length: number): number {
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
  return find(index, binary, hash, start, length);
}

/** Rank of the whole of `binary` (a binary string, one character per byte), or -1. */
export function rankOfBinary(index: ByteRangeIndex, binary: string): number {
  if (binary.length >= index.powers.length) return -1;
  let hash = 0;
  for (let at = 0; at < binary.length; at += 1)
    hash = (Math.imul(hash, multiplier) + binary.charCodeAt(at)) | 0;
  return find(index, binary, hash, 0, binary.length);
}
