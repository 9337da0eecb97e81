import {
  asArray,
  asNonEmptyString,
  asRecord,
  asString,
  errorMessage,
  type JsonRecord,
} from '../read-json.ts';

/** One part of a Gemini candidate's content. */
export type GeminiPart =
  | { readonly type: 'text'; readonly text: string; readonly thought: boolean; readonly signature?: string }
  | {
      readonly type: 'function-call';
      readonly id?: string;
      readonly name?: string;
      /** `undefined` when the part omits `args`. */
      readonly args: unknown;
      /** The call streams its arguments (`partialArgs`, or `willContinue: true`). */
      readonly partial: boolean;
      readonly partialArgs: readonly GeminiPartialArg[];
      /** More parts of this same call follow. */
      readonly willContinue: boolean;
      readonly signature?: string;
    }
  | { readonly type: 'other'; readonly signature?: string };

/** One streamed argument: where it goes, its scalar value (none when it only ends a string) and whether it goes on. */
export interface GeminiPartialArg {
  readonly jsonPath: string;
  readonly value: string | number | boolean | null | undefined;
  readonly willContinue: boolean;
}

/** The parts of a `streamGenerateContent` chunk the assembler uses (first candidate only). */
export interface GeminiChunk {
  readonly parts: readonly GeminiPart[];
  readonly finishReason?: string;
  readonly usage?: JsonRecord;
  readonly error?: string;
}

/** Reads one Gemini `streamGenerateContent?alt=sse` chunk. */
export function parseGeminiChunk(json: unknown): GeminiChunk {
  const chunk = asRecord(json);
  if (chunk === undefined) return { parts: [], error: 'a chunk is not a JSON object' };
  if (chunk.error !== undefined)
    return { parts: [], error: errorMessage(chunk.error, 'the provider reported an error') };
  const usage = asRecord(chunk.usageMetadata);
  const candidate = asRecord(asArray(chunk.candidates)?.[0]);
  const blocked = asNonEmptyString(asRecord(chunk.promptFeedback)?.blockReason);
  if (candidate === undefined && blocked !== undefined) {
    return { parts: [], usage, error: `the prompt was blocked (${blocked})` };
  }
  const parts = asArray(asRecord(candidate?.content)?.parts) ?? [];
  return {
    parts: parts.map((part) => parsePart(asRecord(part))),
    finishReason: asNonEmptyString(candidate?.finishReason),
    usage,
  };
}

function parsePart(part: JsonRecord | undefined): GeminiPart {
  const signature = asNonEmptyString(part?.thoughtSignature);
  const call = asRecord(part?.functionCall);
  if (call !== undefined) {
    return {
      type: 'function-call',
      id: asNonEmptyString(call.id),
      name: asNonEmptyString(call.name),
      args: call.args ?? undefined,
      partial: call.willContinue === true || call.partialArgs !== undefined,
      partialArgs: (asArray(call.partialArgs) ?? []).map((entry) => parsePartialArg(asRecord(entry))),
      willContinue: call.willContinue === true,
      signature,
    };
  }
  const text = asString(part?.text);
  if (text !== undefined) return { type: 'text', text, thought: part?.thought === true, signature };
  return { type: 'other', signature };
}

function parsePartialArg(entry: JsonRecord | undefined): GeminiPartialArg {
  return {
    jsonPath: asString(entry?.jsonPath) ?? '',
    value: partialValue(entry),
    willContinue: entry?.willContinue === true,
  };
}

function partialValue(entry: JsonRecord | undefined): GeminiPartialArg['value'] {
  if (entry === undefined) return undefined;
  if (typeof entry.stringValue === 'string') return entry.stringValue;
  if (typeof entry.numberValue === 'number') return entry.numberValue;
  if (typeof entry.boolValue === 'boolean') return entry.boolValue;
  if ('nullValue' in entry) return null;
  return undefined;
}
