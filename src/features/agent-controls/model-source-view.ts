import type { ProviderKind } from '../../providers/provider-settings.ts';
import { normalizeBaseUrl, providerDescriptions } from '../../providers/provider-settings.ts';
import type { ModelSource, RememberedProviderSettings } from '../../store/saved-records.ts';

/** What the header says about the model the agent talks to. */
export type ModelSourceView =
  | { readonly kind: 'demo' }
  | {
      readonly kind: 'provider';
      /** Short, for the header: `anthropic · claude-sonnet-4-5`. */
      readonly label: string;
      /** In full, for the tooltip: the protocol and where requests go. */
      readonly detail: string;
    };

const providerNames: Readonly<Record<ProviderKind, string>> = {
  'openai-chat': 'openai',
  'openai-responses': 'openai responses',
  'anthropic-messages': 'anthropic',
  gemini: 'gemini',
  ollama: 'ollama',
};

/**
 * Who answers behind an OpenAI-compatible URL is told by its host (`localhost:11434`, `openrouter.ai`), since
 * "openai" would be wrong for every server but OpenAI's own.
 */
function providerName(settings: RememberedProviderSettings): string {
  const baseUrl = normalizeBaseUrl(settings.baseUrl);
  if (settings.provider !== 'openai-chat' || baseUrl === providerDescriptions['openai-chat'].defaultBaseUrl)
    return providerNames[settings.provider];
  try {
    return new URL(baseUrl).host;
  } catch {
    return providerNames[settings.provider];
  }
}

/** The built-in demo when it runs (or when no provider is configured), otherwise provider and model. */
export function modelSourceView(
  source: ModelSource,
  settings: RememberedProviderSettings | undefined,
): ModelSourceView {
  if (source === 'demo' || !settings) return { kind: 'demo' };
  return {
    kind: 'provider',
    label: `${providerName(settings)} · ${settings.model}`,
    detail: `${providerDescriptions[settings.provider].label}, ${normalizeBaseUrl(settings.baseUrl)}, model ${settings.model}`,
  };
}
