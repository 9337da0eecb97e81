import { BytePairEncoder } from './byte-pair-encoder.ts';
import type { EncodingName } from './encoding-name.ts';
import { loadRankTable } from './rank-loader.ts';
import type { RankTable } from './rank-table.ts';

/** Options of a {@link TokenCounter}; the defaults suit the worker. */
export interface TokenCounterOptions {
  /** Where rank tables come from; by default js-tiktoken's rank files, imported on first use. */
  readonly loadTable?: (encoding: EncodingName) => Promise<RankTable>;
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
 * recount after an edit only tokenizes what changed. Load an encoding with {@link TokenCounter.load} first.
 */
export class TokenCounter {
  private readonly encoders = new Map<EncodingName, BytePairEncoder>();
  private readonly loading = new Map<EncodingName, Promise<BytePairEncoder>>();
  private readonly caches = new Map<EncodingName, EncodingCache>();
  private readonly loadTable: (encoding: EncodingName) => Promise<RankTable>;
  private readonly cacheCharacters: number;

  constructor(options: TokenCounterOptions = {}) {
    this.loadTable = options.loadTable ?? loadRankTable;
    this.cacheCharacters = options.cacheCharacters ?? 16_000_000;
  }

  /** Loads the rank data of `encoding` (once); resolves when {@link TokenCounter.count} can use it. */
  load(encoding: EncodingName): Promise<void> {
    let pending = this.loading.get(encoding);
    if (!pending) {
      pending = this.loadTable(encoding).then((table) => {
        const encoder = new BytePairEncoder(table);
        this.encoders.set(encoding, encoder);
        return encoder;
      });
      pending.catch(() => this.loading.delete(encoding));
      this.loading.set(encoding, pending);
    }
    return pending.then(() => undefined);
  }

  /** Whether `encoding` is loaded. */
  isLoaded(encoding: EncodingName): boolean {
    return this.encoders.has(encoding);
  }

  /** The encoder of a loaded encoding; throws when it was not loaded. */
  encoder(encoding: EncodingName): BytePairEncoder {
    const encoder = this.encoders.get(encoding);
    if (!encoder) throw new Error(`Encoding ${encoding} is not loaded yet: await load('${encoding}') first.`);
    return encoder;
  }

  /** Tokens of `text` in a loaded `encoding`, from the cache when this text was counted before. */
  count(text: string, encoding: EncodingName): number {
    if (text === '') return 0;
    const cache = this.cacheOf(encoding);
    const cached = cache.counts.get(text);
    if (cached !== undefined) return cached;
    const count = this.encoder(encoding).count(text);
    this.remember(cache, text, count);
    return count;
  }

  /** Whether the count of `text` in `encoding` is already known (so counting it is a lookup). */
  isCached(text: string, encoding: EncodingName): boolean {
    return text === '' || (this.caches.get(encoding)?.counts.has(text) ?? false);
  }

  /** Forgets every remembered count (rank tables stay loaded). */
  clearCache(): void {
    this.caches.clear();
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
