import type { ProviderAdapter } from '../provider-adapter.ts';
import { modelsFromDataList } from '../provider-adapter.ts';
import type { ProviderSettings } from '../provider-settings.ts';
import { normalizeBaseUrl } from '../provider-settings.ts';
import { convertOpenAiChat, openAiChatReasoningReach } from './convert-openai-chat.ts';

/** Bearer authorization when a key is set; local servers usually need none. */
export function bearerHeaders(settings: ProviderSettings): Record<string, string> {
  return settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {};
}

/** OpenAI Chat Completions and every compatible server, addressed by base URL (which includes `/v1`). */
export const openAiChatAdapter: ProviderAdapter = {
  kind: 'openai-chat',
  reasoningReach: () => openAiChatReasoningReach,
  buildRequest: (settings, request) => ({
    url: `${normalizeBaseUrl(settings.baseUrl)}/chat/completions`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearerHeaders(settings) },
    body: convertOpenAiChat(request, settings.model),
  }),
  modelsRequest: (settings) => ({
    url: `${normalizeBaseUrl(settings.baseUrl)}/models`,
    method: 'GET',
    headers: bearerHeaders(settings),
  }),
  parseModels: (body) => modelsFromDataList(body),
};
