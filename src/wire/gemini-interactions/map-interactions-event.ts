import type { TrackedCall } from '../call-tracker.ts';
import { asNumber } from '../read-json.ts';
import { parsePayload, type TurnWriter, type WireMapper } from '../turn-writer.ts';
import { parseInteractionsEvent, type InteractionsDelta } from './parse-interactions-event.ts';

/**
 * Maps the Gemini Interactions API SSE (`step.start` / `step.delta` / `step.stop`) onto the turn. A
 * `function_call` step is a call keyed by step index; the arguments announced in `step.start` are a fallback
 * used only when no `arguments_delta` arrives. Thought signatures are kept for the turn as `thoughtSignatures`.
 */
export function createInteractionsMapper(writer: TurnWriter): WireMapper {
  const calls = new Map<number, TrackedCall>();

  const delta = (index: number, entry: InteractionsDelta): void => {
    const call = calls.get(index);
    if (entry.type === 'text') writer.text(entry.text);
    else if (entry.type === 'thought') writer.reasoning(entry.text);
    else if (entry.type === 'signature' && entry.signature !== '') {
      writer.reasoningEnd({ thoughtSignatures: [entry.signature] });
    } else if (entry.type === 'arguments' && call !== undefined) writer.calls.append(call, entry.text);
    else if (entry.type === 'arguments-object' && call !== undefined)
      writer.calls.appendObject(call, entry.value);
  };

  return {
    payload(data, eventName) {
      if (data === '[DONE]') return writer.complete();
      const json = parsePayload(writer, data, 'gemini-interactions');
      if (json === undefined) return;
      const event = parseInteractionsEvent(json, eventName);
      switch (event.kind) {
        case 'call-start':
          calls.set(
            event.index,
            writer.calls.open({ providerId: event.id, name: event.name, announced: event.announced }),
          );
          return;
        case 'step-delta':
          return delta(event.index, event.delta);
        case 'step-stop': {
          const call = calls.get(event.index);
          calls.delete(event.index);
          if (call === undefined) return;
          writer.calls.markWhole(call);
          return writer.calls.close(call);
        }
        case 'completed':
          if (event.usage !== undefined) {
            const usage = event.usage;
            writer.usage(usage, asNumber(usage.total_input_tokens), asNumber(usage.total_output_tokens));
          }
          return writer.finish(event.status, event.status === 'incomplete');
        case 'error':
          return writer.fail(event.message);
        case 'ignored':
          return;
      }
    },
    end: () => writer.endOfStream(),
  };
}
