import { createCallTracker, type CallTracker } from './call-tracker.ts';
import type { Decorations, StreamEvent } from './stream-event.ts';

/**
 * What a format mapper writes to: the turn's calls plus the non-call events, and the turn's life cycle.
 * After {@link TurnWriter.fail} or {@link TurnWriter.complete} the turn is over and `accepting` is false;
 * the assembler stops feeding the mapper, so nothing a broken server sends afterwards can change the turn.
 */
export interface TurnWriter {
  readonly calls: CallTracker;
  readonly accepting: boolean;
  text(delta: string | undefined): void;
  reasoning(delta: string | undefined): void;
  reasoningEnd(decorations?: Decorations): void;
  usage(raw: unknown, inputTokens?: number, outputTokens?: number): void;
  /** The model finished: open calls end; with `truncated`, calls not yet whole are reported cut off. */
  finish(reason: string, truncated: boolean): void;
  /** A clean terminator (`[DONE]`, `message_stop`, `done: true`): open calls end and the turn is over. */
  complete(): void;
  /**
   * The turn failed: whole calls are kept, unfinished ones are cut off, then the error is emitted. A
   * `finishReason` (Responses `failed`) is emitted as the turn's finish just before the error.
   */
  fail(message: string, finishReason?: string): void;
  /** The body ended: a turn that neither finished nor completed fails here. */
  endOfStream(): void;
  /** Hands over the events written since the last call. */
  drain(): StreamEvent[];
}

/** Options of {@link createTurnWriter}. */
export interface TurnWriterOptions {
  readonly createId: () => string;
  readonly maxBufferBytes: number;
}

/** Creates the writer of one turn. */
export function createTurnWriter(options: TurnWriterOptions): TurnWriter {
  let events: StreamEvent[] = [];
  let accepting = true;
  let finished = false;
  const emit = (event: StreamEvent): void => {
    events.push(event);
  };
  const calls = createCallTracker({ ...options, emit });

  function complete(): void {
    if (!accepting) return;
    calls.closeAll();
    accepting = false;
  }

  function fail(message: string, finishReason?: string): void {
    if (!accepting) return;
    calls.closeAll('the stream failed before the call was complete', 'stream-failed');
    accepting = false;
    if (finishReason !== undefined) emit({ type: 'finish', reason: finishReason });
    emit({ type: 'error', message });
  }

  return {
    calls,
    get accepting() {
      return accepting;
    },
    text(delta) {
      if (delta) emit({ type: 'text-delta', delta });
    },
    reasoning(delta) {
      if (delta) emit({ type: 'reasoning-delta', delta });
    },
    reasoningEnd(decorations) {
      emit(decorations ? { type: 'reasoning-end', decorations } : { type: 'reasoning-end' });
    },
    usage(raw, inputTokens, outputTokens) {
      emit({
        type: 'usage',
        ...(inputTokens !== undefined ? { inputTokens } : {}),
        ...(outputTokens !== undefined ? { outputTokens } : {}),
        raw,
      });
    },
    finish(reason, truncated) {
      if (truncated)
        calls.closeAll(`the model stopped (${reason}) before the call was complete`, 'output-limit');
      else calls.closeAll();
      finished = true;
      emit({ type: 'finish', reason });
    },
    complete,
    fail,
    endOfStream() {
      if (!accepting) return;
      if (finished) complete();
      else fail('the stream ended before the turn was finished');
    },
    drain() {
      const drained = events;
      events = [];
      return drained;
    },
  };
}

/**
 * A format's translation from framed payloads to turn writes. Framing (SSE or NDJSON) is shared; a mapper
 * sees one payload at a time: an SSE event's data with its `event:` name, or one NDJSON line.
 */
export interface WireMapper {
  payload(data: string, eventName: string | undefined): void;
  /** The body ended; the mapper closes what its format leaves open, then ends the stream on the writer. */
  end(): void;
}

/** Creates a format's mapper writing to the given turn. */
export type CreateWireMapper = (writer: TurnWriter) => WireMapper;

/**
 * Parses one payload as JSON. A payload that does not parse fails the turn: skipping it could silently drop
 * an argument fragment and leave arguments that still parse but say something else.
 */
export function parsePayload(writer: TurnWriter, data: string, label: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    const shown = data.length > 60 ? `${data.slice(0, 60)}…` : data;
    writer.fail(`malformed ${label} payload: ${JSON.stringify(shown)}`);
    return undefined;
  }
}
