import { base64ImageDimensions, geminiImageTokens, unknownImageSize } from './image-tokens.ts';
import type { CountText, RequestCount } from './request-count.ts';
import { LineTally } from './request-count.ts';

/** A Gemini request body, as far as counting goes. */
export interface GeminiBodyLike {
  readonly systemInstruction?: { readonly parts: readonly { readonly text: string }[] };
  readonly contents: readonly { readonly role: string; readonly parts: readonly Record<string, unknown>[] }[];
  readonly tools?: readonly unknown[];
}

/**
 * What a content's role costs, and the system instruction's: one token each, as the `roleTokens` of the
 * countTokens answers in Google's published examples show; the reply's opening is not billed (their prompt token
 * counts equal the countTokens totals).
 */
export const geminiTokensPerTurn = 1;
export const geminiSystemRoleTokens = 1;
export const geminiReplyPriming = 0;

/**
 * An estimate of a Gemini request's prompt tokens, from its body: Gemini's tokenizer is not public here, so
 * texts are counted in the proxy encoding `count` uses. Function declarations count as the JSON they are sent
 * in, a call as its name and arguments, a response as its name (framing) and its result, each turn its role,
 * and each image 258 tokens per 768-pixel tile (one tile up to 384 pixels), as Gemini's documentation says.
 */
export function countGeminiBody(body: GeminiBodyLike, count: CountText): RequestCount {
  const tally = new LineTally();
  if (body.systemInstruction?.parts.length) tally.add('framing', geminiSystemRoleTokens);
  for (const part of body.systemInstruction?.parts ?? []) tally.add('system', count(part.text));
  for (const tool of (body.tools ?? []) as readonly { readonly functionDeclarations?: readonly unknown[] }[])
    for (const declaration of tool.functionDeclarations ?? [])
      tally.add('tools', count(JSON.stringify(declaration)));
  for (const content of body.contents) {
    tally.add('framing', geminiTokensPerTurn);
    for (const part of content.parts) countPart(part, count, tally);
  }
  tally.add('framing', geminiReplyPriming);
  return tally.result();
}

function countPart(part: Record<string, unknown>, count: CountText, tally: LineTally): void {
  if (typeof part.text === 'string') {
    tally.add(part.thought === true ? 'reasoning' : 'text', count(part.text));
    if (typeof part.thoughtSignature === 'string')
      tally.approximate('thought signatures are opaque: their tokens are not known');
    return;
  }
  const call = part.functionCall as { readonly name?: string; readonly args?: unknown } | undefined;
  if (call) {
    tally.add('toolCalls', count(call.name ?? '') + count(JSON.stringify(call.args ?? {})));
    return;
  }
  const response = part.functionResponse as
    | { readonly name?: string; readonly response?: { readonly result?: unknown; readonly error?: unknown } }
    | undefined;
  if (response) {
    const value = response.response?.result ?? response.response?.error;
    tally.add('framing', count(response.name ?? ''));
    tally.add(
      'toolResults',
      count(typeof value === 'string' ? value : JSON.stringify(response.response ?? {})),
    );
    return;
  }
  const inline = part.inlineData as { readonly mimeType?: string; readonly data?: string } | undefined;
  if (inline?.mimeType?.startsWith('image/')) {
    const size = inline.data ? base64ImageDimensions(inline.data) : undefined;
    if (!size) tally.approximate('an image of unknown size is counted as 1024×1024');
    tally.add('images', geminiImageTokens(size ?? unknownImageSize));
    return;
  }
  tally.add('text', count(JSON.stringify(part)));
  tally.approximate('a part of another kind is counted as its JSON');
}
