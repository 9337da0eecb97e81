import { describe, expect, it } from 'vitest';
import { TokenCounter } from './token-counter.ts';
import { varietyCorpus } from './test-corpus.ts';
import { referenceRankTier } from './reference-rank-tiers.ts';

describe('TokenCounter', () => {
  it('refuses to count before its encoding is loaded, then counts', async () => {
    const counter = new TokenCounter({ loadTier: referenceRankTier });
    expect(() => counter.count('hello', 'o200k_base')).toThrow(/not loaded/);
    await counter.load('o200k_base');
    expect(counter.isLoaded('o200k_base')).toBe(true);
    expect(counter.count('hello world', 'o200k_base')).toBe(2);
    expect(counter.count('', 'o200k_base')).toBe(0);
  });

  it('remembers counts by content and encoding', async () => {
    const counter = new TokenCounter({ loadTier: referenceRankTier });
    await counter.load('o200k_base');
    expect(counter.isCached('some text', 'o200k_base')).toBe(false);
    counter.count('some text', 'o200k_base');
    expect(counter.isCached('some text', 'o200k_base')).toBe(true);
    expect(counter.isCached('some text', 'cl100k_base')).toBe(false);
    counter.clearCache();
    expect(counter.isCached('some text', 'o200k_base')).toBe(false);
  });

  it('forgets the oldest counts past its size limit', async () => {
    const counter = new TokenCounter({ loadTier: referenceRankTier, cacheCharacters: 100 });
    await counter.load('o200k_base');
    counter.count('a'.repeat(40), 'o200k_base');
    counter.count('b'.repeat(40), 'o200k_base');
    counter.count('c'.repeat(40), 'o200k_base');
    expect(counter.isCached('a'.repeat(40), 'o200k_base')).toBe(false);
    expect(counter.isCached('c'.repeat(40), 'o200k_base')).toBe(true);
  });

  it('can load again after a failed load', async () => {
    let attempts = 0;
    const counter = new TokenCounter({
      loadTier: async (encoding, tier) => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return referenceRankTier(encoding, tier);
      },
    });
    await expect(counter.load('o200k_base')).rejects.toThrow('offline');
    await counter.load('o200k_base');
    expect(counter.count('hello', 'o200k_base')).toBe(1);
  });

  it('counts from the first tier what it settles, and the rest once the full table is in', async () => {
    const requested: string[] = [];
    const counter = new TokenCounter({
      loadTier: (encoding, tier) => {
        requested.push(tier);
        return referenceRankTier(encoding, tier);
      },
    });
    await counter.load('o200k_base', 'first');
    expect(requested).toEqual(['first']);
    expect(counter.isLoaded('o200k_base', 'first')).toBe(true);
    expect(counter.isLoaded('o200k_base')).toBe(false);
    const full = new TokenCounter({ loadTier: referenceRankTier });
    await full.load('o200k_base');
    // ASCII text, however rare its words (" approves" has rank 190,178), never needs the rest tier.
    expect(counter.tryCount('The operator approves', 'o200k_base')).toBe(
      full.count('The operator approves', 'o200k_base'),
    );
    expect(counter.tryCount('naïve café', 'o200k_base')).toBe(full.count('naïve café', 'o200k_base'));
    // " переговоры" begins with a token of rank 177,675, which only the rest tier holds.
    expect(counter.tryCount('Мы ведём переговоры', 'o200k_base')).toBeUndefined();
    expect(() => counter.count('Мы ведём переговоры', 'o200k_base')).toThrow(/not loaded/);
    let settled = 0;
    for (const text of varietyCorpus) {
      const count = counter.tryCount(text, 'o200k_base');
      if (count === undefined) continue;
      settled += 1;
      expect(count, text).toBe(full.count(text, 'o200k_base'));
    }
    expect(settled).toBeGreaterThan(0);
    await counter.load('o200k_base');
    // The first tier already fetched is reused: only the other tier is asked for.
    expect(requested).toEqual(['first', 'rest']);
    expect(counter.count('Мы ведём переговоры', 'o200k_base')).toBe(
      full.count('Мы ведём переговоры', 'o200k_base'),
    );
  });

  it('reports a malformed rank table with a clear error', async () => {
    const counter = new TokenCounter({ loadTier: async () => new TextEncoder().encode('<html>404</html>') });
    await expect(counter.load('o200k_base', 'first')).rejects.toThrow(/Malformed rank table: not a Toolgate/);
  });
});
