/*
 * A Bloom filter over the byte sequences of the tokens an encoding's first tier leaves out. It answers "maybe"
 * for every such token (no false negatives) and for a small share of other byte sequences (false positives),
 * which is all the first tier needs to know when it must hand a piece to the full table. Keys are the same
 * polynomial hash the byte-range index computes for any range of a piece, mixed with the range's length.
 */

/** A Bloom filter of `bits.length * 8` bits probed at `hashCount` positions per key. */
export interface RareTokenFilter {
  readonly bits: Uint8Array;
  readonly hashCount: number;
}

// MurmurHash3's finalizer: spreads the polynomial hash's low-entropy bits over all 32.
function mix(value: number): number {
  let hash = value;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

// Double hashing (Kirsch and Mitzenmacher): position i is a + i * b, as good as independent hashes.
function probe(filter: RareTokenFilter, hash: number, length: number, set: boolean): boolean {
  const size = filter.bits.length * 8;
  let position = mix(hash ^ Math.imul(length, 0x9e3779b1));
  const step = mix(position ^ 0x5bd1e995) | 1;
  for (let probeIndex = 0; probeIndex < filter.hashCount; probeIndex += 1) {
    const bit = position % size;
    const mask = 1 << (bit & 7);
    if (set) filter.bits[bit >>> 3]! |= mask;
    else if ((filter.bits[bit >>> 3]! & mask) === 0) return false;
    position = (position + step) >>> 0;
  }
  return true;
}

/** Whether a byte sequence with polynomial `hash` and `length` bytes may be in the filter (never a false no). */
export function filterMayContain(filter: RareTokenFilter, hash: number, length: number): boolean {
  return filter.bits.length > 0 && probe(filter, hash, length, false);
}

/**
 * Builds a filter of `bitsPerKey` bits per key over keys given as (polynomial hash, length); its false-positive
 * rate is about (1 - e^(-k/b))^k for b bits per key and k = round(b ln 2) probes (0.8% at 10 bits, 0.05% at 16).
 */
export function buildRareTokenFilter(
  keys: readonly (readonly [hash: number, length: number])[],
  bitsPerKey: number,
): RareTokenFilter {
  const hashCount = Math.max(1, Math.round(bitsPerKey * Math.LN2));
  const filter = { bits: new Uint8Array(Math.ceil((keys.length * bitsPerKey) / 8)), hashCount };
  for (const [hash, length] of keys) probe(filter, hash, length, true);
  return filter;
}
