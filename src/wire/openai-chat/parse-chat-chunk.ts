import {
  asArray,
  asNonEmptyString,
  asNumber,
  asRecord,
  asString,
  errorMessage,
  type JsonRecord,
} from '../read-json.ts';

/** One entry of `delta.tool_calls`, as loosely as the imitating servers send it. */
export interface ChatToolCallDelta {
  readonly index?: number;
  readonly id?: string;
  readonly name?: string;
  /** A string fragment, or an object that some compatible servers send instead. */
  readonly arguments?: unknown;
  /** Gemini's OpenAI-compatible endpoint: `extra_content.google.thought_signature`. */
  readonly thoughtSignature?: string;
}

/** The parts of a Chat Completions chunk the assembler uses (first choice only). */
export interface ChatChunk {
  readonly text?: string;
  readonly reasoning?: string;
  readonly toolCalls: readonly ChatToolCallDelta[];
  readonly finishReason?: string;
  readonly usage?: JsonRecord;
  readonly error?: string;
}

const noToolCalls: readonly ChatToolCallDelta[] = [];

/**
 * Reads a Chat Completions chunk. An Azure-style first chunk with no choices, a chunk with usage only, and
 * OpenRouter-style `{"error": …}` chunks all read cleanly; `reasoning_content` (DeepSeek, vLLM, llama.cpp) and
 * `reasoning` (OpenRouter, Ollama `/v1`, Groq) are both reasoning text.
 */
export function parseChatChunk(json: unknown): ChatChunk {
  const chunk = asRecord(json);
  if (chunk === undefined) return { toolCalls: noToolCalls, error: 'a chunk is not a JSON object' };
  const usage = asRecord(chunk.usage);
  if (chunk.error !== undefined && chunk.error !== null) {
    return {
      toolCalls: noToolCalls,
      usage,
      error: errorMessage(chunk.error, 'the provider reported an error'),
    };
  }
  const choice = firstChoice(asArray(chunk.choices));
  const delta = asRecord(choice?.delta) ?? asRecord(choice?.message);
  const refusal = asString(delta?.refusal);
  const content = asString(delta?.content);
  return {
    text: refusal ? (content ?? '') + refusal : content,
    reasoning: asString(delta?.reasoning_content) ?? asString(delta?.reasoning),
    toolCalls: parseToolCalls(asArray(delta?.tool_calls)),
    finishReason: asNonEmptyString(choice?.finish_reason),
    usage,
  };
}

function firstChoice(choices: readonly unknown[] | undefined): JsonRecord | undefined {
  if (choices === undefined) return undefined;
  for (const entry of choices) {
    const choice = asRecord(entry);
    if (choice !== undefined && (choice.index === undefined || choice.index === 0)) return choice;
  }
  return undefined;
}

function parseToolCalls(entries: readonly unknown[] | undefined): readonly ChatToolCallDelta[] {
  if (entries === undefined || entries.length === 0) return noToolCalls;
  const calls: ChatToolCallDelta[] = [];
  for (const entry of entries) {
    const call = asRecord(entry);
    if (call === undefined) continue;
    const fn = asRecord(call.function);
    const google = asRecord(asRecord(call.extra_content)?.google);
    calls.push({
      index: asNumber(call.index),
      id: asNonEmptyString(call.id),
      name: asNonEmptyString(fn?.name),
      arguments: fn?.arguments ?? undefined,
      thoughtSignature: asNonEmptyString(google?.thought_signature),
    });
  }
  return calls;
}
