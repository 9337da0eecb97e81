import type { WireFormat } from '../wire/stream-event.ts';

/** Every provider protocol the console can talk to; `openai-chat` covers every compatible server by base URL. */
export type ProviderKind = 'openai-chat' | 'openai-responses' | 'anthropic-messages' | 'gemini' | 'ollama';

/** What the operator picks in Settings. The API key lives here only in memory; storage decides where it persists. */
export interface ProviderSettings {
  readonly provider: ProviderKind;
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey: string;
}

/** Static facts about a provider: what Settings offers and which wire parser reads its stream. */
export interface ProviderDescription {
  readonly kind: ProviderKind;
  readonly label: string;
  readonly defaultBaseUrl: string;
  readonly format: WireFormat;
  /** Whether a request without a key is pointless (local servers usually need none). */
  readonly keyRequired: boolean;
  /** Shown under the base URL field. */
  readonly baseUrlHint: string;
}

/** The providers in the order Settings lists them. */
export const providerDescriptions: Readonly<Record<ProviderKind, ProviderDescription>> = {
  'openai-chat': {
    kind: 'openai-chat',
    label: 'OpenAI Chat Completions (and compatible servers)',
    defaultBaseUrl: 'https://api.openai.com/v1',
    format: 'openai-chat',
    keyRequired: false,
    baseUrlHint:
      'Any compatible server: Ollama http://localhost:11434/v1, vLLM, LM Studio, llama.cpp, OpenRouter, Groq, Mistral, DeepSeek.',
  },
  'openai-responses': {
    kind: 'openai-responses',
    label: 'OpenAI Responses',
    defaultBaseUrl: 'https://api.openai.com/v1',
    format: 'openai-responses',
    keyRequired: true,
    baseUrlHint: 'Requests go to {base URL}/responses.',
  },
  'anthropic-messages': {
    kind: 'anthropic-messages',
    label: 'Anthropic Messages',
    defaultBaseUrl: 'https://api.anthropic.com',
    format: 'anthropic-messages',
    keyRequired: true,
    baseUrlHint: 'Requests go to {base URL}/v1/messages.',
  },
  gemini: {
    kind: 'gemini',
    label: 'Google Gemini',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta',
    format: 'gemini-generateContent-sse',
    keyRequired: true,
    baseUrlHint: 'Requests go to {base URL}/models/{model}:streamGenerateContent?alt=sse.',
  },
  ollama: {
    kind: 'ollama',
    label: 'Ollama (native /api/chat)',
    defaultBaseUrl: 'http://localhost:11434',
    format: 'ollama-api-chat',
    keyRequired: false,
    baseUrlHint:
      'Requests go to {base URL}/api/chat. Start Ollama with OLLAMA_ORIGINS set to allow this page.',
  },
};

/** Every provider kind, in display order. */
export const providerKinds: readonly ProviderKind[] = Object.keys(providerDescriptions) as ProviderKind[];

/** True when `value` names a provider. */
export function isProviderKind(value: unknown): value is ProviderKind {
  return typeof value === 'string' && Object.hasOwn(providerDescriptions, value);
}

/** The base URL without trailing slashes, so paths can be appended with one `/`. */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

/** The identity decorations are tied to: provider and model, e.g. `anthropic-messages:claude-sonnet-4-5`. */
export function issuerId(settings: Pick<ProviderSettings, 'provider' | 'model'>): string {
  return `${settings.provider}:${settings.model}`;
}
