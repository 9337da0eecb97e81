import {
  asArray,
  asNonEmptyString,
  asNumber,
  asRecord,
  asString,
  errorMessage,
  type JsonRecord,
} from '../read-json.ts';

/** An output item of the Responses API, as far as the assembler needs it. */
export type ResponsesItem =
  | {
      readonly type: 'function-call';
      readonly itemId?: string;
      readonly callId?: string;
      readonly name?: string;
      readonly arguments?: string;
    }
  | { readonly type: 'reasoning'; readonly replay: JsonRecord }
  | { readonly type: 'other' };

/** The Responses stream events the assembler acts on; everything else reads as `ignored`. */
export type ResponsesEvent =
  | { readonly kind: 'item-added' | 'item-done'; readonly outputIndex: number; readonly item: ResponsesItem }
  | {
      readonly kind: 'arguments-delta';
      readonly itemId?: string;
      readonly outputIndex: number;
      readonly delta: string;
    }
  | {
      readonly kind: 'arguments-done';
      readonly itemId?: string;
      readonly outputIndex: number;
      readonly text: string;
    }
  | { readonly kind: 'text' | 'reasoning'; readonly delta: string }
  | {
      readonly kind: 'response-end';
      readonly status: string;
      readonly truncated: boolean;
      readonly usage?: JsonRecord;
    }
  | { readonly kind: 'response-failed'; readonly message: string; readonly usage?: JsonRecord }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ignored' };

/** Reads one Responses API stream event; the payload's `type` decides, the `event:` name is a fallback. */
export function parseResponsesEvent(json: unknown, eventName: string | undefined): ResponsesEvent {
  const event = asRecord(json);
  if (event === undefined) return { kind: 'error', message: 'an event is not a JSON object' };
  const outputIndex = asNumber(event.output_index) ?? -1;
  const itemId = asNonEmptyString(event.item_id);
  // Deltas first: they are most events, and each case before them is a string comparison.
  switch (asString(event.type) ?? eventName) {
    case 'response.function_call_arguments.delta':
      return { kind: 'arguments-delta', itemId, outputIndex, delta: asString(event.delta) ?? '' };
    case 'response.output_text.delta':
    case 'response.refusal.delta':
      return { kind: 'text', delta: asString(event.delta) ?? '' };
    case 'response.output_item.added':
      return { kind: 'item-added', outputIndex, item: parseItem(asRecord(event.item)) };
    case 'response.output_item.done':
      return { kind: 'item-done', outputIndex, item: parseItem(asRecord(event.item)) };
    case 'response.function_call_arguments.done':
      return { kind: 'arguments-done', itemId, outputIndex, text: asString(event.arguments) ?? '' };
    case 'response.reasoning_summary_text.delta':
    case 'response.reasoning_text.delta':
      return { kind: 'reasoning', delta: asString(event.delta) ?? '' };
    case 'response.completed':
    case 'response.incomplete':
      return parseResponseEnd(asRecord(event.response));
    case 'response.failed': {
      const response = asRecord(event.response);
      return {
        kind: 'response-failed',
        message: errorMessage(response?.error, 'the response failed'),
        usage: asRecord(response?.usage),
      };
    }
    case 'error':
      return {
        kind: 'error',
        message: errorMessage(
          event.error ?? { code: event.code, message: event.message },
          'the provider reported an error',
        ),
      };
    default:
      return { kind: 'ignored' };
  }
}

function parseResponseEnd(response: JsonRecord | undefined): ResponsesEvent {
  const status = asNonEmptyString(response?.status) ?? 'completed';
  const reason = asString(asRecord(response?.incomplete_details)?.reason);
  return {
    kind: 'response-end',
    status,
    truncated: reason === 'max_output_tokens',
    usage: asRecord(response?.usage),
  };
}

function parseItem(item: JsonRecord | undefined): ResponsesItem {
  if (item?.type === 'function_call') {
    return {
      type: 'function-call',
      itemId: asNonEmptyString(item.id),
      callId: asNonEmptyString(item.call_id),
      name: asNonEmptyString(item.name),
      arguments: asString(item.arguments),
    };
  }
  if (item?.type === 'reasoning') return { type: 'reasoning', replay: reasoningReplay(item) };
  return { type: 'other' };
}

/** What a reasoning item needs for replay: its id, its encrypted content, and its summary when it has one. */
function reasoningReplay(item: JsonRecord): JsonRecord {
  const summary = asArray(item.summary);
  return {
    ...(item.id !== undefined ? { id: item.id } : {}),
    ...(typeof item.encrypted_content === 'string' ? { encrypted_content: item.encrypted_content } : {}),
    ...(summary !== undefined && summary.length > 0 ? { summary } : {}),
  };
}
