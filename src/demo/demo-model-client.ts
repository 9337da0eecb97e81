import type { ModelRequest } from '../core/model-request.ts';
import type { ModelClient, ModelStream } from '../providers/model-client.ts';
import type { WireFormat } from '../wire/stream-event.ts';
import type { DemoToolHints } from './demo-mcp-turns.ts';
import { planDemoTurn } from './demo-script.ts';
import type { DemoEnvelope, DemoTurn } from './demo-turn.ts';
import { estimateTokens, seededText } from './demo-turn.ts';
import { encodeAnthropicMessages } from './encode-anthropic-messages.ts';
import { encodeGeminiSse } from './encode-gemini-sse.ts';
import { encodeOpenAiChat } from './encode-openai-chat.ts';
import { demoChunkDelayMs } from './demo-pace.ts';
import { abortError, pacedStream } from './paced-stream.ts';

/** The formats the demo speaks, in the order it rotates through them, one per turn. */
export const demoFormats = [
  'openai-chat',
  'anthropic-messages',
  'gemini-generateContent-sse',
] as const satisfies readonly WireFormat[];

/** One of the demo's formats. */
export type DemoFormat = (typeof demoFormats)[number];

const encoders: Readonly<Record<DemoFormat, (turn: DemoTurn, envelope: DemoEnvelope) => readonly string[]>> =
  {
    'openai-chat': encodeOpenAiChat,
    'anthropic-messages': encodeAnthropicMessages,
    'gemini-generateContent-sse': encodeGeminiSse,
  };

/** The format of the turn that follows `modelTurns` earlier model messages. */
export function demoFormatFor(modelTurns: number): DemoFormat {
  return demoFormats[modelTurns % demoFormats.length]!;
}

/** The events of the demo's answer to `request`, and their format: the same request always gives the same bytes. */
export function encodeDemoAnswer(
  request: ModelRequest,
  now: number,
  hints?: DemoToolHints,
): { readonly format: DemoFormat; readonly events: readonly string[] } {
  const turn = planDemoTurn(request, hints);
  const modelTurns = request.messages.filter((message) => message.role === 'model').length;
  const format = demoFormatFor(modelTurns);
  const serialized = JSON.stringify(request);
  const envelope: DemoEnvelope = {
    randomText: seededText(serialized),
    createdAt: Math.floor(now / 1000),
    inputTokens: estimateTokens(serialized),
    outputTokens: estimateTokens(`${turn.reasoning ?? ''}${turn.text}${JSON.stringify(turn.calls)}`),
  };
  return { format, events: encoders[format](turn, envelope) };
}

/** Options of {@link createDemoModelClient}. */
export interface DemoModelClientOptions {
  /** Pause between network chunks; the default, the human pace, reads like a fast real model. */
  readonly chunkDelayMs?: number;
  readonly now?: () => number;
  /** What the declared tools of connected MCP servers say of themselves, for the demo to choose by. */
  readonly toolHints?: DemoToolHints;
}

/**
 * The built-in demo model, the default when no provider is configured: a scripted support agent that answers
 * with genuine provider wire bytes (OpenAI Chat, Anthropic Messages and Gemini in turn), chunked and paced like
 * a real stream, so its answers go through the same parsers and agent loop as a real model's.
 */
export function createDemoModelClient(options: DemoModelClientOptions = {}): ModelClient {
  const delayMs = options.chunkDelayMs ?? demoChunkDelayMs.human;
  const now = options.now ?? Date.now;
  return {
    id: 'demo',
    label: 'Built-in demo model',
    stream(request: ModelRequest, { signal }): Promise<ModelStream> {
      if (signal.aborted) return Promise.reject(abortError(signal));
      const { format, events } = encodeDemoAnswer(request, now(), options.toolHints);
      return Promise.resolve({ format, body: pacedStream(events, { delayMs, signal }) });
    },
  };
}
