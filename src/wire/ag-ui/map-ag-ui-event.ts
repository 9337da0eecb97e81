import type { TrackedCall } from '../call-tracker.ts';
import { parsePayload, type TurnWriter, type WireMapper } from '../turn-writer.ts';
import { parseAgUiEvent, type AgUiEvent } from './parse-ag-ui-event.ts';

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

  const open = (id: string | undefined, name: string | undefined, parentMessageId: string | undefined) => {
    const decorations = parentMessageId !== undefined ? { parentMessageId } : undefined;
    const call = writer.calls.open({ providerId: id, name, decorations });
    if (id !== undefined) byId.set(id, call);
    return call;
  };

  const chunk = (event: Extract<AgUiEvent, { kind: 'call-chunk' }>): void => {
    const known = event.id !== undefined ? byId.get(event.id) : chunked;
    if (known === undefined || known.closed) {
      if (chunked !== undefined) writer.calls.markWhole(chunked);
      chunked = open(event.id, event.name, event.parentMessageId);
    } else {
      chunked = known;
      writer.calls.rename(known, event.name);
    }
    writer.calls.append(chunked, event.delta);
  };

  const event = (entry: AgUiEvent): void => {
    if (entry.kind !== 'call-chunk' && chunked !== undefined) {
      // Chunked calls have no end event: whatever comes next ends the current one.
      writer.calls.markWhole(chunked);
      chunked = undefined;
    }
    const call = 'id' in entry && entry.id !== undefined ? byId.get(entry.id) : undefined;
    switch (entry.kind) {
      case 'text':
        return writer.text(entry.delta);
      case 'reasoning':
        return writer.reasoning(entry.delta);
      case 'reasoning-end':
        return writer.reasoningEnd();
      case 'call-start':
        if (call === undefined || call.closed) open(entry.id, entry.name, entry.parentMessageId);
        return;
      case 'call-args':
        if (call === undefined) return;
        // The end event waits for the result, so arguments after TOOL_CALL_END would still change the call.
        if (call.whole) return writer.fail(`arguments arrived for ${entry.id} after its TOOL_CALL_END`);
        writer.calls.append(call, entry.delta);
        return;
      case 'call-end':
        if (call !== undefined) writer.calls.markWhole(call);
        return;
      case 'call-chunk':
        return chunk(entry);
      case 'call-result':
        if (call === undefined) return;
        writer.calls.decorate(call, 'result', entry.content);
        if (!call.whole) return;
        writer.calls.close(call);
        byId.delete(entry.id as string);
        return;
      case 'encrypted':
        return encrypted(entry);
      case 'run-finished':
        return writer.finish('RUN_FINISHED', false);
      case 'error':
        return writer.fail(entry.message);
      case 'ignored':
        return;
    }
  };

  const encrypted = (entry: Extract<AgUiEvent, { kind: 'encrypted' }>): void => {
    const call = entry.entityId !== undefined ? byId.get(entry.entityId) : undefined;
    if (entry.subtype === 'tool-call' && call !== undefined && !call.closed) {
      writer.calls.decorate(call, 'encryptedValue', entry.value);
    } else {
      writer.reasoningEnd({ encryptedValues: [{ entityId: entry.entityId, encryptedValue: entry.value }] });
    }
  };

  return {
    payload(data) {
      const json = parsePayload(writer, data, 'ag-ui');
      if (json !== undefined) event(parseAgUiEvent(json));
    },
    end: () => writer.endOfStream(),
  };
}
