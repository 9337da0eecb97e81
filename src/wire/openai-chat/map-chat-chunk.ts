import type { CallTracker, TrackedCall } from '../call-tracker.ts';
import { asNumber } from '../read-json.ts';
import { isCompleteJson } from '../resolve-arguments.ts';
import { parsePayload, type TurnWriter, type WireMapper } from '../turn-writer.ts';
import { parseChatChunk, type ChatToolCallDelta } from './parse-chat-chunk.ts';

/**
 * Maps OpenAI Chat Completions SSE, and the many servers that imitate it, onto the turn. Calls carry no end
 * event in this format: they end at `finish_reason` (or `[DONE]`), and `length` reports the call still
 * streaming as cut off.
 */
export function createOpenAiChatMapper(writer: TurnWriter): WireMapper {
  const slots = createChatCallSlots();
  return {
    payload(data) {
      if (data === '[DONE]') return writer.complete();
      const json = parsePayload(writer, data, 'openai-chat');
      if (json === undefined) return;
      const chunk = parseChatChunk(json);
      if (chunk.error !== undefined) return writer.fail(chunk.error);
      writer.reasoning(chunk.reasoning);
      writer.text(chunk.text);
      for (const entry of chunk.toolCalls) mapChatToolCall(slots, writer.calls, entry);
      if (chunk.usage !== undefined) {
        writer.usage(
          chunk.usage,
          asNumber(chunk.usage.prompt_tokens),
          asNumber(chunk.usage.completion_tokens),
        );
      }
      if (chunk.finishReason !== undefined)
        writer.finish(chunk.finishReason, chunk.finishReason === 'length');
    },
    end: () => writer.endOfStream(),
  };
}

/** Which call each `index` (and each provider id) currently designates, across the chunks of one turn. */
interface ChatCallSlots {
  readonly byIndex: Map<number, TrackedCall>;
  readonly byProviderId: Map<string, TrackedCall>;
  current: TrackedCall | undefined;
}

function createChatCallSlots(): ChatCallSlots {
  return { byIndex: new Map(), byProviderId: new Map(), current: undefined };
}

/**
 * Applies one `tool_calls` entry: finds (or opens) the call it belongs to, then adds its id, name, arguments
 * and signature. Names replace rather than concatenate, since several servers repeat the name on every chunk.
 */
function mapChatToolCall(slots: ChatCallSlots, calls: CallTracker, entry: ChatToolCallDelta): void {
  const call = targetCall(slots, calls, entry);
  calls.identify(call, entry.id);
  if (entry.id !== undefined && call.providerId === entry.id) slots.byProviderId.set(entry.id, call);
  calls.rename(call, entry.name);
  if (typeof entry.arguments === 'string') calls.append(call, entry.arguments);
  else if (entry.arguments !== undefined) calls.appendObject(call, entry.arguments);
  if (entry.thoughtSignature !== undefined) calls.decorate(call, 'thoughtSignature', entry.thoughtSignature);
}

function targetCall(slots: ChatCallSlots, calls: CallTracker, entry: ChatToolCallDelta): TrackedCall {
  const known = entry.id !== undefined ? slots.byProviderId.get(entry.id) : undefined;
  const candidate = known ?? (entry.index !== undefined ? slots.byIndex.get(entry.index) : slots.current);
  if (
    candidate !== undefined &&
    !candidate.closed &&
    (known !== undefined || !opensNewCall(calls, candidate, entry))
  ) {
    slots.current = candidate;
    return candidate;
  }
  // Calls stream one after another, so a new call means the previous one is whole (length cut-offs rely on it).
  if (slots.current !== undefined) calls.markWhole(slots.current);
  const call = calls.open({});
  if (entry.index !== undefined) slots.byIndex.set(entry.index, call);
  slots.current = call;
  return call;
}

/**
 * A new id together with a name opens a new call even at a used index (servers that put every parallel call
 * at index 0); an id on an arguments-only delta continues the current call. Without index or id, a different
 * name opens a new call, and so does the same name once the current arguments are already complete.
 */
function opensNewCall(calls: CallTracker, current: TrackedCall, entry: ChatToolCallDelta): boolean {
  if (entry.name === undefined) return false;
  if (entry.id !== undefined) return current.providerId !== undefined && entry.id !== current.providerId;
  if (entry.index !== undefined || current.name === '') return false;
  return entry.name !== current.name || isCompleteJson(calls.text(current));
}
