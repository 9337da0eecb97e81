import type { ProviderKind } from '../../providers/provider-settings.ts';
import { providerDescriptions } from '../../providers/provider-settings.ts';
import type { ProviderSettingsInput } from '../../store/agent-slice-contract.ts';
import type { RememberedProviderSettings } from '../../store/saved-records.ts';

/** The id of the form's first field, where "Connect a model" brings the operator. */
export const providerFieldId = 'settings-provider';

/** The values of the Settings form. */
export interface SettingsFormValues {
  provider: ProviderKind;
  baseUrl: string;
  model: string;
  apiKey: string;
  rememberKey: boolean;
}

/** The form's starting values: what is saved, or OpenAI Chat with its default URL. */
export function initialFormValues(
  saved: RememberedProviderSettings | undefined,
  apiKey: string,
): SettingsFormValues {
  if (!saved) {
    return {
      provider: 'openai-chat',
      baseUrl: providerDescriptions['openai-chat'].defaultBaseUrl,
      model: '',
      apiKey,
      rememberKey: false,
    };
  }
  return { ...saved, apiKey };
}

/**
 * The base URL to show after the provider changes: the new provider's default, unless the operator typed a URL
 * of their own (one that is no provider's default), which is kept.
 */
export function baseUrlAfterProviderChange(currentUrl: string, next: ProviderKind): string {
  const defaults = Object.values(providerDescriptions).map((description) => description.defaultBaseUrl);
  return currentUrl.trim() === '' || defaults.includes(currentUrl.trim())
    ? providerDescriptions[next].defaultBaseUrl
    : currentUrl;
}

/** What the store saves from the form, trimmed. */
export function toSettingsInput(values: SettingsFormValues): ProviderSettingsInput {
  return {
    provider: values.provider,
    baseUrl: values.baseUrl.trim().replace(/\/+$/, ''),
    model: values.model.trim(),
    apiKey: values.apiKey.trim(),
    rememberKey: values.rememberKey,
  };
}

/** Why the base URL cannot be used, or true. */
export function validateBaseUrl(value: string): true | string {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the base URL of the provider.';
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? true
      : 'The base URL must start with http:// or https://.';
  } catch {
    return 'This is not a URL (for example https://api.openai.com/v1).';
  }
}
