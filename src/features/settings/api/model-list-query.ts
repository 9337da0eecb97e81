import { queryOptions } from '@tanstack/react-query';
import { listModels } from '../../../providers/list-models.ts';
import { normalizeBaseUrl } from '../../../providers/provider-settings.ts';
import type { ModelListConnection } from '../model-listing.ts';
import { modelListingBlocker } from '../model-listing.ts';

/** A short fingerprint of the key, so the query is refetched when it changes without the key in the cache key. */
export function keyFingerprint(apiKey: string): string {
  let hash = 2166136261;
  for (let index = 0; index < apiKey.length; index += 1)
    hash = Math.imul(hash ^ apiKey.charCodeAt(index), 16777619);
  return apiKey ? (hash >>> 0).toString(36) : 'none';
}

/** The models a provider lists for these settings; waits until the request can work (see modelListingBlocker). */
export function modelListQueryOptions(settings: ModelListConnection) {
  const baseUrl = normalizeBaseUrl(settings.baseUrl);
  return queryOptions({
    queryKey: ['provider-models', settings.provider, baseUrl, keyFingerprint(settings.apiKey)] as const,
    queryFn: ({ signal }) => listModels({ ...settings, baseUrl }, { signal }),
    enabled: modelListingBlocker(settings) === undefined,
    staleTime: 5 * 60_000,
    // The transport already retried what is worth retrying; a wrong URL or key should show at once.
    retry: false,
  });
}
