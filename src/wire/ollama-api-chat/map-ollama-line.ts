import { parsePayload, type TurnWriter, type WireMapper } from '../turn-writer.ts';
import { parseOllamaLine } from './parse-ollama-line.ts';

/**
 * Maps Ollama `/api/chat` NDJSON onto the turn. Each `tool_calls` entry is a whole call and is appended, never
 * merged by its `function.index`; older servers send no ids, so the tracker synthesizes them.
 */
export function createOllamaMapper(writer: TurnWriter): WireMapper {
  return {
    payload(data) {
      const json = parsePayload(writer, data, 'ollama-api-chat');
      if (json === undefined) return;
      const line = parseOllamaLine(json);
      if (line.error !== undefined) return writer.fail(line.error);
      writer.reasoning(line.thinking);
      writer.text(line.text);
      for (const entry of line.toolCalls) {
        const call = writer.calls.open({ providerId: entry.id, name: entry.name });
        if (typeof entry.arguments === 'string') writer.calls.append(call, entry.arguments);
        else writer.calls.appendObject(call, entry.arguments ?? undefined);
        writer.calls.markWhole(call);
        writer.calls.close(call);
      }
      if (line.done === undefined) return;
      const usage = line.done.usage;
      if (Object.keys(usage).length > 0) writer.usage(usage, usage.prompt_eval_count, usage.eval_count);
      if (line.done.reason !== undefined) writer.finish(line.done.reason, line.done.reason === 'length');
      writer.complete();
    },
    end: () => writer.endOfStream(),
  };
}
