import type { JsonValue } from '../core/json.ts';
import type { DemoEnvelope, DemoTurn } from './demo-turn.ts';
import { splitText } from './demo-turn.ts';

/** JSON as Google's servers write it: a space after each colon, none after commas. */
export function googleJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${(value as readonly JsonValue[]).map(googleJson).join(',')}]`;
  return `{${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}: ${googleJson(item)}`)
    .join(',')}}`;
}

type Part = { readonly [key: string]: JsonValue };

/**
 * Encodes a turn as Gemini `streamGenerateContent?alt=sse` streams it, framed with CRLF: thought parts, text in
 * a few chunks, then each `functionCall` whole (Gemini does not stream arguments) with its id, the first one
 * carrying a thought signature; the last chunk has `finishReason: "STOP"` (also after calls) and full usage.
 * Returns one string per SSE event.
 */
export function encodeGeminiSse(turn: DemoTurn, envelope: DemoEnvelope): readonly string[] {
  const responseId = envelope.randomText(22);
  const parts: Part[] = [];
  if (turn.reasoning) parts.push({ text: turn.reasoning, thought: true });
  for (const piece of splitText(turn.text, 6)) parts.push({ text: piece });
  turn.calls.forEach((call, index) => {
    const functionCall = { id: envelope.randomText(8), name: call.name, args: call.args };
    parts.push(
      index === 0 ? { functionCall, thoughtSignature: btoa(envelope.randomText(72)) } : { functionCall },
    );
  });
  if (parts.length === 0) parts.push({ text: '' });
  const prompt = envelope.inputTokens;
  const partial = { promptTokenCount: prompt, totalTokenCount: prompt };
  const final = {
    promptTokenCount: prompt,
    candidatesTokenCount: envelope.outputTokens,
    totalTokenCount: prompt + envelope.outputTokens,
    promptTokensDetails: [{ modality: 'TEXT', tokenCount: prompt }],
  };
  return parts.map((part, index) => {
    const last = index === parts.length - 1;
    const candidate = {
      content: { parts: [part], role: 'model' },
      ...(last ? { finishReason: 'STOP' } : {}),
      index: 0,
    };
    const body = {
      candidates: [candidate],
      usageMetadata: last ? final : partial,
      modelVersion: 'toolgate-demo',
      responseId,
    };
    return `data: ${googleJson(body)}\r\n\r\n`;
  });
}
