import { asNumber } from '../read-json.ts';
import { parsePayload, type TurnWriter, type WireMapper } from '../turn-writer.ts';
import { parseGeminiChunk, type GeminiPart } from './parse-gemini-chunk.ts';

/**
 * Maps Gemini `streamGenerateContent?alt=sse` onto the turn. Parts carry no index: every `functionCall` part
 * is a new, whole call (`args` as an object), so it opens and closes at once. A thought signature on a call's
 * part decorates that call; one on any other part (a text part, or an empty part in a later chunk) is kept
 * for the turn as `thoughtSignatures`.
 */
export function createGeminiMapper(writer: TurnWriter): WireMapper {
  const part = (entry: GeminiPart): void => {
    if (entry.type === 'function-call') {
      if (entry.partial) {
        writer.fail('streamed function-call arguments (partialArgs) are not supported; request whole calls');
        return;
      }
      const call = writer.calls.open({ providerId: entry.id, name: entry.name });
      if (entry.args !== undefined) writer.calls.appendObject(call, entry.args);
      if (entry.signature !== undefined) writer.calls.decorate(call, 'thoughtSignature', entry.signature);
      writer.calls.markWhole(call);
      writer.calls.close(call);
      return;
    }
    if (entry.type === 'text') {
      if (entry.thought) writer.reasoning(entry.text);
      else writer.text(entry.text);
    }
    if (entry.signature !== undefined) writer.reasoningEnd({ thoughtSignatures: [entry.signature] });
  };

  return {
    payload(data) {
      const json = parsePayload(writer, data, 'gemini');
      if (json === undefined) return;
      const chunk = parseGeminiChunk(json);
      if (chunk.error !== undefined) return writer.fail(chunk.error);
      for (const entry of chunk.parts) {
        part(entry);
        if (!writer.accepting) return;
      }
      if (chunk.usage !== undefined) {
        const usage = chunk.usage;
        writer.usage(usage, asNumber(usage.promptTokenCount), asNumber(usage.candidatesTokenCount));
      }
      if (chunk.finishReason !== undefined)
        writer.finish(chunk.finishReason, chunk.finishReason === 'MAX_TOKENS');
    },
    end: () => writer.endOfStream(),
  };
}
