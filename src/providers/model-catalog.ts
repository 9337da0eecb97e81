import type { EncodingName } from '../core/tokens/encoding-name.ts';

/** Who serves a model family; `open-weights` covers models run locally with Ollama or vLLM. */
export type ModelVendor = 'openai' | 'anthropic' | 'google' | 'open-weights' | 'demo' | 'unknown';

/** What the token meter needs to know about a model family. */
export interface ModelFamily {
  /** Shown in the meter, e.g. `GPT-4o mini`. */
  readonly family: string;
  readonly vendor: ModelVendor;
  /** Tested against the normalized model id (lowercase, leading provider prefixes removed). */
  readonly match: RegExp;
  /** The encoding counted with: the model's own, or the proxy used for an estimate. */
  readonly encoding: EncodingName;
  /**
   * True only where a test proves the meter's count of a Chat Completions request equal to a reference for this
   * family (`openai-chat-tokens`, and the prompt tokens OpenAI published for its cookbook's examples); false
   * for an estimate, shown with `≈` and {@link ModelFamily.band}.
   */
  readonly exact: boolean;
  /** For an estimate: how far off it was measured to be, or that it was not measured. */
  readonly band?: string;
  readonly contextWindow: number;
  /** USD per million input tokens; 0 when self-hosted; undefined when the catalog does not know it. */
  readonly inputPricePerMillion: number | undefined;
  readonly note?: string;
}

/** A model as the meter uses it: its family's data plus the id asked for and whether the id was recognized. */
export interface ModelInfo extends Omit<ModelFamily, 'match'> {
  readonly modelId: string;
  /** False when no family matched and the stated default applies. */
  readonly known: boolean;
  /** When the catalog's prices were read from the providers' published price lists. */
  readonly pricesReadOn: string;
}

/** The date the prices below were read from the providers' published price lists. */
export const pricesReadOn = '2025-11-30';

/** The band of an OpenAI family counted like GPT-4o but not checked against a reference of its own. */
const unprovenOpenAiBand =
  "not measured: counted as GPT-4o's requests are (exact on OpenAI's published examples), not yet checked for this family";
const openai = (
  family: string,
  match: RegExp,
  price: number | undefined,
  contextWindow: number,
  note?: string,
) =>
  ({
    family,
    vendor: 'openai',
    match,
    encoding: 'o200k_base',
    exact: false,
    band: unprovenOpenAiBand,
    contextWindow,
    inputPricePerMillion: price,
    ...(note ? { note } : {}),
  }) as const;
const legacyOpenai = (family: string, match: RegExp, price: number, contextWindow: number, exact = false) =>
  ({
    family,
    vendor: 'openai',
    match,
    encoding: 'cl100k_base',
    exact,
    ...(exact
      ? {}
      : {
          band: "not measured: counted as GPT-4's requests are (exact against openai-chat-tokens), not checked for this family",
        }),
    contextWindow,
    inputPricePerMillion: price,
  }) as const;
const claudeNote = "Anthropic's tokenizer is not public: counted with o200k_base as an estimate.";
/** Measured by the test of `countAnthropicBody` on Anthropic's published token-counting examples. */
const claudeBand =
  "within 19% (−7.1% and −5.7% on the two plain examples Anthropic's token-counting docs publish, −18.2% on the one with extended thinking)";
const claude = (family: string, match: RegExp, price: number | undefined) =>
  ({
    family,
    vendor: 'anthropic',
    match,
    encoding: 'o200k_base',
    exact: false,
    band: claudeBand,
    contextWindow: 200_000,
    inputPricePerMillion: price,
    note: claudeNote,
  }) as const;
/** Measured by the test of `countGeminiBody` on the countTokens examples of Google's API reference. */
const geminiBand =
  "exact on Google's three published text examples (gemini-1.5-flash), but 57% low on its one with function declarations, whose form for the model is not public";
const geminiNote = "Gemini's tokenizer is not public here: counted with o200k_base as an estimate.";
const gemini = (family: string, match: RegExp, price: number | undefined, contextWindow = 1_048_576) =>
  ({
    family,
    vendor: 'google',
    match,
    encoding: 'o200k_base',
    exact: false,
    band: geminiBand,
    contextWindow,
    inputPricePerMillion: price,
    note: geminiNote,
  }) as const;
const openNote =
  "Self-hosted (Ollama or vLLM): no price; counted with a proxy encoding as an estimate. The window is the server's setting (Ollama defaults to a smaller num_ctx).";
const open = (family: string, match: RegExp, encoding: EncodingName, contextWindow: number) =>
  ({
    family,
    vendor: 'open-weights',
    match,
    encoding,
    exact: false,
    band: "not measured: the model's own tokenizer and chat template are not known here",
    contextWindow,
    inputPricePerMillion: 0,
    note: openNote,
  }) as const;

/** Model families, most specific first: the first whose pattern matches the normalized id wins. */
export const modelFamilies: readonly ModelFamily[] = [
  {
    family: 'Demo model',
    vendor: 'demo',
    match: /^demo(?:$|[-:])/,
    encoding: 'o200k_base',
    exact: false,
    band: 'not measured: the scripted model bills nothing and reports its own rough figure',
    contextWindow: 128_000,
    inputPricePerMillion: 0,
    note: 'The embedded scripted model: free, counted with o200k_base.',
  },
  openai('GPT-5 nano', /^gpt-5(?:\.\d+)?-nano/, 0.05, 400_000),
  openai('GPT-5 mini', /^gpt-5(?:\.\d+)?-mini/, 0.25, 400_000),
  openai('GPT-5 pro', /^gpt-5-pro/, 15, 400_000),
  openai('GPT-5', /^gpt-5(?:\.1)?(?:$|-)/, 1.25, 400_000),
  openai(
    'GPT-5.x',
    /^gpt-5\.\d/,
    undefined,
    400_000,
    'A GPT-5 release newer than this catalog: its price is not listed.',
  ),
  openai('GPT-4.1 nano', /^gpt-4\.1-nano/, 0.1, 1_047_576),
  openai('GPT-4.1 mini', /^gpt-4\.1-mini/, 0.4, 1_047_576),
  openai('GPT-4.1', /^gpt-4\.1(?:$|-)/, 2, 1_047_576),
  openai('GPT-4.5', /^gpt-4\.5/, 75, 128_000),
  { ...openai('GPT-4o mini', /^gpt-4o-mini/, 0.15, 128_000), exact: true, band: undefined },
  openai('ChatGPT-4o', /^chatgpt-4o/, 5, 128_000),
  { ...openai('GPT-4o', /^gpt-4o(?:$|-)/, 2.5, 128_000), exact: true, band: undefined },
  openai('o1 mini', /^o1-mini/, 1.1, 128_000),
  openai('o1 pro', /^o1-pro/, 150, 200_000),
  openai('o1', /^o1(?:$|-)/, 15, 200_000),
  openai('o3 mini', /^o3-mini/, 1.1, 200_000),
  openai('o3 pro', /^o3-pro/, 20, 200_000),
  openai('o3', /^o3(?:$|-)/, 2, 200_000),
  openai('o4 mini', /^o4-mini/, 1.1, 200_000),
  {
    ...open('gpt-oss', /^gpt-oss/, 'o200k_base', 131_072),
    note: 'Open-weights OpenAI model (o200k_harmony: o200k_base plus chat tokens), self-hosted: no price.',
  },
  legacyOpenai('GPT-4 Turbo', /^gpt-4-(?:turbo|1106|0125|vision)/, 10, 128_000),
  legacyOpenai('GPT-4 32k', /^gpt-4-32k/, 60, 32_768),
  legacyOpenai('GPT-4', /^gpt-4(?:$|-0[36]\d\d)/, 30, 8_192, true),
  legacyOpenai('GPT-3.5 Turbo', /^gpt-3\.5-turbo|^gpt-35-turbo/, 0.5, 16_385, true),
  claude('Claude Opus 4.5', /^claude-opus-4[-.]5/, 5),
  claude('Claude Opus 4', /^claude-opus-4(?:[-.]1)?(?:$|-(?:\d{8}|latest))|^claude-3-opus/, 15),
  claude('Claude Sonnet', /^claude-(?:sonnet-|3-[57]-sonnet|3-sonnet)/, 3),
  claude('Claude Haiku 4.5', /^claude-haiku-4/, 1),
  claude('Claude Haiku 3.5', /^claude-3-5-haiku/, 0.8),
  claude('Claude Haiku 3', /^claude-3-haiku/, 0.25),
  claude('Claude', /^claude/, undefined),
  gemini('Gemini 3 Pro', /^gemini-3(?:\.\d)?-pro/, 2),
  gemini('Gemini 2.5 Pro', /^gemini-2\.5-pro/, 1.25),
  gemini('Gemini 2.5 Flash-Lite', /^gemini-2\.5-flash-lite/, 0.1),
  gemini('Gemini 2.5 Flash', /^gemini-2\.5-flash/, 0.3),
  gemini('Gemini 2.0 Flash-Lite', /^gemini-2\.0-flash-lite/, 0.075),
  gemini('Gemini 2.0 Flash', /^gemini-2\.0-flash/, 0.1),
  gemini('Gemini 1.5 Pro', /^gemini-1\.5-pro/, 1.25, 2_097_152),
  gemini('Gemini 1.5 Flash', /^gemini-1\.5-flash/, 0.075),
  gemini('Gemini', /^gemini/, undefined),
  open('Llama 3.1+', /^(?:meta-)?llama-?3\.[1-3]/, 'cl100k_base', 131_072),
  open('Llama 3', /^(?:meta-)?llama-?3/, 'cl100k_base', 8_192),
  open('Qwen', /^qwen/, 'cl100k_base', 32_768),
  open('Mistral Nemo', /^mistral-nemo/, 'cl100k_base', 131_072),
  open('Mistral / Mixtral', /^mistral|^mixtral/, 'cl100k_base', 32_768),
  open('DeepSeek', /^deepseek/, 'cl100k_base', 131_072),
  open('Phi', /^phi-?[34]/, 'cl100k_base', 16_384),
  open('Gemma 3', /^gemma-?3/, 'o200k_base', 131_072),
  open('Gemma', /^gemma/, 'o200k_base', 8_192),
];

/** What an unrecognized model is assumed to be; the meter labels it so. */
export const defaultModelFamily: ModelFamily = {
  family: 'Unknown model',
  vendor: 'unknown',
  match: /$^/,
  encoding: 'o200k_base',
  exact: false,
  band: 'not measured: the model is not in the catalog',
  contextWindow: 128_000,
  inputPricePerMillion: undefined,
  note: 'Not in the catalog: counted with o200k_base as an estimate, a 128,000-token window assumed, no price.',
};

const providerPrefix =
  /^(?:openai|azure|anthropic|bedrock|google|gemini|vertex|vertex_ai|models|ollama|vllm|openrouter|hf|local|meta-llama|mistralai|qwen|deepseek-ai|microsoft)[:/]/;

/**
 * The id patterns are tested against: lowercase, without provider or organization prefixes (`openai:`,
 * `models/`, `anthropic.`, `meta-llama/`, …), so `anthropic:claude-sonnet-4-5` and `claude-sonnet-4-5` agree.
 */
export function normalizeModelId(modelId: string): string {
  let id = modelId
    .trim()
    .toLowerCase()
    .replace(/^anthropic\./, '');
  for (let previous = ''; previous !== id;) {
    previous = id;
    id = id.replace(providerPrefix, '');
  }
  return id;
}

/** The catalog entry for a model id; unknown ids get {@link defaultModelFamily}, with `known: false`. */
export function lookupModel(modelId: string): ModelInfo {
  const id = normalizeModelId(modelId);
  const family = modelFamilies.find((candidate) => candidate.match.test(id));
  const { match: _match, ...data } = family ?? defaultModelFamily;
  return { ...data, modelId, known: family !== undefined, pricesReadOn };
}

/** USD for `tokens` input tokens, or undefined when the price is unknown. */
export function inputCostUsd(
  model: Pick<ModelInfo, 'inputPricePerMillion'>,
  tokens: number,
): number | undefined {
  return model.inputPricePerMillion === undefined
    ? undefined
    : (tokens * model.inputPricePerMillion) / 1_000_000;
}
