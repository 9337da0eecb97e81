import { ModelClientError } from './model-client.ts';
import type { FetchFunction } from './http/send-request.ts';
import { sendRequest } from './http/send-request.ts';
import type { ModelOption } from './provider-adapter.ts';
import { providerAdapters } from './create-provider-client.ts';
import type { ProviderSettings } from './provider-settings.ts';
import { htmlBodyMessage } from './http/describe-http-error.ts';

/**
 * The models a provider offers, from its models endpoint (`/models`, `/v1/models`, Gemini `models`, Ollama
 * `/api/tags`). Rejects with a {@link ModelClientError} that carries the provider's message and never the key.
 */
export async function listModels(
  settings: Omit<ProviderSettings, 'model'>,
  options: { readonly signal: AbortSignal; readonly fetch?: FetchFunction },
): Promise<readonly ModelOption[]> {
  const adapter = providerAdapters[settings.provider];
  const response = await sendRequest(adapter.modelsRequest({ ...settings, model: '' }), {
    signal: options.signal,
    secrets: [settings.apiKey],
    retry: { maxAttempts: 2, baseDelayMs: 500, maxDelayMs: 2000 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ModelClientError(
      /^\s*</.test(text) ? htmlBodyMessage : 'The models endpoint did not answer with JSON.',
    );
  }
  return adapter.parseModels(body);
}
