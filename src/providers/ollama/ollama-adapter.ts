import type { ModelOption, ProviderAdapter } from '../provider-adapter.ts';
import type { ProviderSettings } from '../provider-settings.ts';
import { normalizeBaseUrl } from '../provider-settings.ts';
import { convertOllama, ollamaReasoningReach } from './convert-ollama.ts';

function headers(settings: ProviderSettings): Record<string, string> {
  // Plain Ollama needs no key; a proxy in front of it may.
  return settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {};
}

/** Local models from `/api/tags`: `{models: [{name}]}`. */
export function parseOllamaModels(body: unknown): readonly ModelOption[] {
  const models = (body as { models?: unknown } | null)?.models;
  if (!Array.isArray(models)) return [];
  return models
    .flatMap((model) => {
      const name =
        (model as { name?: unknown; model?: unknown } | null)?.name ??
        (model as { model?: unknown } | null)?.model;
      return typeof name === 'string' ? [{ id: name, label: name }] : [];
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Ollama's native `/api/chat` (NDJSON stream). */
export const ollamaAdapter: ProviderAdapter = {
  kind: 'ollama',
  reasoningReach: ollamaReasoningReach,
  buildRequest: (settings, request, issuer) => ({
    url: `${normalizeBaseUrl(settings.baseUrl)}/api/chat`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers(settings) },
    body: convertOllama(request, settings.model, issuer),
  }),
  modelsRequest: (settings) => ({
    url: `${normalizeBaseUrl(settings.baseUrl)}/api/tags`,
    method: 'GET',
    headers: headers(settings),
  }),
  parseModels: parseOllamaModels,
};
