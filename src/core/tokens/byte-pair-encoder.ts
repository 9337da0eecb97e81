import { cl100kPieceEnd, o200kPieceEnd } from './ascii-pre-tokenizer.ts';
import { mergePiece } from './byte-pair-merge.ts';
import { rankOfBinary } from './byte-range-index.ts';
import { preTokenizerPatterns } from './encoding-name.ts';
import { NeedsRestTier, pieceMayBeRareToken } from './first-tier-check.ts';
import type { RankTable } from './rank-table.ts';
import { toUtf8Binary } from './utf8-binary.ts';

/** Pieces longer than this are not remembered: they rarely repeat and would bloat the cache. */
const cachedPieceLength = 64;
/** The piece cache starts over past this many entries, bounding memory on endless distinct input. */
const pieceCacheLimit = 150_000;

/** A piece's tokens: one id, or several. Keeping single ids unboxed saves an array per common word. */
type PieceTokens = number | readonly number[];

/**
 * A byte-pair encoder reproducing tiktoken exactly for one encoding. Special-token strings such as
 * `<|endoftext|>` are ordinary text here (as with js-tiktoken's `encode(text, [], [])`): it never throws on
 * what a part contains. ASCII is cut by a scanner equivalent to the pre-tokenizer regex, the regex decides the
 * rest, and repeated pieces (most words) are answered from a cache.
 */
export class BytePairEncoder {
  private readonly splitter: RegExp;
  private readonly asciiPieceEnd: (text: string, start: number) => number;
  private readonly pieces = new Map<string, PieceTokens>();

  constructor(readonly table: RankTable) {
    this.splitter = new RegExp(preTokenizerPatterns[table.encoding], 'uy');
    this.asciiPieceEnd = table.encoding === 'o200k_base' ? o200kPieceEnd : cl100kPieceEnd;
  }

  /**
   * The token ids of `text`, identical to js-tiktoken's `encode(text, [], [])`; undefined when the table holds
   * only its first tier and a piece of `text` needs the rest.
   */
  encode(text: string): number[] | undefined {
    const tokens: number[] = [];
    for (let start = 0; start < text.length;) {
      const end = this.pieceEnd(text, start);
      const piece = this.piece(text.slice(start, Math.abs(end)), end > 0);
      if (piece === undefined) return undefined;
      if (typeof piece === 'number') tokens.push(piece);
      else for (const id of piece) tokens.push(id);
      start = Math.abs(end);
    }
    return tokens;
  }

  /** The number of tokens of `text`, without building the id list; undefined as for {@link encode}. */
  count(text: string): number | undefined {
    let count = 0;
    for (let start = 0; start < text.length;) {
      const end = this.pieceEnd(text, start);
      const piece = this.piece(text.slice(start, Math.abs(end)), end > 0);
      if (piece === undefined) return undefined;
      count += typeof piece === 'number' ? 1 : piece.length;
      start = Math.abs(end);
    }
    return count;
  }

  /** The end of the piece at `start`: positive when the scanner saw only ASCII, negated when the regex cut it. */
  private pieceEnd(text: string, start: number): number {
    const end = this.asciiPieceEnd(text, start);
    if (end >= 0) return end;
    this.splitter.lastIndex = start;
    const match = this.splitter.exec(text);
    // Every position starts a match (the last alternatives take any character), so this fallback is defensive.
    return -(start + (match ? match[0].length : 1));
  }

  // The small cache answers first: it holds the pieces this text repeats and stays in CPU caches, where the
  // 200,000-entry rank table does not.
  // A piece the first tier cannot settle is not remembered: the full table replaces this encoder.
  private piece(text: string, ascii: boolean): PieceTokens | undefined {
    const cached = this.pieces.get(text);
    if (cached !== undefined) return cached;
    const binary = ascii ? text : toUtf8Binary(text);
    const rank = rankOfBinary(this.table.index, binary);
    if (rank < 0 && pieceMayBeRareToken(binary, this.table)) return undefined;
    let tokens: number | number[];
    try {
      tokens = rank >= 0 ? rank : mergePiece(binary, this.table);
    } catch (error) {
      if (error instanceof NeedsRestTier) return undefined;
      throw error;
    }
    const result = typeof tokens === 'number' || tokens.length !== 1 ? tokens : tokens[0]!;
    if (text.length <= cachedPieceLength) {
      if (this.pieces.size >= pieceCacheLimit) this.pieces.clear();
      this.pieces.set(text, result);
    }
    return result;
  }
}
