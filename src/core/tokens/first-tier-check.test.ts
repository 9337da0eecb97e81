import fc from 'fast-check';
import type { Tiktoken } from 'js-tiktoken/lite';
import { getEncoding } from 'js-tiktoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { BytePairEncoder } from './byte-pair-encoder.ts';
import { mergePiece } from './byte-pair-merge.ts';
import { hashBytes } from './byte-range-index.ts';
import type { EncodingName } from './encoding-name.ts';
import { encodingNames, preTokenizerPatterns } from './encoding-name.ts';
import { NeedsRestTier } from './first-tier-check.ts';
import { buildRankTable } from './rank-table.ts';
import { decodeRankTier, encodeRankTier } from './rank-tier.ts';
import { filterMayContain } from './rare-token-filter.ts';
import { referenceRankTable } from './reference-rank-tiers.ts';
import { pathologicalRuns, varietyCorpus } from './test-corpus.ts';

const firstTier = new Map<EncodingName, BytePairEncoder>();
const references = new Map<EncodingName, Tiktoken>();

beforeAll(async () => {
  for (const encoding of encodingNames) {
    firstTier.set(encoding, new BytePairEncoder(await referenceRankTable(encoding, 'first')));
    references.set(encoding, getEncoding(encoding));
  }
});

const piecesOf = (encoding: EncodingName, text: string) =>
  text.match(new RegExp(preTokenizerPatterns[encoding], 'gu')) ?? [];

/** Encodes every piece with the first tier alone; each piece it answers must carry js-tiktoken's ids. */
function checkPieces(
  encoding: EncodingName,
  texts: readonly string[],
): { answered: number; deferred: number } {
  const encoder = firstTier.get(encoding)!;
  const reference = references.get(encoding)!;
  let answered = 0;
  let deferred = 0;
  for (const text of texts) {
    for (const piece of piecesOf(encoding, text)) {
      const ids = encoder.encode(piece);
      if (ids === undefined) deferred += 1;
      else {
        answered += 1;
        expect(ids, JSON.stringify(piece)).toEqual(reference.encode(piece, [], []));
      }
    }
    const count = encoder.count(text);
    if (count !== undefined) expect(count).toBe(reference.encode(text, [], []).length);
  }
  return { answered, deferred };
}

describe.each(encodingNames)('the first tier of %s', (encoding) => {
  it('answers most pieces of a varied corpus, each with js-tiktoken ids, and defers the rest', () => {
    const { answered, deferred } = checkPieces(encoding, varietyCorpus);
    expect(answered).toBeGreaterThan(deferred);
    expect(deferred).toBeGreaterThan(0);
  });

  it('answers pathological runs exactly or defers them', () => {
    const { answered } = checkPieces(encoding, pathologicalRuns(2_000, 500));
    expect(answered).toBeGreaterThan(0);
  });

  it('answers random text from a mixed alphabet exactly or defers it', () => {
    const alphabet = [...'aAzZ09 \'\n\r\t.,!?/-_{}":sStTlLdDeEmMvVrR中文한🎉é\u0301\u00a0\u3000²'];
    const text = fc.array(fc.constantFrom(...alphabet), { maxLength: 80 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (sample) => {
        checkPieces(encoding, [sample]);
      }),
      { numRuns: 300 },
    );
  });

  it('answers ASCII text without the rest tier, however rare its words', () => {
    const encoder = firstTier.get(encoding)!;
    const text = 'The operator approves the call: {"path": "/tmp/notes.txt", "mode": "append"}';
    expect(encoder.encode(text)).toEqual(references.get(encoding)!.encode(text, [], []));
  });
});

describe('the first tier on a constructed table', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
  const binary = (values: Uint8Array) => String.fromCharCode(...values);
  // Ranks 0-255 are the single bytes; "ab" (256) is in the first tier; "é" (257, C3 A9) and "abé" (258) are
  // rest-tier tokens (rank beyond the first tier, a byte >= 0x80).
  const tokens = Array.from({ length: 256 }, (_, byte) => Uint8Array.of(byte));
  tokens.push(ascii('ab'), bytes(0xc3, 0xa9), bytes(0x61, 0x62, 0xc3, 0xa9));
  const tableOf = (filterBitsPerToken: number, tiers: readonly ('first' | 'rest')[]) => {
    const layout = { firstTierRanks: 257, filterBitsPerToken };
    return buildRankTable(
      'o200k_base',
      tiers.map((tier) => decodeRankTier(encodeRankTier(tier, tokens, layout))),
    );
  };
  // Two bits per key: a filter so small that some byte pairs which are no token collide with the rest tier's.
  const first = tableOf(2, ['first']);
  const roomy = tableOf(64, ['first']);
  const full = tableOf(2, ['first', 'rest']);
  const falsePositive = (() => {
    for (let left = 0x61; left < 0x7b; left += 1) {
      for (let high = 0x80; high < 0x100; high += 1) {
        const pair = bytes(left, high);
        if (filterMayContain(first.rareFilter!, hashBytes(pair), 2)) return binary(pair);
      }
    }
    throw new Error('no false positive among the pairs tried');
  })();
  const encode = (table: typeof first, text: string) => new BytePairEncoder(table).encode(text);

  it('answers what it holds and what the filter rules out, ASCII text always', () => {
    expect(encode(first, 'ab')).toEqual([256]);
    expect(encode(first, 'ababxab')).toEqual([256, 256, 0x78, 256]);
    expect(encode(roomy, 'ab\u00ff')).toEqual([256, 0xc3, 0xbf]);
  });

  it('defers a real rest-tier merge and a rest-tier whole piece, which the full table answers', () => {
    expect(encode(roomy, 'é')).toBeUndefined();
    expect(encode(roomy, 'abé')).toBeUndefined();
    expect(encode(full, 'é')).toEqual([257]);
    expect(encode(full, 'abé')).toEqual([258]);
  });

  it('defers a false positive, and the full table then gives what the pair really is', () => {
    const [left, high] = [falsePositive.charCodeAt(0), falsePositive.charCodeAt(1)];
    expect(() => mergePiece(falsePositive, first)).toThrow(NeedsRestTier);
    expect(mergePiece(falsePositive, full)).toEqual([left, high]);
  });
});
