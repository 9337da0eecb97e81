import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/persistence-test-support.ts';
import {
  clearProviderSettings,
  loadModelSource,
  loadProviderSettings,
  saveModelSource,
  saveProviderSettings,
} from './provider-settings-storage.ts';

const settings = {
  provider: 'anthropic-messages' as const,
  baseUrl: 'https://api.anthropic.com',
  model: 'claude-test',
  rememberKey: false,
};

describe('provider settings storage', () => {
  it('keeps the key in session storage unless it is to be remembered, and never in two places', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    saveProviderSettings(storages, settings, 'sk-ant-123456');
    expect(storages.session.items.get('toolgate.apiKey')).toBe('sk-ant-123456');
    expect(storages.local.items.has('toolgate.apiKey')).toBe(false);
    expect(storages.local.items.get('toolgate.provider')).not.toContain('sk-ant');
    expect(loadProviderSettings(storages)).toEqual({ settings, apiKey: 'sk-ant-123456' });

    saveProviderSettings(storages, { ...settings, rememberKey: true }, 'sk-ant-123456');
    expect(storages.local.items.get('toolgate.apiKey')).toBe('sk-ant-123456');
    expect(storages.session.items.has('toolgate.apiKey')).toBe(false);

    clearProviderSettings(storages);
    expect(loadProviderSettings(storages)).toEqual({ settings: undefined, apiKey: '' });
  });

  it('remembers that the demo runs even though a provider is configured', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    expect(loadModelSource(storages, false)).toBe('demo');
    expect(loadModelSource(storages, true)).toBe('provider');
    saveModelSource(storages, 'demo');
    expect(loadModelSource(storages, true)).toBe('demo');
  });

  it('treats damaged settings as none', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    storages.local.setItem('toolgate.provider', '{"provider":"nope"');
    expect(loadProviderSettings(storages).settings).toBeUndefined();
  });
});
