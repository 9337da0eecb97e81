import { bearerHeaders } from '../openai-chat/openai-chat-adapter.ts';
import type { ProviderAdapter } from '../provider-adapter.ts';
import { modelsFromDataList } from '../provider-adapter.ts';
import { normalizeBaseUrl } from '../provider-settings.ts';
import { convertOpenAiResponses, openAiResponsesReasoningReach } from './convert-openai-responses.ts';

/** OpenAI Responses API: `{base URL}/responses`, stateless (`store: false`). */
export const openAiResponsesAdapter: ProviderAdapter = {
  kind: 'openai-responses',
  reasoningReach: openAiResponsesReasoningReach,
  buildRequest: (settings, request, issuer) => ({
    url: `${normalizeBaseUrl(settings.baseUrl)}/responses`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearerHeaders(settings) },
    body: convertOpenAiResponses(request, settings.model, issuer),
  }),
  modelsRequest: (settings) => ({
    url: `${normalizeBaseUrl(settings.baseUrl)}/models`,
    method: 'GET',
    headers: bearerHeaders(settings),
  }),
  parseModels: (body) => modelsFromDataList(body),
};
