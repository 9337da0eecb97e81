/**
 * The tokens of the system prompt Anthropic adds when a request carries tools, per model and tool choice, as
 * Anthropic's tool-use documentation tables them ("Tool use system prompt token count": `auto` and `none`
 * share one figure, `any` and `tool` the other; read from the table on platform.claude.com's tool-use
 * overview, and the Claude 3 rows from the earlier docs.anthropic.com "Tool use pricing and tokens" table).
 * Most specific pattern first. A request without tools adds nothing.
 */
const toolPromptTable: readonly { readonly match: RegExp; readonly auto: number; readonly any: number }[] = [
  { match: /^claude-opus-4[-.]8/, auto: 290, any: 410 },
  { match: /^claude-opus-4[-.]7/, auto: 675, any: 804 },
  { match: /^claude-(?:opus|sonnet)-4[-.]6/, auto: 497, any: 589 },
  { match: /^claude-(?:opus|sonnet|haiku)-4[-.]5/, auto: 496, any: 588 },
  { match: /^claude-sonnet-5/, auto: 354, any: 474 },
  { match: /^claude-(?:opus-4(?:[-.]1)?|sonnet-4)(?:$|-)/, auto: 313, any: 315 },
  { match: /^claude-3-7-sonnet|^claude-3-5-sonnet-20241022|^claude-3-5-sonnet-latest/, auto: 346, any: 313 },
  { match: /^claude-3-5-sonnet/, auto: 294, any: 261 },
  { match: /^claude-3-5-haiku/, auto: 264, any: 355 },
  { match: /^claude-3-opus/, auto: 530, any: 281 },
  { match: /^claude-3-sonnet/, auto: 159, any: 235 },
  { match: /^claude-3-haiku/, auto: 264, any: 340 },
];

/** The tool-use system prompt of a model not in the table: the most recent models' figure. */
const fallback = { auto: 496, any: 588 };

/** What Anthropic's `tool_choice` is, as far as the table goes. */
export type AnthropicToolChoice = 'auto' | 'none' | 'any' | 'tool';

/**
 * The tool-use system prompt's tokens for `model` (a normalized id) and `choice`; `known` is false when the
 * model is not in the table and the newest models' figure stands in.
 */
export function anthropicToolPromptTokens(
  model: string,
  choice: AnthropicToolChoice = 'auto',
): { readonly tokens: number; readonly known: boolean } {
  const row = toolPromptTable.find((candidate) => candidate.match.test(model));
  const figures = row ?? fallback;
  return {
    tokens: choice === 'any' || choice === 'tool' ? figures.any : figures.auto,
    known: row !== undefined,
  };
}
