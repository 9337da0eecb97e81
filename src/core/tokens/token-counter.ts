import { BytePairEncoder } from './byte-pair-encoder.ts';
import type { EncodingName } from './encoding-name.ts';
import type { RankCoverage, RankTable } from './rank-table.ts';
import { buildRankTable } from './rank-table.ts';
import type { RankTier, RankTierData } from './rank-tier.ts';
import { decodeRankTier } from './rank-tier.ts';

/** Where the tiers of a rank table come from: the uncompressed payload of one tier of one encoding. */
export type RankTierSource = (encoding: EncodingName, tier: RankTier) => Promise<Uint8Array>;

/** Options of a {@link TokenCounter}. */
export interface TokenCounterOptions {
  /** Where rank tables come from: built assets in the app, js-tiktoken's rank files in Node tools and tests. */
  readonly loadTier: RankTierSource;
  /** Characters of text whose counts are remembered per encoding before the oldest are forgotten. */
  readonly cacheCharacters?: number;
}

interface EncodingCache {
  readonly counts: Map<string, number>;
  characters: number;
}

/**
 * Counts tokens of whole texts (a part's body, a header, a tool declaration) for any supported encoding, and
 * remembers each count by content and encoding: counting the same text again costs one Map lookup, so a
 * recount after an edit only tokenizes what changed. Load an encoding with {@link TokenCounter.load} first:
 * its first tier counts most text exactly ({@link TokenCounter.tryCount} says when a text needs the rest), the
 * full table counts anything.
 */
export class TokenCounter {
  private readonly encoders = new Map<EncodingName, BytePairEncoder>();
  private readonly tiers = new Map<string, Promise<RankTierData>>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly caches = new Map<EncodingName, EncodingCache>();
  private readonly cacheCharacters: number;

  constructor(private readonly options: TokenCounterOptions) {
    this.cacheCharacters = options.cacheCharacters ?? 16_000_000;
  }

  /**
   * Loads what `coverage` needs of `encoding` (once; a failed load is forgotten so a later call can retry) and
   * resolves when it can count with it. A full load replaces a first-tier encoder.
   */
  load(encoding: EncodingName, coverage: RankCoverage = 'full'): Promise<void> {
    if (this.isLoaded(encoding, coverage)) return Promise.resolve();
    const key = `${encoding}/${coverage}`;
    let pending = this.loading.get(key);
    if (!pending) {
      const tiers: RankTier[] = coverage === 'full' ? ['first', 'rest'] : ['first'];
      pending = Promise.all(tiers.map((tier) => this.tier(encoding, tier))).then((data) => {
        if (this.isLoaded(encoding, coverage)) return;
        this.encoders.set(encoding, new BytePairEncoder(buildRankTable(encoding, data)));
        // The full table holds every tier's tokens: the decoded tiers are no longer needed.
        if (coverage === 'full') for (const tier of tiers) this.tiers.delete(`${encoding}/${tier}`);
      });
      pending.catch(() => undefined).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Whether `encoding` is loaded for `coverage` (the full table covers the first tier too). */
  isLoaded(encoding: EncodingName, coverage: RankCoverage = 'full'): boolean {
    const loaded = this.encoders.get(encoding)?.table.coverage;
    return loaded === 'full' || (loaded === 'first' && coverage === 'first');
  }

  /** The encoder of a loaded encoding; throws when it was not loaded. */
  encoder(encoding: EncodingName): BytePairEncoder {
    const encoder = this.encoders.get(encoding);
    if (!encoder) throw new Error(`Encoding ${encoding} is not loaded yet: await load('${encoding}') first.`);
    return encoder;
  }

  /**
   * Tokens of `text` in `encoding`, from the cache when this text was counted before; throws when the encoding
   * is not loaded, or only its first tier is and the text needs the rest.
   */
  count(text: string, encoding: EncodingName): number {
    const count = this.tryCount(text, encoding);
    if (count === undefined)
      throw new Error(
        `Encoding ${encoding} is not loaded yet for this text: await load('${encoding}') first.`,
      );
    return count;
  }

  /**
   * Tokens of `text` in `encoding`, or undefined when only the encoding's first tier is loaded and the text
   * needs the rest (never an estimate); throws when the encoding is not loaded at all.
   */
  tryCount(text: string, encoding: EncodingName): number | undefined {
    if (text === '') return 0;
    const cache = this.cacheOf(encoding);
    const cached = cache.counts.get(text);
    if (cached !== undefined) return cached;
    const count = this.encoder(encoding).count(text);
    if (count !== undefined) this.remember(cache, text, count);
    return count;
  }

  /**
   * Remembers counts worked out elsewhere (at build time, with this same engine), so these texts count before
   * any rank table is loaded. `counts[i]` is the count of `texts[i]`; throws when the lengths differ or a count is
   * not a whole number of tokens.
   */
  seed(encoding: EncodingName, texts: readonly string[], counts: readonly number[]): void {
    if (texts.length !== counts.length)
      throw new Error(`Seeded ${texts.length} texts with ${counts.length} counts for ${encoding}.`);
    const cache = this.cacheOf(encoding);
    texts.forEach((text, index) => {
      const count = counts[index]!;
      if (!Number.isInteger(count) || count < 0)
        throw new Error(`Seeded count ${count} for ${encoding} is not a number of tokens.`);
      this.remember(cache, text, count);
    });
  }

  /** Whether the count of `text` in `encoding` is already known (so counting it is a lookup). */
  isCached(text: string, encoding: EncodingName): boolean {
    return text === '' || (this.caches.get(encoding)?.counts.has(text) ?? false);
  }

  /** Forgets every remembered count (rank tables stay loaded). */
  clearCache(): void {
    this.caches.clear();
  }

  /** The rank table of a loaded encoding (for tools that encode with it directly). */
  table(encoding: EncodingName): RankTable {
    return this.encoder(encoding).table;
  }

  // Tiers are fetched and decoded once and shared: the full table reuses the ASCII tier already loaded.
  private tier(encoding: EncodingName, tier: RankTier): Promise<RankTierData> {
    const key = `${encoding}/${tier}`;
    let data = this.tiers.get(key);
    if (!data) {
      data = this.options.loadTier(encoding, tier).then(decodeRankTier);
      data.catch(() => this.tiers.delete(key));
      this.tiers.set(key, data);
    }
    return data;
  }

  private cacheOf(encoding: EncodingName): EncodingCache {
    let cache = this.caches.get(encoding);
    if (!cache) {
      cache = { counts: new Map(), characters: 0 };
      this.caches.set(encoding, cache);
    }
    return cache;
  }

  // Oldest entries go first (a Map keeps insertion order), so a long session cannot grow without bound.
  private remember(cache: EncodingCache, text: string, count: number): void {
    cache.counts.set(text, count);
    cache.characters += text.length;
    if (cache.characters <= this.cacheCharacters) return;
    for (const key of cache.counts.keys()) {
      if (cache.characters <= this.cacheCharacters / 2) break;
      cache.counts.delete(key);
      cache.characters -= key.length;
    }
  }
}
