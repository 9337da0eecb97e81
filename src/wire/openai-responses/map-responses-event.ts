import type { TrackedCall } from '../call-tracker.ts';
import { asNumber } from '../read-json.ts';
import { parsePayload, type TurnWriter, type WireMapper } from '../turn-writer.ts';
import { parseResponsesEvent, type ResponsesItem } from './parse-responses-event.ts';

type FunctionCallItem = Extract<ResponsesItem, { type: 'function-call' }>;

/**
 * Maps OpenAI Responses SSE onto the turn. A call is keyed by its item id (and output index as a fallback);
 * its id is the item's `call_id`, its item id is kept as the `itemId` decoration. The arguments `.done` event
 * and `output_item.done` restate the arguments: they are used only when no delta arrived, never appended.
 */
export function createOpenAiResponsesMapper(writer: TurnWriter): WireMapper {
  const byItemId = new Map<string, TrackedCall>();
  const byOutputIndex = new Map<number, TrackedCall>();

  const find = (itemId: string | undefined, outputIndex: number): TrackedCall | undefined =>
    (itemId !== undefined ? byItemId.get(itemId) : undefined) ?? byOutputIndex.get(outputIndex);

  const openCall = (outputIndex: number, item: FunctionCallItem): TrackedCall => {
    const call = writer.calls.open({
      providerId: item.callId,
      name: item.name,
      decorations: item.itemId !== undefined ? { itemId: item.itemId } : undefined,
    });
    if (item.itemId !== undefined) byItemId.set(item.itemId, call);
    byOutputIndex.set(outputIndex, call);
    return call;
  };

  const restateItem = (call: TrackedCall, item: FunctionCallItem): void => {
    writer.calls.identify(call, item.callId);
    writer.calls.rename(call, item.name);
    if (item.arguments) writer.calls.restate(call, item.arguments);
  };

  const itemDone = (outputIndex: number, item: ResponsesItem): void => {
    if (item.type === 'reasoning') return writer.reasoningEnd({ reasoningItems: [item.replay] });
    if (item.type !== 'function-call') return;
    // An item that was never announced arrives whole here: open it and close it at once.
    const call = find(item.itemId, outputIndex) ?? openCall(outputIndex, item);
    restateItem(call, item);
    writer.calls.markWhole(call);
    writer.calls.close(call);
    if (item.itemId !== undefined) byItemId.delete(item.itemId);
    byOutputIndex.delete(outputIndex);
  };

  return {
    payload(data, eventName) {
      const json = parsePayload(writer, data, 'openai-responses');
      if (json === undefined) return;
      const event = parseResponsesEvent(json, eventName);
      switch (event.kind) {
        case 'item-added':
          if (event.item.type === 'function-call')
            restateItem(openCall(event.outputIndex, event.item), event.item);
          return;
        case 'item-done':
          return itemDone(event.outputIndex, event.item);
        case 'arguments-delta': {
          const call = find(event.itemId, event.outputIndex);
          if (call === undefined) return;
          // The call ends at output_item.done, so a delta after the arguments' .done would still change it.
          if (call.whole)
            return writer.fail(`arguments arrived for ${event.itemId ?? 'a call'} after their .done event`);
          writer.calls.append(call, event.delta);
          return;
        }
        case 'arguments-done': {
          const call = find(event.itemId, event.outputIndex);
          if (call === undefined) return;
          writer.calls.restate(call, event.text);
          writer.calls.markWhole(call);
          return;
        }
        case 'text':
          return writer.text(event.delta);
        case 'reasoning':
          return writer.reasoning(event.delta);
        case 'response-end':
          if (event.usage !== undefined) {
            writer.usage(
              event.usage,
              asNumber(event.usage.input_tokens),
              asNumber(event.usage.output_tokens),
            );
          }
          writer.finish(event.status, event.truncated);
          return writer.complete();
        case 'response-failed':
          if (event.usage !== undefined) {
            writer.usage(
              event.usage,
              asNumber(event.usage.input_tokens),
              asNumber(event.usage.output_tokens),
            );
          }
          return writer.fail(event.message, 'failed');
        case 'error':
          return writer.fail(event.message);
        case 'ignored':
          return;
      }
    },
    end: () => writer.endOfStream(),
  };
}
