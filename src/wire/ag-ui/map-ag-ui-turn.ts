import type { TrackedCall } from '../call-tracker.ts';
import { parsePayload, type TurnWriter, type WireMapper } from '../turn-writer.ts';
import { parseAgUiEvent, type AgUiEvent } from './parse-ag-ui-event.ts';

type ChunkEvent = Extract<AgUiEvent, { type: 'TOOL_CALL_START' | 'TOOL_CALL_CHUNK' }>;
type EncryptedEvent = Extract<AgUiEvent, { type: 'REASONING_ENCRYPTED_VALUE' }>;

/**
 * Maps AG-UI events onto the turn. Calls are keyed by `toolCallId` and may interleave. `TOOL_CALL_END` makes
 * a call whole, but its end event waits for the call's `TOOL_CALL_RESULT` (or the end of the run), because
 * the result and an encrypted value for it may still follow and are kept with the call for replay.
 * `TOOL_CALL_CHUNK` streams calls OpenAI-style: a new id opens the next call, and a chunk without one
 * continues the current call.
 */
export function createAgUiMapper(writer: TurnWriter): WireMapper {
  const byId = new Map<string, TrackedCall>();
  let chunked: TrackedCall | undefined;

  const find = (id: string | undefined): TrackedCall | undefined => (id ? byId.get(id) : undefined);

  const open = (id: string | undefined, name: string | undefined, parentMessageId: string | undefined) => {
    const decorations = parentMessageId ? { parentMessageId } : undefined;
    const call = writer.calls.open({ providerId: id || undefined, name, decorations });
    if (id) byId.set(id, call);
    return call;
  };

  const chunk = (event: ChunkEvent): void => {
    const known = event.toolCallId ? find(event.toolCallId) : chunked;
    if (known === undefined || known.closed) {
      if (chunked !== undefined) writer.calls.markWhole(chunked);
      chunked = open(event.toolCallId, event.toolCallName, event.parentMessageId);
    } else {
      chunked = known;
      writer.calls.rename(known, event.toolCallName);
    }
    writer.calls.append(chunked, event.delta ?? '');
  };

  const result = (id: string | undefined, content: unknown): void => {
    const call = find(id);
    if (call === undefined || !id) return;
    writer.calls.decorate(call, 'result', content);
    if (!call.whole) return;
    writer.calls.close(call);
    byId.delete(id);
  };

  const encrypted = (event: EncryptedEvent): void => {
    const call = find(event.entityId);
    if (event.subtype === 'tool-call' && call !== undefined && !call.closed) {
      writer.calls.decorate(call, 'encryptedValue', event.encryptedValue);
    } else {
      writer.reasoningEnd({
        encryptedValues: [{ entityId: event.entityId, encryptedValue: event.encryptedValue }],
      });
    }
  };

  const map = (event: AgUiEvent): void => {
    if (chunked !== undefined && event.type !== 'TOOL_CALL_CHUNK') {
      // Chunked calls have no end event: whatever comes next ends the current one.
      writer.calls.markWhole(chunked);
      chunked = undefined;
    }
    switch (event.type) {
      case 'TOOL_CALL_ARGS': {
        const call = find(event.toolCallId);
        if (call === undefined) return;
        // The end event waits for the result, so arguments after TOOL_CALL_END would still change the call.
        if (call.whole)
          return writer.fail(`arguments arrived for ${event.toolCallId} after its TOOL_CALL_END`);
        return writer.calls.append(call, event.delta);
      }
      case 'TEXT_MESSAGE_CONTENT':
      case 'TEXT_MESSAGE_CHUNK':
        return writer.text(event.delta);
      case 'REASONING_MESSAGE_CONTENT':
      case 'REASONING_MESSAGE_CHUNK':
      case 'THINKING_TEXT_MESSAGE_CONTENT':
        return writer.reasoning(event.delta);
      case 'REASONING_END':
      case 'THINKING_END':
        return writer.reasoningEnd();
      case 'TOOL_CALL_START': {
        const call = find(event.toolCallId);
        if (call === undefined || call.closed)
          open(event.toolCallId, event.toolCallName, event.parentMessageId);
        return;
      }
      case 'TOOL_CALL_END': {
        const call = find(event.toolCallId);
        if (call !== undefined) writer.calls.markWhole(call);
        return;
      }
      case 'TOOL_CALL_CHUNK':
        return chunk(event);
      case 'TOOL_CALL_RESULT':
        return result(event.toolCallId, event.content);
      case 'REASONING_ENCRYPTED_VALUE':
        return encrypted(event);
      case 'RUN_FINISHED':
        return writer.finish('RUN_FINISHED', false);
      case 'RUN_ERROR':
        return writer.fail(event.message);
    }
  };

  return {
    payload(data) {
      const json = parsePayload(writer, data, 'ag-ui');
      if (json === undefined) return;
      const event = parseAgUiEvent(json);
      if (event !== undefined) map(event);
    },
    end: () => writer.endOfStream(),
  };
}
