import { asNumber } from '../read-json.ts';
import type { TurnWriter } from '../turn-writer.ts';
import { parsePayload, type WireMapper } from '../wire-mapper.ts';
import { createChatCallSlots, mapChatToolCall } from './map-chat-tool-call.ts';
import { parseChatChunk } from './parse-chat-chunk.ts';

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
        writer.usage(chunk.usage, asNumber(chunk.usage.prompt_tokens), asNumber(chunk.usage.completion_tokens));
      }
      if (chunk.finishReason !== undefined) writer.finish(chunk.finishReason, chunk.finishReason === 'length');
    },
    end: () => writer.endOfStream(),
  };
}
