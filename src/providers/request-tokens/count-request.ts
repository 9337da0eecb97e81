import type { ModelRequest } from '../../core/model-request.ts';
import type { AnthropicBody } from '../anthropic-messages/convert-anthropic-messages.ts';
import { providerAdapters } from '../create-provider-client.ts';
import type { GeminiBody } from '../gemini/convert-gemini.ts';
import type { OllamaBody } from '../ollama/convert-ollama.ts';
import type { OpenAiChatBody } from '../openai-chat/convert-openai-chat.ts';
import type { OpenAiResponsesBody } from '../openai-responses/convert-openai-responses.ts';
import type { ProviderKind, ProviderSettings } from '../provider-settings.ts';
import { countAnthropicBody } from './count-anthropic.ts';
import { countGeminiBody } from './count-gemini.ts';
import { countOllamaBody } from './count-ollama.ts';
import { countOpenAiChatBody } from './count-openai-chat.ts';
import { countOpenAiResponsesBody } from './count-openai-responses.ts';
import type { CountText, RequestCount } from './request-count.ts';

/** Counts a body as `provider`'s request builder produced it. */
export function countRequestBody(
  provider: ProviderKind,
  body: unknown,
  model: string,
  count: CountText,
): RequestCount {
  switch (provider) {
    case 'openai-chat':
      return countOpenAiChatBody(body as OpenAiChatBody, count);
    case 'openai-responses':
      return countOpenAiResponsesBody(body as OpenAiResponsesBody, count);
    case 'anthropic-messages':
      return countAnthropicBody(body as AnthropicBody, count);
    case 'gemini':
      // Gemini's body names no model (it is in the URL): the count needs none.
      return countGeminiBody(body as GeminiBody, count);
    case 'ollama':
      return countOllamaBody({ ...(body as OllamaBody), model }, count);
  }
}

/**
 * The prompt tokens of the request `provider`'s request builder makes of `request`: the body is built by the
 * same adapter that sends it, then counted as that provider's model sees it (see the `count…Body` functions).
 */
export function countRequest(
  settings: Pick<ProviderSettings, 'provider' | 'model' | 'baseUrl'>,
  request: ModelRequest,
  issuer: string,
  count: CountText,
): RequestCount {
  const http = providerAdapters[settings.provider].buildRequest({ ...settings, apiKey: '' }, request, issuer);
  return countRequestBody(settings.provider, http.body, settings.model, count);
}
