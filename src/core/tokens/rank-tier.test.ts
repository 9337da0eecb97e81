import { describe, expect, it } from 'vitest';
import { hashBytes } from './byte-range-index.ts';
import { buildRankTable } from './rank-table.ts';
import { decodeRankTier, encodeRankTier, rankTierLayouts, tierOfToken } from './rank-tier.ts';
import { filterMayContain } from './rare-token-filter.ts';
import { referenceRankTier, referenceTokens } from './reference-rank-tiers.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const layout = { firstTierRanks: 2, filterBitsPerToken: 16 };

describe('rank tiers', () => {
  it('round-trips tokens with holes and large rank gaps, single bytes always in the first tier', () => {
    const tokens: Uint8Array[] = [];
    tokens[0] = bytes(0x61);
    tokens[1] = bytes(0xc3, 0xa9);
    tokens[3] = bytes(0x62, 0x63);
    tokens[300_000] = bytes(0x20, 0x64, 0x65);
    tokens[300_001] = bytes(0xff);
    tokens[300_002] = bytes(0x20, 0xc3, 0xa9);
    tokens[300_003] = bytes(0xc3, 0xa9, 0x61);
    const first = decodeRankTier(encodeRankTier('first', tokens, layout));
    expect(first.tier).toBe('first');
    expect([...first.ranks]).toEqual([0, 1, 3, 300_000, 300_001]);
    expect([...first.lengths]).toEqual([1, 2, 2, 3, 1]);
    expect([...first.bytes]).toEqual([0x61, 0xc3, 0xa9, 0x62, 0x63, 0x20, 0x64, 0x65, 0xff]);
    const rest = decodeRankTier(encodeRankTier('rest', tokens, layout));
    expect([...rest.ranks]).toEqual([300_002, 300_003]);
    expect([...rest.bytes]).toEqual([0x20, 0xc3, 0xa9, 0xc3, 0xa9, 0x61]);
    expect(rest.filter).toBeUndefined();
    // The first tier's filter knows every token of the rest tier.
    for (const token of [tokens[300_002]!, tokens[300_003]!])
      expect(filterMayContain(first.filter!, hashBytes(token), token.length)).toBe(true);
  });

  it('splits every reference token into exactly one tier, keeping its rank and bytes', async () => {
    for (const encoding of ['o200k_base', 'cl100k_base'] as const) {
      const tokens = await referenceTokens(encoding);
      const first = decodeRankTier(await referenceRankTier(encoding, 'first'));
      const rest = decodeRankTier(await referenceRankTier(encoding, 'rest'));
      expect(first.ranks.length + rest.ranks.length).toBe(tokens.filter(Boolean).length);
      for (const tier of [first, rest]) {
        let offset = 0;
        tier.ranks.forEach((rank, index) => {
          const length = tier.lengths[index]!;
          const token = tier.bytes.subarray(offset, offset + length);
          offset += length;
          if (index % 97 !== 0) return;
          expect([...token], `${encoding} rank ${rank}`).toEqual([...tokens[rank]!]);
          expect(tierOfToken(rank, token, rankTierLayouts[encoding])).toBe(tier.tier);
          if (tier === rest)
            expect(filterMayContain(first.filter!, hashBytes(token), length), `rank ${rank}`).toBe(true);
        });
      }
    }
  });

  it('rejects malformed payloads with a precise reason', () => {
    const good = encodeRankTier(
      'first',
      [bytes(0x61), bytes(0x62), bytes(0x61, 0x62), bytes(0x61, 0xc3)],
      layout,
    );
    const decode = (payload: Uint8Array) => () => decodeRankTier(payload);
    expect(decode(new TextEncoder().encode('<!doctype html>'))).toThrow(/not a Toolgate rank table/);
    expect(decode(good.subarray(0, 10))).toThrow(/not a Toolgate rank table/);
    expect(decode(good.subarray(0, good.length - 3))).toThrow(/truncated|trailing/);
    expect(decode(Uint8Array.from([...good, 0]))).toThrow(/trailing bytes/);
    const otherVersion = good.slice();
    otherVersion[4] = 9;
    expect(decode(otherVersion)).toThrow(/version 9/);
    const zeroLength = good.slice();
    zeroLength[20] = 0;
    expect(decode(zeroLength)).toThrow(/empty token/);
    const noFilter = good.slice();
    noFilter[6] = 0;
    expect(decode(noFilter)).toThrow(/filter/);
    expect(() => encodeRankTier('first', [new Uint8Array(300)], layout)).toThrow(/300 bytes/);
  });

  it('builds a table only when every byte has a rank and the first tier is there', () => {
    const tokens = Array.from({ length: 256 }, (_, byte) => bytes(byte));
    const wide = { firstTierRanks: 256, filterBitsPerToken: 8 };
    const table = buildRankTable('o200k_base', [decodeRankTier(encodeRankTier('first', tokens, wide))]);
    expect(table.coverage).toBe('first');
    expect(table.byteRanks[0x41]).toBe(0x41);
    expect(table.rareFilter).toBeDefined();
    const missing = decodeRankTier(encodeRankTier('first', tokens.slice(0, 100), wide));
    expect(() => buildRankTable('o200k_base', [missing])).toThrow(/byte 100 has no rank/);
    const twice = decodeRankTier(encodeRankTier('first', tokens, wide));
    expect(() => buildRankTable('o200k_base', [twice, twice])).toThrow(/rank 0 twice/);
    const rest = decodeRankTier(encodeRankTier('rest', tokens, wide));
    expect(() => buildRankTable('o200k_base', [rest])).toThrow(/no first tier/);
  });
});
