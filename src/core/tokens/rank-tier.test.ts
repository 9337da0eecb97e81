import { describe, expect, it } from 'vitest';
import { buildRankTable } from './rank-table.ts';
import { decodeRankTier, encodeRankTier, tierOfToken } from './rank-tier.ts';
import { referenceRankTier, referenceTokens } from './reference-rank-tiers.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('rank tiers', () => {
  it('round-trips tokens with holes and large rank gaps', () => {
    const tokens: Uint8Array[] = [];
    tokens[0] = bytes(0x61);
    tokens[1] = bytes(0xc3, 0xa9);
    tokens[3] = bytes(0x62, 0x63);
    tokens[300_000] = bytes(0x20, 0x64, 0x65);
    const ascii = decodeRankTier(encodeRankTier('ascii', tokens));
    expect(ascii.tier).toBe('ascii');
    expect([...ascii.ranks]).toEqual([0, 3, 300_000]);
    expect([...ascii.lengths]).toEqual([1, 2, 3]);
    expect([...ascii.bytes]).toEqual([0x61, 0x62, 0x63, 0x20, 0x64, 0x65]);
    const rest = decodeRankTier(encodeRankTier('non-ascii', tokens));
    expect([...rest.ranks]).toEqual([1]);
    expect([...rest.bytes]).toEqual([0xc3, 0xa9]);
  });

  it('splits every reference token into exactly one tier, keeping its rank and bytes', async () => {
    for (const encoding of ['o200k_base', 'cl100k_base'] as const) {
      const tokens = await referenceTokens(encoding);
      const ascii = decodeRankTier(await referenceRankTier(encoding, 'ascii'));
      const rest = decodeRankTier(await referenceRankTier(encoding, 'non-ascii'));
      expect(ascii.ranks.length + rest.ranks.length).toBe(tokens.filter(Boolean).length);
      for (const tier of [ascii, rest]) {
        let offset = 0;
        tier.ranks.forEach((rank, index) => {
          const length = tier.lengths[index]!;
          const token = tier.bytes.subarray(offset, offset + length);
          offset += length;
          if (index % 97 === 0) expect([...token], `${encoding} rank ${rank}`).toEqual([...tokens[rank]!]);
          expect(tierOfToken(token)).toBe(tier.tier);
        });
      }
    }
  });

  it('rejects malformed payloads with a precise reason', () => {
    const good = encodeRankTier('ascii', [bytes(0x61), bytes(0x62)]);
    const decode = (payload: Uint8Array) => () => decodeRankTier(payload);
    expect(decode(new TextEncoder().encode('<!doctype html>'))).toThrow(/not a Toolgate rank table/);
    expect(decode(good.subarray(0, 10))).toThrow(/not a Toolgate rank table/);
    expect(decode(good.subarray(0, good.length - 1))).toThrow(/truncated/);
    expect(decode(Uint8Array.from([...good, 0]))).toThrow(/trailing bytes/);
    const otherVersion = good.slice();
    otherVersion[4] = 9;
    expect(decode(otherVersion)).toThrow(/version 9/);
    const zeroLength = good.slice();
    zeroLength[16] = 0;
    expect(decode(zeroLength)).toThrow(/empty token/);
    expect(() => encodeRankTier('ascii', [new Uint8Array(300)])).toThrow(/300 bytes/);
  });

  it('builds a table only when every byte its tiers cover has a rank', () => {
    const tokens = Array.from({ length: 128 }, (_, byte) => bytes(byte));
    const table = buildRankTable('o200k_base', [decodeRankTier(encodeRankTier('ascii', tokens))]);
    expect(table.coverage).toBe('ascii');
    expect(table.byteRanks[0x41]).toBe(0x41);
    expect(table.byteRanks[0xc3]).toBe(-1);
    const missing = decodeRankTier(encodeRankTier('ascii', tokens.slice(0, 100)));
    expect(() => buildRankTable('o200k_base', [missing])).toThrow(/byte 100 has no rank/);
    const twice = decodeRankTier(encodeRankTier('ascii', tokens));
    expect(() => buildRankTable('o200k_base', [twice, twice])).toThrow(/rank 0 twice/);
  });
});
