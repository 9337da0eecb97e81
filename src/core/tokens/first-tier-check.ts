import { prefixHashes, rangeHash } from './byte-range-index.ts';
import type { RankTable } from './rank-table.ts';
import { filterMayContain } from './rare-token-filter.ts';

/** No token is longer than this, so a longer byte sequence is never one. */
const longestToken = 255;

/** Thrown out of a merge when the first tier cannot settle a piece: the full table must. */
export class NeedsRestTier extends Error {
  constructor() {
    super('This piece needs the rest of the rank table.');
  }
}

function hasHighByte(binary: string, start: number, end: number): boolean {
  for (let at = start; at < end; at += 1) if (binary.charCodeAt(at) >= 0x80) return true;
  return false;
}

/**
 * Whether bytes `start`..`end` of a piece, which are no token of the loaded first tier, may be a token of the
 * rest tier (every rest token has a byte >= 0x80, and the filter has no false negatives).
 */
export function mayBeRareToken(
  binary: string,
  hashes: Int32Array,
  start: number,
  end: number,
  table: RankTable,
): boolean {
  const filter = table.rareFilter;
  if (!filter || end - start > longestToken || !hasHighByte(binary, start, end)) return false;
  return filterMayContain(filter, rangeHash(hashes, start, end), end - start);
}

/** {@link mayBeRareToken} for a whole piece. */
export function pieceMayBeRareToken(binary: string, table: RankTable): boolean {
  if (!table.rareFilter || !hasHighByte(binary, 0, binary.length)) return false;
  return mayBeRareToken(binary, prefixHashes(binary), 0, binary.length, table);
}
