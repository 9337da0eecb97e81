import { fillPrefixHashes, prefixHashes, rankOfRange } from './byte-range-index.ts';
import { mayBeRareToken, NeedsRestTier } from './first-tier-check.ts';
import { MinHeap } from './min-heap.ts';
import type { RankTable } from './rank-table.ts';

/** Pieces up to this many bytes use the quadratic scan, which is faster than a heap when short. */
const scanLimit = 48;
const positionRange = 4_294_967_296;
const none = -1;

/** Prefix hashes of the piece being scanned: the scan mostly takes short pieces, so one buffer serves them. */
const scanHashes = new Int32Array(scanLimit + 1);

/**
 * Rank of a pair the merge forms. With only the first tier loaded, a pair it lacks that may be a rest-tier token
 * stops the merge (see rank-tier.ts): from there on the full table could merge differently.
 */
function rangeRank(binary: string, hashes: Int32Array, start: number, end: number, table: RankTable): number {
  let rank = none;
  if (end - start === 2)
    rank = table.pairRanks[(binary.charCodeAt(start) << 8) | binary.charCodeAt(start + 1)]!;
  else if (end - start <= table.maxTokenBytes) rank = rankOfRange(table.index, binary, hashes, start, end);
  if (rank === none && table.rareFilter && mayBeRareToken(binary, hashes, start, end, table))
    throw new NeedsRestTier();
  return rank;
}

/**
 * tiktoken's merge loop as it is written there: repeatedly merge the adjacent pair whose bytes have the lowest
 * rank (the leftmost among equals). Quadratic, used only for short pieces.
 */
export function mergeByScan(binary: string, table: RankTable): number[] {
  const length = binary.length;
  const hashes = length <= scanLimit ? fillPrefixHashes(binary, scanHashes) : prefixHashes(binary);
  const starts: number[] = [];
  const ranks: number[] = [];
  for (let index = 0; index <= length; index += 1) starts.push(index);
  for (let index = 0; index + 1 < length; index += 1)
    ranks.push(rangeRank(binary, hashes, index, index + 2, table));
  ranks.push(none);
  for (;;) {
    let best = none;
    let bestRank = Number.POSITIVE_INFINITY;
    for (let index = 0; index < ranks.length; index += 1) {
      const rank = ranks[index]!;
      if (rank !== none && rank < bestRank) {
        bestRank = rank;
        best = index;
      }
    }
    if (best === none) break;
    starts.splice(best + 1, 1);
    ranks.splice(best, 1);
    ranks[best] =
      best + 2 < starts.length ? rangeRank(binary, hashes, starts[best]!, starts[best + 2]!, table) : none;
    if (best > 0) ranks[best - 1] = rangeRank(binary, hashes, starts[best - 1]!, starts[best + 1]!, table);
  }
  const tokens: number[] = [];
  for (let index = 0; index + 1 < starts.length; index += 1) {
    const start = starts[index]!;
    const end = starts[index + 1]!;
    tokens.push(
      end - start === 1
        ? table.byteRanks[binary.charCodeAt(start)]!
        : rankOfRange(table.index, binary, hashes, start, end),
    );
  }
  return tokens;
}

const heap = new MinHeap(1_024);

/**
 * The same merges in the same order in O(n log n): parts form a linked list (indexed by their first byte), and
 * candidate pairs wait in a min-heap keyed by rank then position. A popped pair is stale when its left part was
 * merged away or now pairs with a different right part; its recorded rank then no longer matches.
 */
export function mergeByHeap(binary: string, table: RankTable): number[] {
  const length = binary.length;
  const next = new Int32Array(length);
  const previous = new Int32Array(length);
  const pairRank = new Int32Array(length);
  const token = new Int32Array(length);
  const hashes = prefixHashes(binary);
  const { pairRanks, maxTokenBytes, index: rangeIndex } = table;
  const rankOf = table.rareFilter
    ? (start: number, end: number) => rangeRank(binary, hashes, start, end, table)
    : (start: number, end: number) => {
        const size = end - start;
        if (size === 2) return pairRanks[(binary.charCodeAt(start) << 8) | binary.charCodeAt(start + 1)]!;
        return size > maxTokenBytes ? none : rankOfRange(rangeIndex, binary, hashes, start, end);
      };
  heap.reset(length * 2);
  for (let index = 0; index < length; index += 1) {
    next[index] = index + 1;
    previous[index] = index - 1;
    token[index] = table.byteRanks[binary.charCodeAt(index)]!;
    const rank = index + 1 < length ? rankOf(index, index + 2) : none;
    pairRank[index] = rank;
    if (rank !== none) heap.append(rank * positionRange + index);
  }
  heap.heapify();
  while (heap.size > 0) {
    const key = heap.pop();
    const rank = Math.floor(key / positionRange);
    const left = key - rank * positionRange;
    if (next[left] === none || pairRank[left] !== rank) continue;
    const right = next[left]!;
    const after = next[right]!;
    next[left] = after;
    next[right] = none;
    if (after < length) previous[after] = left;
    token[left] = rank;
    const newRank = after < length ? rankOf(left, next[after]!) : none;
    pairRank[left] = newRank;
    if (newRank !== none) heap.push(newRank * positionRange + left);
    const before = previous[left]!;
    if (before >= 0) {
      const beforeRank = rankOf(before, after);
      pairRank[before] = beforeRank;
      if (beforeRank !== none) heap.push(beforeRank * positionRange + before);
    }
  }
  const tokens: number[] = [];
  for (let index = 0; index < length; index = next[index]!) tokens.push(token[index]!);
  return tokens;
}

/** Token ids of one pre-tokenizer piece given as UTF-8 binary string, in tiktoken's merge order. */
export function mergePiece(binary: string, table: RankTable): number[] {
  return binary.length <= scanLimit ? mergeByScan(binary, table) : mergeByHeap(binary, table);
}
