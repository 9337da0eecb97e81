import { describe, expect, it } from 'vitest';
import { isLocalServer, modelListingBlocker } from './model-listing.ts';

describe('modelListingBlocker', () => {
  it('waits for a key before asking a hosted provider', () => {
    for (const [provider, baseUrl] of [
      ['openai-chat', 'https://api.openai.com/v1'],
      ['openai-chat', 'https://openrouter.ai/api/v1'],
      ['openai-responses', 'https://api.openai.com/v1'],
      ['anthropic-messages', 'https://api.anthropic.com'],
      ['gemini', 'https://generativelanguage.googleapis.com/v1beta'],
    ] as const) {
      expect(modelListingBlocker({ provider, baseUrl, apiKey: '' })).toBe('Enter a key to list models.');
      expect(modelListingBlocker({ provider, baseUrl, apiKey: ' ' })).toBe('Enter a key to list models.');
      expect(modelListingBlocker({ provider, baseUrl, apiKey: 'sk-1' })).toBeUndefined();
    }
  });

  it('asks Ollama and servers on this machine or network at once', () => {
    expect(
      modelListingBlocker({ provider: 'ollama', baseUrl: 'http://gpu-box:11434', apiKey: '' }),
    ).toBeUndefined();
    for (const baseUrl of [
      'http://localhost:11434/v1',
      'http://127.0.0.1:8000/v1',
      'http://[::1]:1234/v1',
      'http://192.168.1.20:8080/v1',
      'http://10.0.0.5/v1',
      'http://172.20.0.2:8000/v1',
      'http://llm.local/v1',
    ])
      expect(modelListingBlocker({ provider: 'openai-chat', baseUrl, apiKey: '' }), baseUrl).toBeUndefined();
  });

  it('waits for a base URL that can be asked', () => {
    expect(modelListingBlocker({ provider: 'ollama', baseUrl: '', apiKey: '' })).toBe(
      'Enter a base URL to list models.',
    );
    expect(modelListingBlocker({ provider: 'openai-chat', baseUrl: 'ftp://x', apiKey: 'k' })).toBe(
      'Enter a base URL to list models.',
    );
  });
});

describe('isLocalServer', () => {
  it('does not take public hosts that merely look local for local ones', () => {
    expect(isLocalServer('https://172.32.0.1/v1')).toBe(false);
    expect(isLocalServer('https://localhost.example.com/v1')).toBe(false);
    expect(isLocalServer('not a url')).toBe(false);
  });
});
