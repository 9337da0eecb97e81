import {
  asArray,
  asNonEmptyString,
  asNumber,
  asRecord,
  asString,
  errorMessage,
  type JsonRecord,
} from '../read-json.ts';

/** The Anthropic Messages stream events the assembler acts on; everything else reads as `ignored`. */
export type AnthropicEvent =
  | {
      readonly kind: 'message-start';
      readonly usage: JsonRecord | undefined;
      /** Whole blocks delivered inside `message_start.message.content`, with no block events of their own. */
      readonly content: readonly AnthropicBlockStart[];
      readonly stopReason?: string;
    }
  | { readonly kind: 'block-start'; readonly index: number; readonly block: AnthropicBlockStart }
  | { readonly kind: 'block-delta'; readonly index: number; readonly delta: AnthropicBlockDelta }
  | { readonly kind: 'block-stop'; readonly index: number }
  | { readonly kind: 'message-delta'; readonly stopReason?: string; readonly usage: JsonRecord | undefined }
  | { readonly kind: 'message-stop' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ignored' };

/** The opening of a content block. */
export type AnthropicBlockStart =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'thinking'; readonly thinking: string; readonly signature: string }
  | { readonly type: 'redacted-thinking'; readonly data: string }
  | { readonly type: 'tool-use'; readonly id?: string; readonly name?: string; readonly input?: JsonRecord }
  | { readonly type: 'other' };

/** A delta inside a content block. */
export type AnthropicBlockDelta =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'thinking'; readonly thinking: string }
  | { readonly type: 'signature'; readonly signature: string }
  | { readonly type: 'input-json'; readonly partialJson: string }
  | { readonly type: 'other' };

/**
 * Reads one Anthropic Messages event. The payload's own `type` decides, so streams with and without `event:`
 * lines read alike; the `event:` name is only a fallback for payloads that lack one.
 */
export function parseAnthropicEvent(json: unknown, eventName: string | undefined): AnthropicEvent {
  const event = asRecord(json);
  if (event === undefined) return { kind: 'error', message: 'an event is not a JSON object' };
  const index = asNumber(event.index) ?? -1;
  // Deltas first: they are most events, and each case before them is a string comparison.
  switch (asString(event.type) ?? eventName) {
    case 'content_block_delta':
      return { kind: 'block-delta', index, delta: parseBlockDelta(asRecord(event.delta)) };
    case 'message_start': {
      const message = asRecord(event.message);
      return {
        kind: 'message-start',
        usage: asRecord(message?.usage),
        content: (asArray(message?.content) ?? []).map((block) => parseBlockStart(asRecord(block))),
        stopReason: asNonEmptyString(message?.stop_reason),
      };
    }
    case 'content_block_start':
      return { kind: 'block-start', index, block: parseBlockStart(asRecord(event.content_block)) };
    case 'content_block_stop':
      return { kind: 'block-stop', index };
    case 'message_delta':
      return {
        kind: 'message-delta',
        stopReason: asNonEmptyString(asRecord(event.delta)?.stop_reason),
        usage: asRecord(event.usage),
      };
    case 'message_stop':
      return { kind: 'message-stop' };
    case 'error':
      return { kind: 'error', message: errorMessage(event.error, 'the provider reported an error') };
    default:
      return { kind: 'ignored' };
  }
}

function parseBlockStart(block: JsonRecord | undefined): AnthropicBlockStart {
  switch (block?.type) {
    case 'text':
      return { type: 'text', text: asString(block.text) ?? '' };
    case 'thinking':
      return {
        type: 'thinking',
        thinking: asString(block.thinking) ?? '',
        signature: asString(block.signature) ?? '',
      };
    case 'redacted_thinking':
      return { type: 'redacted-thinking', data: asString(block.data) ?? '' };
    case 'tool_use':
      return {
        type: 'tool-use',
        id: asNonEmptyString(block.id),
        name: asNonEmptyString(block.name),
        input: asRecord(block.input),
      };
    default:
      return { type: 'other' };
  }
}

function parseBlockDelta(delta: JsonRecord | undefined): AnthropicBlockDelta {
  switch (delta?.type) {
    case 'text_delta':
      return { type: 'text', text: asString(delta.text) ?? '' };
    case 'thinking_delta':
      return { type: 'thinking', thinking: asString(delta.thinking) ?? '' };
    case 'signature_delta':
      return { type: 'signature', signature: asString(delta.signature) ?? '' };
    case 'input_json_delta':
      return { type: 'input-json', partialJson: asString(delta.partial_json) ?? '' };
    default:
      return { type: 'other' };
  }
}
