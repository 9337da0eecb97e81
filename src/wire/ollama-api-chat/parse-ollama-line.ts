import { asArray, asNonEmptyString, asNumber, asRecord, asString, errorMessage } from '../read-json.ts';

/** One complete tool call of an Ollama message. */
export interface OllamaToolCall {
  readonly id?: string;
  readonly name?: string;
  /** An object as Ollama sends it, or a string from servers that imitate it loosely. */
  readonly arguments: unknown;
}

/** The parts of an Ollama `/api/chat` line the assembler uses. */
export interface OllamaLine {
  readonly text?: string;
  readonly thinking?: string;
  readonly toolCalls: readonly OllamaToolCall[];
  /** Set on the last line (`done: true`); `reason` is absent when the line carries no `done_reason`. */
  readonly done?: { readonly reason?: string; readonly usage: Readonly<Record<string, number>> };
  readonly error?: string;
}

const noToolCalls: readonly OllamaToolCall[] = [];

/** Reads one line of Ollama `/api/chat` NDJSON. */
export function parseOllamaLine(json: unknown): OllamaLine {
  const line = asRecord(json);
  if (line === undefined) return { toolCalls: noToolCalls, error: 'a line is not a JSON object' };
  if (line.error !== undefined)
    return { toolCalls: noToolCalls, error: errorMessage(line.error, 'the server reported an error') };
  const message = asRecord(line.message);
  const entries = asArray(message?.tool_calls);
  const toolCalls =
    entries === undefined || entries.length === 0
      ? noToolCalls
      : entries.map((entry) => {
          const call = asRecord(entry);
          const fn = asRecord(call?.function);
          return {
            id: asNonEmptyString(call?.id),
            name: asNonEmptyString(fn?.name),
            arguments: fn?.arguments,
          };
        });
  return {
    text: asString(message?.content),
    thinking: asString(message?.thinking),
    toolCalls,
    done:
      line.done === true ? { reason: asNonEmptyString(line.done_reason), usage: pickUsage(line) } : undefined,
  };
}

/** The token counts of the final line; its durations are timing, not usage. */
function pickUsage(line: Readonly<Record<string, unknown>>): Readonly<Record<string, number>> {
  const usage: Record<string, number> = {};
  for (const key of ['prompt_eval_count', 'eval_count']) {
    const value = asNumber(line[key]);
    if (value !== undefined) usage[key] = value;
  }
  return usage;
}
