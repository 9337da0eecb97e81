import type { TrackedCall } from '../call-tracker.ts';
import { asNumber } from '../read-json.ts';
import { parsePayload, type TurnWriter, type WireMapper } from '../turn-writer.ts';
import { parseJsonPath } from './json-path.ts';
import { parseGeminiChunk, type GeminiPart } from './parse-gemini-chunk.ts';
import { createStreamedArguments, type StreamedArguments } from './streamed-arguments.ts';

type FunctionCallPart = Extract<GeminiPart, { type: 'function-call' }>;

interface StreamingCall {
  readonly call: TrackedCall;
  readonly arguments: StreamedArguments;
}

/**
 * Maps Gemini `streamGenerateContent?alt=sse` onto the turn. Parts carry no index: a `functionCall` part is
 * a new, whole call (`args` as an object) that opens and closes at once, unless it streams its arguments
 * (Vertex `streamFunctionCallArguments`): then it opens with its name and `willContinue: true`, and the
 * following `functionCall` parts (no name, or the same name and id) add `partialArgs` until one arrives without
 * `willContinue`. Streamed arguments become JSON text fragments, so the live preview shows them as they form.
 * A thought signature on a call's part decorates that call; one on any other part is kept for the turn as
 * `thoughtSignatures`.
 */
export function createGeminiMapper(writer: TurnWriter): WireMapper {
  let streaming: StreamingCall | undefined;

  const endStreaming = (): void => {
    if (streaming === undefined) return;
    const { call, arguments: streamed } = streaming;
    streaming = undefined;
    writer.calls.append(call, streamed.finish());
    writer.calls.markWhole(call);
    writer.calls.close(call);
  };

  const continues = (entry: FunctionCallPart): boolean =>
    streaming !== undefined &&
    (entry.name === undefined || entry.name === streaming.call.name) &&
    (entry.id === undefined ||
      streaming.call.providerId === undefined ||
      entry.id === streaming.call.providerId);

  const stream = (current: StreamingCall, entry: FunctionCallPart): void => {
    const { call } = current;
    if (entry.signature !== undefined) writer.calls.decorate(call, 'thoughtSignature', entry.signature);
    writer.calls.identify(call, entry.id);
    if (entry.partialArgs.length === 0 && entry.args !== undefined && writer.calls.text(call) === '') {
      writer.calls.appendObject(call, entry.args);
    }
    for (const partial of entry.partialArgs) {
      const path = parseJsonPath(partial.jsonPath);
      const written =
        path === undefined
          ? { ok: false as const, error: `unsupported jsonPath ${JSON.stringify(partial.jsonPath)}` }
          : current.arguments.write(path, partial.value, partial.willContinue);
      if (!written.ok) {
        writer.calls.reject(call, `streamed arguments could not be assembled: ${written.error}`);
        break;
      }
      writer.calls.append(call, written.text);
    }
    if (!entry.willContinue) endStreaming();
  };

  const functionCall = (entry: FunctionCallPart): void => {
    if (streaming !== undefined && continues(entry)) return stream(streaming, entry);
    // A call with another name or id supersedes the one that was streaming.
    endStreaming();
    const call = writer.calls.open({ providerId: entry.id, name: entry.name });
    if (entry.partial) {
      streaming = { call, arguments: createStreamedArguments() };
      return stream(streaming, entry);
    }
    if (entry.args !== undefined) writer.calls.appendObject(call, entry.args);
    if (entry.signature !== undefined) writer.calls.decorate(call, 'thoughtSignature', entry.signature);
    writer.calls.markWhole(call);
    writer.calls.close(call);
  };

  const part = (entry: GeminiPart): void => {
    if (entry.type === 'function-call') return functionCall(entry);
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
      if (chunk.finishReason !== undefined) {
        const truncated = chunk.finishReason === 'MAX_TOKENS';
        // A model that finished normally has finished its last call; one cut off leaves it incomplete.
        if (!truncated) endStreaming();
        writer.finish(chunk.finishReason, truncated);
      }
    },
    end: () => writer.endOfStream(),
  };
}
