import type { ModelOption, ProviderAdapter } from '../provider-adapter.ts';
import type { ProviderSettings } from '../provider-settings.ts';
import { normalizeBaseUrl } from '../provider-settings.ts';
import { convertGemini, geminiReasoningReach } from './convert-gemini.ts';

function keyHeaders(settings: ProviderSettings): Record<string, string> {
  // The key goes in a header, never in the URL, so it cannot leak through an error that echoes the URL.
  return settings.apiKey ? { 'x-goog-api-key': settings.apiKey } : {};
}

function modelPath(model: string): string {
  const bare = model.replace(/^models\//, '');
  return `models/${encodeURIComponent(bare)}`;
}

/** Models that can generate content, from `{models: [{name: 'models/…', displayName, supportedGenerationMethods}]}`. */
export function parseGeminiModels(body: unknown): readonly ModelOption[] {
  const models = (body as { models?: unknown } | null)?.models;
  if (!Array.isArray(models)) return [];
  return models
    .filter(
      (model): model is Record<string, unknown> =>
        !!model && typeof model === 'object' && typeof model.name === 'string',
    )
    .filter((model) => {
      const methods = model.supportedGenerationMethods;
      return !Array.isArray(methods) || methods.includes('generateContent');
    })
    .map((model) => {
      const id = (model.name as string).replace(/^models\//, '');
      return { id, label: typeof model.displayName === 'string' ? `${model.displayName} (${id})` : id };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Gemini `streamGenerateContent?alt=sse`. */
export const geminiAdapter: ProviderAdapter = {
  kind: 'gemini',
  reasoningReach: geminiReasoningReach,
  buildRequest: (settings, request, issuer) => ({
    url: `${normalizeBaseUrl(settings.baseUrl)}/${modelPath(settings.model)}:streamGenerateContent?alt=sse`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...keyHeaders(settings) },
    body: convertGemini(request, issuer),
  }),
  modelsRequest: (settings) => ({
    url: `${normalizeBaseUrl(settings.baseUrl)}/models?pageSize=1000`,
    method: 'GET',
    headers: keyHeaders(settings),
  }),
  parseModels: parseGeminiModels,
};
