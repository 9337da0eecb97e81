import type { ProviderAdapter } from '../provider-adapter.ts';
import { modelsFromDataList } from '../provider-adapter.ts';
import type { ProviderSettings } from '../provider-settings.ts';
import { normalizeBaseUrl } from '../provider-settings.ts';
import { anthropicReasoningReach, convertAnthropic } from './convert-anthropic-messages.ts';

/** `{base}/v1/…`, accepting a base URL typed with or without its `/v1`. */
function endpoint(settings: ProviderSettings, path: string): string {
  const base = normalizeBaseUrl(settings.baseUrl);
  return base.endsWith('/v1') ? `${base}/${path}` : `${base}/v1/${path}`;
}

/** Headers of every Messages call, including the one that permits a request straight from a browser page. */
export function anthropicHeaders(settings: ProviderSettings): Record<string, string> {
  return {
    'anthropic-version': '2023-06-01',
    'anthropic-dangerous-direct-browser-access': 'true',
    ...(settings.apiKey ? { 'x-api-key': settings.apiKey } : {}),
  };
}

/** Anthropic Messages API. */
export const anthropicMessagesAdapter: ProviderAdapter = {
  kind: 'anthropic-messages',
  reasoningReach: anthropicReasoningReach,
  buildRequest: (settings, request, issuer) => ({
    url: endpoint(settings, 'messages'),
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...anthropicHeaders(settings),
    },
    body: convertAnthropic(request, settings.model, issuer),
  }),
  modelsRequest: (settings) => ({
    url: endpoint(settings, 'models?limit=1000'),
    method: 'GET',
    headers: anthropicHeaders(settings),
  }),
  parseModels: (body) => modelsFromDataList(body, 'display_name'),
};
