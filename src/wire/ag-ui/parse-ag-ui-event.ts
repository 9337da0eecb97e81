import { asRecord, errorMessage } from '../read-json.ts';

/**
 * The AG-UI events the assembler acts on, in their wire shape. A payload whose fields check out is returned as
 * itself, narrowed, rather than copied: AG-UI events are the smallest of all formats, so a copy per event
 * costs a visible share of the assembly time (measured with `npm run bench:wire`).
 */
export type AgUiEvent =
  | {
      readonly type:
        | 'TEXT_MESSAGE_CONTENT'
        | 'TEXT_MESSAGE_CHUNK'
        | 'REASONING_MESSAGE_CONTENT'
        | 'REASONING_MESSAGE_CHUNK'
        | 'THINKING_TEXT_MESSAGE_CONTENT';
      readonly delta?: string;
    }
  | { readonly type: 'REASONING_END' | 'THINKING_END' | 'RUN_FINISHED' }
  | {
      readonly type: 'TOOL_CALL_START' | 'TOOL_CALL_CHUNK';
      readonly toolCallId?: string;
      readonly toolCallName?: string;
      readonly parentMessageId?: string;
      readonly delta?: string;
    }
  | { readonly type: 'TOOL_CALL_ARGS'; readonly toolCallId?: string; readonly delta: string }
  | { readonly type: 'TOOL_CALL_END'; readonly toolCallId?: string }
  | { readonly type: 'TOOL_CALL_RESULT'; readonly toolCallId?: string; readonly content?: unknown }
  | {
      readonly type: 'REASONING_ENCRYPTED_VALUE';
      readonly subtype?: string;
      readonly entityId?: string;
      readonly encryptedValue: string;
    }
  | { readonly type: 'RUN_ERROR'; readonly message: string };

/**
 * Reads one AG-UI event (`data:` JSON with an upper-case `type`); undefined for types the assembler ignores.
 * An id, name or text of the wrong type makes the event read as `RUN_ERROR`: acting on part of it could merge
 * or lose calls. Empty ids and names are left for the mapper to treat as absent.
 */
export function parseAgUiEvent(json: unknown): AgUiEvent | undefined {
  const event = asRecord(json);
  if (event === undefined) return runError('an event is not a JSON object');
  const type = event.type;
  // Argument fragments first: they are most events, and each case before them is a string comparison.
  switch (type) {
    case 'TOOL_CALL_ARGS':
      return typeof event.delta === 'string' && isOptionalString(event.toolCallId)
        ? (event as AgUiEvent)
        : malformed(type);
    case 'TEXT_MESSAGE_CONTENT':
    case 'TEXT_MESSAGE_CHUNK':
    case 'REASONING_MESSAGE_CONTENT':
    case 'REASONING_MESSAGE_CHUNK':
    case 'THINKING_TEXT_MESSAGE_CONTENT':
      return isOptionalString(event.delta) ? (event as AgUiEvent) : malformed(type);
    case 'TOOL_CALL_START':
    case 'TOOL_CALL_CHUNK':
      return isOptionalString(event.toolCallId) &&
        isOptionalString(event.toolCallName) &&
        isOptionalString(event.parentMessageId) &&
        isOptionalString(event.delta)
        ? (event as AgUiEvent)
        : malformed(type);
    case 'TOOL_CALL_END':
    case 'TOOL_CALL_RESULT':
      return isOptionalString(event.toolCallId) ? (event as AgUiEvent) : malformed(type);
    case 'REASONING_ENCRYPTED_VALUE':
      return typeof event.encryptedValue === 'string' &&
        isOptionalString(event.subtype) &&
        isOptionalString(event.entityId)
        ? (event as AgUiEvent)
        : malformed(type);
    case 'REASONING_END':
    case 'THINKING_END':
    case 'RUN_FINISHED':
      return event as AgUiEvent;
    case 'RUN_ERROR':
      return runError(errorMessage({ message: event.message, code: event.code }, 'the run failed'));
    default:
      return undefined;
  }
}

function isOptionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function malformed(type: string): AgUiEvent {
  return runError(`malformed ${type} event`);
}

function runError(message: string): AgUiEvent {
  return { type: 'RUN_ERROR', message };
}
