import type { EncodingName } from './encoding-name.ts';
import type { RankData, RankTable } from './rank-table.ts';
import { parseRankData } from './rank-table.ts';

const loading = new Map<EncodingName, Promise<RankTable>>();

// Dynamic imports keep megabytes of rank data out of the first screen's bundle: each loads on first use.
function importRankData(encoding: EncodingName): Promise<RankData> {
  switch (encoding) {
    case 'o200k_base':
      return import('js-tiktoken/ranks/o200k_base').then((module) => module.default);
    case 'cl100k_base':
      return import('js-tiktoken/ranks/cl100k_base').then((module) => module.default);
  }
}

/**
 * Loads and parses the rank table of `encoding` once per process (or worker); later calls share the promise.
 * A failed load is forgotten so a later call can try again.
 */
export function loadRankTable(encoding: EncodingName): Promise<RankTable> {
  const existing = loading.get(encoding);
  if (existing) return existing;
  const promise = importRankData(encoding).then((data) => parseRankData(encoding, data));
  promise.catch(() => loading.delete(encoding));
  loading.set(encoding, promise);
  return promise;
}
