import { anthropicMessagesAdapter } from './anthropic-messages/anthropic-messages-adapter.ts';
import { geminiAdapter } from './gemini/gemini-adapter.ts';
import { ollamaAdapter } from './ollama/ollama-adapter.ts';
import { openAiChatAdapter } from './openai-chat/openai-chat-adapter.ts';
import { openAiResponsesAdapter } from './openai-responses/openai-responses-adapter.ts';
import type { ProviderAdapter } from './provider-adapter.ts';
import type { ProviderKind } from './provider-settings.ts';

/** The adapter of each provider. */
export const providerAdapters: Readonly<Record<ProviderKind, ProviderAdapter>> = {
  'openai-chat': openAiChatAdapter,
  'openai-responses': openAiResponsesAdapter,
  'anthropic-messages': anthropicMessagesAdapter,
  gemini: geminiAdapter,
  ollama: ollamaAdapter,
};
