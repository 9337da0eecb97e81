import { asNonEmptyString, asRecord, asString, errorMessage } from '../read-json.ts';

/** The AG-UI events the assembler acts on; everything else reads as `ignored`. */
export type AgUiEvent =
  | { readonly kind: 'text' | 'reasoning'; readonly delta: string }
  | { readonly kind: 'reasoning-end' }
  | {
      readonly kind: 'call-start';
      readonly id?: string;
      readonly name?: string;
      readonly parentMessageId?: string;
    }
  | { readonly kind: 'call-args'; readonly id?: string; readonly delta: string }
  | { readonly kind: 'call-end'; readonly id?: string }
  | {
      readonly kind: 'call-chunk';
      readonly id?: string;
      readonly name?: string;
      readonly parentMessageId?: string;
      readonly delta: string;
    }
  | { readonly kind: 'call-result'; readonly id?: string; readonly content: unknown }
  | {
      readonly kind: 'encrypted';
      readonly subtype?: string;
      readonly entityId?: string;
      readonly value: string;
    }
  | { readonly kind: 'run-finished' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ignored' };

/** Reads one AG-UI event (`data:` JSON with an upper-case `type`). */
export function parseAgUiEvent(json: unknown): AgUiEvent {
  const event = asRecord(json);
  if (event === undefined) return { kind: 'error', message: 'an event is not a JSON object' };
  const id = asNonEmptyString(event.toolCallId);
  const delta = asString(event.delta) ?? '';
  switch (event.type) {
    case 'TEXT_MESSAGE_CONTENT':
    case 'TEXT_MESSAGE_CHUNK':
      return { kind: 'text', delta };
    case 'REASONING_MESSAGE_CONTENT':
    case 'REASONING_MESSAGE_CHUNK':
    case 'THINKING_TEXT_MESSAGE_CONTENT':
      return { kind: 'reasoning', delta };
    case 'REASONING_END':
    case 'THINKING_END':
      return { kind: 'reasoning-end' };
    case 'TOOL_CALL_START':
      return {
        kind: 'call-start',
        id,
        name: asNonEmptyString(event.toolCallName),
        parentMessageId: asNonEmptyString(event.parentMessageId),
      };
    case 'TOOL_CALL_ARGS':
      return { kind: 'call-args', id, delta };
    case 'TOOL_CALL_END':
      return { kind: 'call-end', id };
    case 'TOOL_CALL_CHUNK':
      return {
        kind: 'call-chunk',
        id,
        name: asNonEmptyString(event.toolCallName),
        parentMessageId: asNonEmptyString(event.parentMessageId),
        delta,
      };
    case 'TOOL_CALL_RESULT':
      return { kind: 'call-result', id, content: event.content };
    case 'REASONING_ENCRYPTED_VALUE':
      return {
        kind: 'encrypted',
        subtype: asString(event.subtype),
        entityId: asNonEmptyString(event.entityId),
        value: asString(event.encryptedValue) ?? '',
      };
    case 'RUN_FINISHED':
      return { kind: 'run-finished' };
    case 'RUN_ERROR':
      return {
        kind: 'error',
        message: errorMessage({ message: event.message, code: event.code }, 'the run failed'),
      };
    default:
      return { kind: 'ignored' };
  }
}
