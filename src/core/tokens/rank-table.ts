import type { ByteRangeIndex } from './byte-range-index.ts';
import { buildByteRangeIndex } from './byte-range-index.ts';
import type { EncodingName } from './encoding-name.ts';

/** The shape of a js-tiktoken rank module: the pre-tokenizer pattern and the ranks in its compressed text form. */
export interface RankData {
  readonly pat_str: string;
  readonly bpe_ranks: string;
}

/**
 * The mergeable ranks of one encoding, keyed by "binary strings": one character per UTF-8 byte (codes 0–255),
 * so a byte range of a piece is looked up with a plain `slice` and a Map hit, without allocating byte arrays.
 */
export interface RankTable {
  readonly encoding: EncodingName;
  readonly ranks: ReadonlyMap<string, number>;
  /** Rank of each single byte (every byte is a token in these encodings). */
  readonly byteRanks: Int32Array;
  /** Rank of each two-byte token, indexed by `first << 8 | second`; -1 when the pair is not a token. */
  readonly pairRanks: Int32Array;
  /** Length in bytes of the longest token: longer ranges are never looked up. */
  readonly maxTokenBytes: number;
  /** The same ranks, looked up by byte range of a piece without building strings (for long merge runs). */
  readonly rangeIndex: ByteRangeIndex;
}

/**
 * Builds a {@link RankTable} from js-tiktoken's rank text: lines of `<prefix> <first rank> <base64 token>…`,
 * each token taking the next rank. `atob` yields exactly the binary-string keys the table uses.
 */
export function parseRankData(encoding: EncodingName, data: RankData): RankTable {
  const ranks = new Map<string, number>();
  let maxTokenBytes = 0;
  for (const line of data.bpe_ranks.split('\n')) {
    if (line === '') continue;
    const fields = line.split(' ');
    const offset = Number.parseInt(fields[1] ?? '', 10);
    if (!Number.isFinite(offset)) throw new Error(`Malformed rank data for ${encoding}: bad offset.`);
    for (let index = 2; index < fields.length; index += 1) {
      const token = atob(fields[index]!);
      ranks.set(token, offset + index - 2);
      if (token.length > maxTokenBytes) maxTokenBytes = token.length;
    }
  }
  const byteRanks = new Int32Array(256);
  for (let byte = 0; byte < 256; byte += 1) {
    const rank = ranks.get(String.fromCharCode(byte));
    if (rank === undefined) throw new Error(`Malformed rank data for ${encoding}: byte ${byte} has no rank.`);
    byteRanks[byte] = rank;
  }
  const pairRanks = new Int32Array(65_536).fill(-1);
  for (const [token, rank] of ranks) {
    if (token.length === 2) pairRanks[(token.charCodeAt(0) << 8) | token.charCodeAt(1)] = rank;
  }
  return {
    encoding,
    ranks,
    byteRanks,
    pairRanks,
    maxTokenBytes,
    rangeIndex: buildByteRangeIndex(ranks, maxTokenBytes),
  };
}
