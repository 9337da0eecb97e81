import { anthropicMessagesAdapter } from './anthropic-messages/anthropic-messages-adapter.ts';
import { geminiAdapter } from './gemini/gemini-adapter.ts';
import { ollamaAdapter } from './ollama/ollama-adapter.ts';
import { openAiChatAdapter } from './openai-chat/openai-chat-adapter.ts';
import { openAiResponsesAdapter } from './openai-responses/openai-responses-adapter.ts';
import type { ProviderAdapter } from './provider-adapter.ts';
import type { ModelClient } from './model-client.ts';
import { ModelClientError } from './model-client.ts';
import type { FetchFunction, RetryPolicy, SendOptions } from './http/send-request.ts';
import { sendRequest } from './http/send-request.ts';
import type { ProviderKind, ProviderSettings } from './provider-settings.ts';
import { issuerId, providerDescriptions } from './provider-settings.ts';

/** The adapter of each provider. */
export const providerAdapters: Readonly<Record<ProviderKind, ProviderAdapter>> = {
  'openai-chat': openAiChatAdapter,
  'openai-responses': openAiResponsesAdapter,
  'anthropic-messages': anthropicMessagesAdapter,
  gemini: geminiAdapter,
  ollama: ollamaAdapter,
};

/** Transport options; the app passes none, tests pass a fake `fetch` and a sleep that does not wait. */
export interface ProviderClientOptions {
  readonly fetch?: FetchFunction;
  readonly retry?: RetryPolicy;
  readonly sleep?: SendOptions['sleep'];
}

/**
 * A {@link ModelClient} for a real provider: converts the neutral request with the provider's builder, sends it
 * with fetch (retrying 429 and 5xx), and hands back the raw response body for the wire parsers.
 */
export function createProviderClient(
  settings: ProviderSettings,
  options: ProviderClientOptions = {},
): ModelClient {
  const adapter = providerAdapters[settings.provider];
  const description = providerDescriptions[settings.provider];
  const id = issuerId(settings);
  return {
    id,
    label: `${settings.model} (${description.label})`,
    async stream(request, { signal, onRetry }) {
      if (!settings.model.trim()) throw new ModelClientError('No model is selected. Pick one in Settings.');
      const response = await sendRequest(adapter.buildRequest(settings, request, id), {
        signal,
        secrets: [settings.apiKey],
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.retry ? { retry: options.retry } : {}),
        ...(options.sleep ? { sleep: options.sleep } : {}),
        ...(onRetry ? { onRetry } : {}),
      });
      if (!response.body)
        throw new ModelClientError('The provider answered with an empty body instead of a stream.');
      const contentType = response.headers.get('content-type') ?? '';
      if (/text\/html/i.test(contentType)) {
        await response.body.cancel().catch(() => undefined);
        throw new ModelClientError(
          'The server answered with an HTML page, not a model API (check the base URL).',
          response.status,
        );
      }
      return { format: description.format, body: response.body };
    },
  };
}
