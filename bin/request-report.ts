import type { Conversation } from '../src/core/conversation.ts';
import { buildEffectiveContext } from '../src/core/effective-context.ts';
import type { ToolDeclaration } from '../src/core/model-request.ts';
import type { ModelInfo } from '../src/providers/model-catalog.ts';
import type { ProviderKind } from '../src/providers/provider-settings.ts';
import { countRequest } from '../src/providers/request-tokens/count-request.ts';
import { countLabel, meterShapes } from '../src/providers/request-tokens/meter-shapes.ts';
import type { CountText, RequestLines } from '../src/providers/request-tokens/request-count.ts';
import { requestLineNames } from '../src/providers/request-tokens/request-count.ts';

/** How far a line of the count can be trusted. */
export type LineExactness = 'exact' | 'published formula' | 'estimate';

/**
 * The whole next request `provider` would send for `conversation` to `model`, built by its request builder and
 * counted as that provider's model sees it: each line with whether it is exact (proven equal to a reference for
 * this provider and model family), an image by its provider's published formula, or an estimate.
 */
export function requestReport(
  conversation: Conversation,
  model: ModelInfo,
  provider: ProviderKind,
  tools: readonly ToolDeclaration[],
  count: CountText,
) {
  const counted = countRequest(
    { provider, model: model.modelId, baseUrl: 'http://localhost/v1' },
    { system: conversation.systemPrompt, messages: buildEffectiveContext(conversation), tools },
    'tokens-command',
    count,
  );
  const label = countLabel(model, meterShapes[provider]);
  const exactness = Object.fromEntries(
    requestLineNames.map((name) => [
      name,
      name === 'images' ? 'published formula' : label.estimate ? 'estimate' : 'exact',
    ]),
  ) as Record<keyof RequestLines, LineExactness>;
  return {
    provider,
    total: counted.total,
    exact: !label.estimate && counted.approximations.length === 0,
    band: label.band ?? null,
    lines: counted.lines,
    exactness,
    approximations: counted.approximations,
  };
}

/** Reads a JSON array of tool declarations, or says in one line why it is not one. */
export async function readTools(
  path: string,
  io: { readonly readFile: (path: string) => Promise<string> },
): Promise<readonly ToolDeclaration[] | string> {
  let text: string;
  try {
    text = await io.readFile(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `cannot read ${path}: ${reason.split('\n')[0]}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `${path} is not JSON`;
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.every(
      (tool: unknown) =>
        !!tool &&
        typeof tool === 'object' &&
        typeof (tool as ToolDeclaration).name === 'string' &&
        typeof (tool as ToolDeclaration).description === 'string' &&
        !!(tool as ToolDeclaration).inputSchema &&
        typeof (tool as ToolDeclaration).inputSchema === 'object',
    );
  return valid
    ? (parsed as ToolDeclaration[])
    : `${path} is not a JSON array of tools ({name, description, inputSchema})`;
}
