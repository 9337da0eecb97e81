import type { ProviderSettings } from '../../providers/provider-settings.ts';
import { isProviderKind } from '../../providers/provider-settings.ts';

/** The part of the Web Storage API the settings use; tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where settings go: the key in session storage unless the operator asked to remember it on this device. */
export interface SettingsStorages {
  readonly local: KeyValueStorage | undefined;
  readonly session: KeyValueStorage | undefined;
}

/** Provider settings as remembered: everything but the key, plus whether the key is remembered. */
export interface RememberedProviderSettings {
  readonly provider: ProviderSettings['provider'];
  readonly baseUrl: string;
  readonly model: string;
  readonly rememberKey: boolean;
}

/** Which model the agent talks to: the built-in demo, or the configured provider. */
export type ModelSource = 'demo' | 'provider';

const settingsKey = 'toolgate.provider';
const modelSourceKey = 'toolgate.modelSource';
const apiKeyKey = 'toolgate.apiKey';

/** The browser's storages, or none outside a browser. */
export function browserStorages(): SettingsStorages {
  const safe = (pick: () => Storage): KeyValueStorage | undefined => {
    try {
      return pick();
    } catch {
      return undefined;
    }
  };
  return {
    local: typeof localStorage === 'undefined' ? undefined : safe(() => localStorage),
    session: typeof sessionStorage === 'undefined' ? undefined : safe(() => sessionStorage),
  };
}

/** The remembered settings (undefined when the operator never connected a provider) and the key, if any. */
export function loadProviderSettings(storages: SettingsStorages): {
  readonly settings: RememberedProviderSettings | undefined;
  readonly apiKey: string;
} {
  const apiKey = storages.session?.getItem(apiKeyKey) ?? storages.local?.getItem(apiKeyKey) ?? '';
  let settings: RememberedProviderSettings | undefined;
  try {
    const data = JSON.parse(
      storages.local?.getItem(settingsKey) ?? 'null',
    ) as Partial<RememberedProviderSettings> | null;
    if (
      data &&
      isProviderKind(data.provider) &&
      typeof data.baseUrl === 'string' &&
      typeof data.model === 'string'
    ) {
      settings = {
        provider: data.provider,
        baseUrl: data.baseUrl,
        model: data.model,
        rememberKey: data.rememberKey === true,
      };
    }
  } catch {
    // Damaged settings are as good as none: the demo runs and Settings starts blank.
  }
  return { settings, apiKey };
}

/**
 * The values that must never be shown, stored or exported: the API key today, and any other secret the settings
 * come to hold. Provider text and exports are redacted against this list.
 */
export function configuredSecrets(storages: SettingsStorages): readonly string[] {
  const { apiKey } = loadProviderSettings(storages);
  return apiKey ? [apiKey] : [];
}

/**
 * Remembers the settings. The key goes to session storage (gone when the tab closes) unless `rememberKey`, and is
 * removed from the other storage so it is never kept in two places.
 */
export function saveProviderSettings(
  storages: SettingsStorages,
  settings: RememberedProviderSettings,
  apiKey: string,
): void {
  storages.local?.setItem(settingsKey, JSON.stringify(settings));
  const keep = settings.rememberKey ? storages.local : storages.session;
  const drop = settings.rememberKey ? storages.session : storages.local;
  drop?.removeItem(apiKeyKey);
  if (apiKey) keep?.setItem(apiKeyKey, apiKey);
  else keep?.removeItem(apiKeyKey);
}

/** Forgets the provider and its key everywhere, so the built-in demo model is used again. */
export function clearProviderSettings(storages: SettingsStorages): void {
  storages.local?.removeItem(settingsKey);
  storages.local?.removeItem(modelSourceKey);
  storages.local?.removeItem(apiKeyKey);
  storages.session?.removeItem(apiKeyKey);
}

/**
 * The model source to start with: the remembered choice (running the demo does not forget a provider), the
 * provider when one is configured, else the demo.
 */
export function loadModelSource(storages: SettingsStorages, hasProvider: boolean): ModelSource {
  if (!hasProvider) return 'demo';
  return storages.local?.getItem(modelSourceKey) === 'demo' ? 'demo' : 'provider';
}

/** Remembers which model the agent talks to. */
export function saveModelSource(storages: SettingsStorages, source: ModelSource): void {
  storages.local?.setItem(modelSourceKey, source);
}
