import { argumentText, isPlainObject, type CallState } from './call-state.ts';
import { resolveArguments } from './resolve-arguments.ts';
import type { CutOffCause, ToolInputEndEvent } from './stream-event.ts';

/**
 * The end event of a call: its raw text by the fixtures' README rules (fragments joined; else the object's
 * compact JSON; else a restatement; else "" or the lone "null" placeholder), then its parsed arguments, or
 * `null` with the reason when the call overflowed the cap, was cut off, or does not parse.
 */
export function endCallEvent(
  call: CallState,
  maxBufferBytes: number,
  truncatedBy?: string,
  cause?: CutOffCause,
): ToolInputEndEvent {
  const fragments = argumentText(call);
  const rawArguments =
    fragments !== '' ? fragments : (call.objectText ?? call.restated ?? (call.placeholder ? 'null' : ''));
  const base = {
    type: 'tool-input-end' as const,
    callId: call.callId,
    providerId: call.providerId ?? call.callId,
    name: call.name,
    rawArguments,
    ...(call.decorations ? { decorations: call.decorations } : {}),
  };
  if (call.overflowed) {
    return {
      ...base,
      arguments: null,
      parseError: `arguments exceeded the buffer cap of ${maxBufferBytes} bytes`,
    };
  }
  if (call.unusable !== undefined) return { ...base, arguments: null, parseError: call.unusable };
  if (truncatedBy !== undefined) {
    return {
      ...base,
      arguments: null,
      truncated: true,
      ...(cause !== undefined ? { cutOffBy: cause } : {}),
      parseError: `the call was cut off: ${truncatedBy}`,
    };
  }
  if (fragments === '' && call.objectText !== undefined && isPlainObject(call.objectValue)) {
    return { ...base, arguments: call.objectValue };
  }
  const resolved = resolveArguments(rawArguments, call.announced);
  return resolved.ok
    ? { ...base, arguments: resolved.value }
    : { ...base, arguments: null, parseError: resolved.error };
}
