import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeByHeap, mergeByScan } from './byte-pair-merge.ts';
import type { RankTable } from './rank-table.ts';
import { toUtf8Binary } from './utf8-binary.ts';
import { referenceRankTable } from './reference-rank-tiers.ts';

let table: RankTable;

beforeAll(async () => {
  table = await referenceRankTable('o200k_base');
});

describe('byte-pair merge', () => {
  it('merges in the same order with the heap as with the scan', () => {
    const chars = [...'aab=  e中🎉\u00e9xyzq'];
    const pieces = fc
      .array(fc.constantFrom(...chars), { minLength: 1, maxLength: 120 })
      .map((list) => list.join(''));
    fc.assert(
      fc.property(pieces, (piece) => {
        const binary = toUtf8Binary(piece);
        expect(mergeByHeap(binary, table)).toEqual(mergeByScan(binary, table));
      }),
      { numRuns: 1_000 },
    );
  });

  it('handles raw bytes that are not valid UTF-8', () => {
    const bytes = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 80 });
    fc.assert(
      fc.property(bytes, (codes) => {
        const binary = String.fromCharCode(...codes);
        expect(mergeByHeap(binary, table)).toEqual(mergeByScan(binary, table));
      }),
      { numRuns: 500 },
    );
  });

  // Its speed on 64 KB runs, against the libraries, is a figure of `npm run bench:tokens`.
  it('merges a long run with no break exactly as the scan does', () => {
    const binary = toUtf8Binary('中'.repeat(1_500));
    const tokens = mergeByHeap(binary, table);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens).toEqual(mergeByScan(binary, table));
  });
});
