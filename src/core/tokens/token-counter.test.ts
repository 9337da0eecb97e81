import { describe, expect, it } from 'vitest';
import { TokenCounter } from './token-counter.ts';

describe('TokenCounter', () => {
  it('refuses to count before its encoding is loaded, then counts', async () => {
    const counter = new TokenCounter();
    expect(() => counter.count('hello', 'o200k_base')).toThrow(/not loaded/);
    await counter.load('o200k_base');
    expect(counter.isLoaded('o200k_base')).toBe(true);
    expect(counter.count('hello world', 'o200k_base')).toBe(2);
    expect(counter.count('', 'o200k_base')).toBe(0);
  });

  it('remembers counts by content and encoding', async () => {
    const counter = new TokenCounter();
    await counter.load('o200k_base');
    expect(counter.isCached('some text', 'o200k_base')).toBe(false);
    counter.count('some text', 'o200k_base');
    expect(counter.isCached('some text', 'o200k_base')).toBe(true);
    expect(counter.isCached('some text', 'cl100k_base')).toBe(false);
    counter.clearCache();
    expect(counter.isCached('some text', 'o200k_base')).toBe(false);
  });

  it('forgets the oldest counts past its size limit', async () => {
    const counter = new TokenCounter({ cacheCharacters: 100 });
    await counter.load('o200k_base');
    counter.count('a'.repeat(40), 'o200k_base');
    counter.count('b'.repeat(40), 'o200k_base');
    counter.count('c'.repeat(40), 'o200k_base');
    expect(counter.isCached('a'.repeat(40), 'o200k_base')).toBe(false);
    expect(counter.isCached('c'.repeat(40), 'o200k_base')).toBe(true);
  });

  it('can load again after a failed load', async () => {
    let attempts = 0;
    const real = new TokenCounter();
    await real.load('o200k_base');
    const counter = new TokenCounter({
      loadTable: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return real.encoder('o200k_base').table;
      },
    });
    await expect(counter.load('o200k_base')).rejects.toThrow('offline');
    await counter.load('o200k_base');
    expect(counter.count('hello', 'o200k_base')).toBe(1);
  });
});
