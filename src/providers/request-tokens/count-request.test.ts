import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { referenceRankTier } from '../../core/tokens/reference-rank-tiers.ts';
import { TokenCounter } from '../../core/tokens/token-counter.ts';
import { providerAdapters } from '../create-provider-client.ts';
import type { ProviderKind } from '../provider-settings.ts';
import { countAnthropicBody } from './count-anthropic.ts';
import type { AnthropicBodyLike } from './count-anthropic.ts';
import { countGeminiBody } from './count-gemini.ts';
import type { GeminiBodyLike } from './count-gemini.ts';
import { countRequest } from './count-request.ts';
import { publishedExamples, referenceConversations } from './reference-set.ts';

const counter = new TokenCounter({ loadTier: referenceRankTier });
const o200k = (text: string) => counter.count(text, 'o200k_base');
beforeAll(() => counter.load('o200k_base'));
afterEach(() => vi.restoreAllMocks());

const models: Readonly<Record<ProviderKind, string>> = {
  'openai-chat': 'gpt-4o',
  'openai-responses': 'gpt-4o',
  'anthropic-messages': 'claude-sonnet-4-5',
  gemini: 'gemini-2.5-flash',
  ollama: 'llama3.1',
};
const request = referenceConversations.find((item) => item.id === 'record-workflow-long')!.request;

/** A body with one more user turn saying `text`, in each provider's own form. */
function withExtraTurn(provider: ProviderKind, body: Record<string, unknown>, text: string) {
  switch (provider) {
    case 'openai-chat':
    case 'ollama':
      return { ...body, messages: [...(body.messages as unknown[]), { role: 'user', content: text }] };
    case 'openai-responses':
      return {
        ...body,
        input: [
          ...(body.input as unknown[]),
          { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
        ],
      };
    case 'anthropic-messages':
      return {
        ...body,
        messages: [...(body.messages as unknown[]), { role: 'user', content: [{ type: 'text', text }] }],
      };
    case 'gemini':
      return { ...body, contents: [...(body.contents as unknown[]), { role: 'user', parts: [{ text }] }] };
  }
}

describe('countRequest', () => {
  it.each(Object.keys(models) as ProviderKind[])(
    'counts the body the %s request builder produces, and follows it when it changes',
    (provider) => {
      const settings = { provider, model: models[provider], baseUrl: 'http://localhost:1/v1' };
      const adapter = providerAdapters[provider];
      const before = countRequest(settings, request, 'issuer', o200k);
      expect(before.lines.tools).toBeGreaterThan(0);
      expect(before.lines.toolCalls).toBeGreaterThan(0);
      expect(before.lines.toolResults).toBeGreaterThan(0);
      expect(Object.values(before.lines).reduce((sum, line) => sum + line, 0)).toBe(before.total);

      const build = adapter.buildRequest.bind(adapter);
      const text = 'A turn the builder now adds.';
      vi.spyOn(adapter, 'buildRequest').mockImplementation((...args) => {
        const http = build(...args);
        return { ...http, body: withExtraTurn(provider, http.body as Record<string, unknown>, text) };
      });
      const after = countRequest(settings, request, 'issuer', o200k);
      expect(after.lines.text - before.lines.text).toBe(o200k(text));
      expect(after.lines.framing).toBeGreaterThan(before.lines.framing);
    },
  );
});

describe('countAnthropicBody', () => {
  const anthropic = publishedExamples.filter((example) => example.provider === 'anthropic-messages');
  // The band the meter states for Claude: the estimate against the prompt tokens Anthropic published.
  it.each(
    anthropic.flatMap((example) =>
      Object.entries(example.reported).map(([model, tokens]) => [example.id, model, tokens] as const),
    ),
  )('is within the stated band of what Anthropic reported for %s on %s', (id, model, tokens) => {
    const example = anthropic.find((candidate) => candidate.id === id)!;
    const counted = countAnthropicBody({ ...(example.body as unknown as AnthropicBodyLike), model }, o200k);
    const error = (counted.total - tokens) / tokens;
    // Extended thinking adds what the body does not show; the plain requests are closer.
    expect(Math.abs(error)).toBeLessThanOrEqual(id.endsWith('-thinking') ? 0.19 : 0.08);
  });

  it("adds the tool-use system prompt Anthropic's table gives for the model and tool choice", () => {
    const body = { model: 'claude-3-opus-20240229', tools: [{ name: 'x', input_schema: {} }], messages: [] };
    const auto = countAnthropicBody(body, o200k);
    const any = countAnthropicBody({ ...body, tool_choice: { type: 'any' } }, o200k);
    expect(auto.lines.framing - any.lines.framing).toBe(530 - 281);
    expect(countAnthropicBody({ ...body, tools: [] }, o200k).lines.framing).toBe(3);
  });
});

describe('countGeminiBody', () => {
  const gemini = publishedExamples.filter((example) => example.provider === 'gemini');
  const reported = (id: string) => {
    const example = gemini.find((candidate) => candidate.id === id)!;
    return {
      counted: countGeminiBody(example.body as unknown as GeminiBodyLike, o200k).total,
      tokens: example.reported['gemini-1.5-flash'],
    };
  };

  // The band the meter states for Gemini: exact on the published text requests, far low with declarations.
  it.each(['gemini-tokens-text-only', 'gemini-tokens-chat', 'gemini-tokens-system-instruction'])(
    'counts what Google reported for %s, to the token',
    (id) => {
      const { counted, tokens } = reported(id);
      expect(counted).toBe(tokens);
    },
  );

  it('is within 57% below what Google reported with function declarations, whose rendering is not public', () => {
    const { counted, tokens } = reported('gemini-tokens-tools');
    expect(counted).toBeLessThan(tokens!);
    expect((tokens! - counted) / tokens!).toBeLessThanOrEqual(0.57);
  });
});
