import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../core/model-request.ts';
import { createProviderClient } from './create-provider-client.ts';
import type { FetchFunction } from './http/send-request.ts';
import { listModels } from './list-models.ts';
import type { ProviderKind } from './provider-settings.ts';

const request: ModelRequest = {
  system: '',
  messages: [{ role: 'user', parts: [{ kind: 'text', text: 'Hi' }] }],
  tools: [],
};

function recording(response: () => Response) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetch: FetchFunction = async (url, init) => {
    seen.push({ url, init });
    return response();
  };
  return { fetch, seen };
}

const sse = () => new Response('data: {}\n\n', { headers: { 'content-type': 'text/event-stream' } });

describe('createProviderClient', () => {
  const cases: readonly [ProviderKind, string, string, Record<string, string>][] = [
    [
      'openai-chat',
      'http://localhost:11434/v1/',
      'http://localhost:11434/v1/chat/completions',
      { authorization: 'Bearer key-123456' },
    ],
    [
      'openai-responses',
      'https://api.openai.com/v1',
      'https://api.openai.com/v1/responses',
      { authorization: 'Bearer key-123456' },
    ],
    [
      'anthropic-messages',
      'https://api.anthropic.com',
      'https://api.anthropic.com/v1/messages',
      { 'x-api-key': 'key-123456', 'anthropic-dangerous-direct-browser-access': 'true' },
    ],
    [
      'gemini',
      'https://generativelanguage.googleapis.com/v1beta',
      'https://generativelanguage.googleapis.com/v1beta/models/gem-test:streamGenerateContent?alt=sse',
      { 'x-goog-api-key': 'key-123456' },
    ],
    [
      'ollama',
      'http://localhost:11434',
      'http://localhost:11434/api/chat',
      { authorization: 'Bearer key-123456' },
    ],
  ];

  it.each(cases)(
    '%s: posts to its endpoint with its headers and returns the body in its wire format',
    async (provider, baseUrl, url, headers) => {
      const { fetch, seen } = recording(sse);
      const client = createProviderClient(
        { provider, baseUrl, model: 'gem-test', apiKey: 'key-123456' },
        { fetch },
      );
      const stream = await client.stream(request, { signal: new AbortController().signal });
      expect(seen[0]!.url).toBe(url);
      expect(seen[0]!.init.headers).toMatchObject(headers);
      expect(JSON.parse(String(seen[0]!.init.body))).toBeTruthy();
      expect(stream.body).toBeInstanceOf(ReadableStream);
      expect(client.id).toBe(`${provider}:gem-test`);
    },
  );

  it('a 200 that is an HTML page is refused with a clear message', async () => {
    const { fetch } = recording(
      () => new Response('<html>portal</html>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    );
    const client = createProviderClient(
      { provider: 'openai-chat', baseUrl: 'https://example.test', model: 'm', apiKey: '' },
      { fetch },
    );
    await expect(client.stream(request, { signal: new AbortController().signal })).rejects.toThrow(
      /HTML page, not a model API \(check the base URL\)/,
    );
  });
});

describe('listModels', () => {
  const body = (value: unknown) => () =>
    new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

  it('reads each provider models endpoint', async () => {
    const openai = recording(body({ data: [{ id: 'gpt-b' }, { id: 'gpt-a' }] }));
    const settings = { baseUrl: 'https://api.example.test/v1', apiKey: 'key-123456' };
    expect(
      await listModels(
        { ...settings, provider: 'openai-chat' },
        { signal: new AbortController().signal, fetch: openai.fetch },
      ),
    ).toEqual([
      { id: 'gpt-a', label: 'gpt-a' },
      { id: 'gpt-b', label: 'gpt-b' },
    ]);
    expect(openai.seen[0]!.url).toBe('https://api.example.test/v1/models');

    const gemini = recording(
      body({
        models: [
          {
            name: 'models/gemini-x',
            displayName: 'Gemini X',
            supportedGenerationMethods: ['generateContent'],
          },
          { name: 'models/embed', supportedGenerationMethods: ['embedContent'] },
        ],
      }),
    );
    expect(
      await listModels(
        { ...settings, provider: 'gemini' },
        { signal: new AbortController().signal, fetch: gemini.fetch },
      ),
    ).toEqual([{ id: 'gemini-x', label: 'Gemini X (gemini-x)' }]);

    const ollama = recording(body({ models: [{ name: 'qwen3:8b' }] }));
    expect(
      await listModels(
        { ...settings, provider: 'ollama' },
        { signal: new AbortController().signal, fetch: ollama.fetch },
      ),
    ).toEqual([{ id: 'qwen3:8b', label: 'qwen3:8b' }]);
    expect(ollama.seen[0]!.url).toBe('https://api.example.test/v1/api/tags');

    const anthropic = recording(body({ data: [{ id: 'claude-x', display_name: 'Claude X' }] }));
    expect(
      await listModels(
        { ...settings, provider: 'anthropic-messages' },
        { signal: new AbortController().signal, fetch: anthropic.fetch },
      ),
    ).toEqual([{ id: 'claude-x', label: 'Claude X' }]);
    expect(anthropic.seen[0]!.url).toBe('https://api.example.test/v1/models?limit=1000');
  });

  it('a models endpoint that answers HTML says so', async () => {
    const html = recording(() => new Response('<!doctype html><p>hi</p>'));
    await expect(
      listModels(
        { provider: 'openai-chat', baseUrl: 'https://example.test', apiKey: '' },
        { signal: new AbortController().signal, fetch: html.fetch },
      ),
    ).rejects.toThrow('The server answered with an HTML page, not a model API (check the base URL).');
  });
});
