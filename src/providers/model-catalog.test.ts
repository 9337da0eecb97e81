import { describe, expect, it } from 'vitest';
import {
  defaultModelFamily,
  inputCostUsd,
  lookupModel,
  modelFamilies,
  normalizeModelId,
} from './model-catalog.ts';

describe('model catalog', () => {
  it.each([
    ['gpt-4o', 'GPT-4o', 'o200k_base', true],
    ['gpt-4o-2024-08-06', 'GPT-4o', 'o200k_base', true],
    ['openai:gpt-4o-mini', 'GPT-4o mini', 'o200k_base', true],
    ['gpt-4.1-mini-2025-04-14', 'GPT-4.1 mini', 'o200k_base', false],
    ['gpt-5', 'GPT-5', 'o200k_base', false],
    ['gpt-5-2025-08-07', 'GPT-5', 'o200k_base', false],
    ['gpt-5-mini', 'GPT-5 mini', 'o200k_base', false],
    ['gpt-5.1-codex', 'GPT-5', 'o200k_base', false],
    ['gpt-5.4', 'GPT-5.x', 'o200k_base', false],
    ['o3-mini', 'o3 mini', 'o200k_base', false],
    ['o4-mini-2025-04-16', 'o4 mini', 'o200k_base', false],
    ['o1', 'o1', 'o200k_base', false],
    ['gpt-4-turbo-2024-04-09', 'GPT-4 Turbo', 'cl100k_base', false],
    ['gpt-4-0613', 'GPT-4', 'cl100k_base', true],
    ['gpt-3.5-turbo', 'GPT-3.5 Turbo', 'cl100k_base', true],
    ['anthropic:claude-sonnet-4-5', 'Claude Sonnet', 'o200k_base', false],
    ['claude-3-5-sonnet-20241022', 'Claude Sonnet', 'o200k_base', false],
    ['anthropic.claude-3-haiku-20240307-v1:0', 'Claude Haiku 3', 'o200k_base', false],
    ['claude-opus-4-1-20250805', 'Claude Opus 4', 'o200k_base', false],
    ['claude-opus-4-5', 'Claude Opus 4.5', 'o200k_base', false],
    ['claude-haiku-4-5', 'Claude Haiku 4.5', 'o200k_base', false],
    ['models/gemini-2.5-pro', 'Gemini 2.5 Pro', 'o200k_base', false],
    ['gemini-2.5-flash-lite', 'Gemini 2.5 Flash-Lite', 'o200k_base', false],
    ['ollama:llama3.1:8b', 'Llama 3.1+', 'cl100k_base', false],
    ['meta-llama/Llama-3.3-70B-Instruct', 'Llama 3.1+', 'cl100k_base', false],
    ['Qwen/Qwen2.5-7B-Instruct', 'Qwen', 'cl100k_base', false],
    ['mistralai/Mistral-7B-Instruct-v0.3', 'Mistral / Mixtral', 'cl100k_base', false],
    ['gpt-oss-20b', 'gpt-oss', 'o200k_base', false],
    ['demo', 'Demo model', 'o200k_base', false],
  ] as const)('maps %s to %s', (id, family, encoding, exact) => {
    const model = lookupModel(id);
    expect(model).toMatchObject({ family, encoding, exact, known: true, modelId: id });
    expect(model.contextWindow).toBeGreaterThan(4_000);
  });

  it('labels an unknown model as the stated default', () => {
    const model = lookupModel('acme-large-2');
    expect(model.known).toBe(false);
    expect(model.family).toBe(defaultModelFamily.family);
    expect(model.exact).toBe(false);
    expect(model.inputPricePerMillion).toBeUndefined();
    expect(model.note).toMatch(/Not in the catalog/);
  });

  it('states prices with the date they were read, and computes input cost', () => {
    const model = lookupModel('gpt-4o');
    expect(model.pricesReadOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(inputCostUsd(model, 1_000_000)).toBe(model.inputPricePerMillion);
    expect(inputCostUsd(lookupModel('llama3.1'), 50_000)).toBe(0);
    expect(inputCostUsd(lookupModel('unknown-model'), 50_000)).toBeUndefined();
  });

  it('normalizes provider prefixes and case', () => {
    expect(normalizeModelId(' OpenAI:GPT-4o ')).toBe('gpt-4o');
    expect(normalizeModelId('openrouter/anthropic/claude-sonnet-4')).toBe('claude-sonnet-4');
  });

  it('labels exact only the families a test proves, and gives every other its band', () => {
    const proven = modelFamilies.filter((family) => family.exact).map((family) => family.family);
    expect(proven).toEqual(['GPT-4o mini', 'GPT-4o', 'GPT-4', 'GPT-3.5 Turbo']);
    for (const family of modelFamilies) if (!family.exact) expect(family.band).toBeTruthy();
  });

  it('marks every non-OpenAI tokenizer as an estimate with a note', () => {
    for (const family of modelFamilies) {
      if (family.vendor === 'anthropic' || family.vendor === 'google') {
        expect(family.exact).toBe(false);
        expect(family.note).toBeTruthy();
      }
    }
  });
});
