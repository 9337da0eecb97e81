import { describe, expect, it } from 'vitest';
import {
  baseUrlAfterProviderChange,
  initialFormValues,
  toSettingsInput,
  validateBaseUrl,
} from './settings-form-values.ts';

describe('settings form values', () => {
  it('starts from OpenAI Chat, or from what was saved', () => {
    expect(initialFormValues(undefined, '')).toMatchObject({
      provider: 'openai-chat',
      baseUrl: 'https://api.openai.com/v1',
    });
    const saved = {
      provider: 'ollama' as const,
      baseUrl: 'http://localhost:11434',
      model: 'qwen3:8b',
      rememberKey: true,
    };
    expect(initialFormValues(saved, 'k')).toEqual({ ...saved, apiKey: 'k' });
  });

  it('follows the provider default URL but keeps one the operator typed', () => {
    expect(baseUrlAfterProviderChange('https://api.openai.com/v1', 'gemini')).toBe(
      'https://generativelanguage.googleapis.com/v1beta',
    );
    expect(baseUrlAfterProviderChange('http://gpu-box:8000/v1', 'anthropic-messages')).toBe(
      'http://gpu-box:8000/v1',
    );
  });

  it('trims what it saves and checks the URL', () => {
    expect(
      toSettingsInput({
        provider: 'openai-chat',
        baseUrl: ' http://x/v1/ ',
        model: ' m ',
        apiKey: ' k ',
        rememberKey: false,
      }),
    ).toEqual({
      provider: 'openai-chat',
      baseUrl: 'http://x/v1',
      model: 'm',
      apiKey: 'k',
      rememberKey: false,
    });
    expect(validateBaseUrl('ftp://x')).toContain('http://');
    expect(validateBaseUrl('not a url')).toContain('not a URL');
    expect(validateBaseUrl('https://api.openai.com/v1')).toBe(true);
  });
});
