import { createAgUiMapper } from './ag-ui/map-ag-ui-turn.ts';
import { createAnthropicMapper } from './anthropic-messages/map-anthropic-event.ts';
import { createGeminiMapper } from './gemini-generate-content/map-gemini-chunk.ts';
import { createInteractionsMapper } from './gemini-interactions/map-interactions-event.ts';
import { createNdjsonFraming } from './ndjson-framing.ts';
import { createOllamaMapper } from './ollama-api-chat/map-ollama-line.ts';
import { createOpenAiChatMapper } from './openai-chat/map-chat-chunk.ts';
import { createOpenAiResponsesMapper } from './openai-responses/map-responses-event.ts';
import { createSseFraming, type Framing, type FramingHandlers } from './sse-framing.ts';
import type { StreamEvent, WireFormat } from './stream-event.ts';
import { bareErrorMessage, createStrayJsonReader } from './stray-json.ts';
import { createTurnWriter, type CreateWireMapper } from './turn-writer.ts';

/** The default cap on one call's argument text and on one framed event: 32 MiB. */
export const defaultMaxBufferBytes = 32 * 1024 * 1024;

/** Options of {@link createStreamAssembler}. */
export interface StreamAssemblerOptions {
  /** Generates internal call ids; defaults to `call_<random>_<n>`. Inject a counter for reproducible tests. */
  readonly createId?: () => string;
  /**
   * Past this size a call's arguments are reported unparseable instead of growing, and a single SSE event or
   * NDJSON line fails the turn. Counted in UTF-16 code units, which equal bytes for the ASCII of JSON syntax.
   */
  readonly maxBufferBytes?: number;
}

/**
 * Bytes in, events out, for one turn. `push` and `end` never throw: anything the wire does wrong, and any bug
 * it trips, ends the turn with an `error` event after the calls that were already whole.
 */
export interface StreamAssembler {
  /** False once the turn is over (finished, failed or ended): later bytes cannot change it. */
  readonly accepting: boolean;
  push(chunk: Uint8Array | string): StreamEvent[];
  /** The body ended; a turn that never finished ends with an `error` event. */
  end(): StreamEvent[];
  /** The body broke (a network error, an abort): ends the turn with this message. */
  fail(message: string): StreamEvent[];
}

const mappers: Readonly<Record<WireFormat, CreateWireMapper>> = {
  'openai-chat': createOpenAiChatMapper,
  'openai-responses': createOpenAiResponsesMapper,
  'anthropic-messages': createAnthropicMapper,
  'gemini-generateContent-sse': createGeminiMapper,
  'gemini-interactions': createInteractionsMapper,
  'ollama-api-chat': createOllamaMapper,
  'ag-ui': createAgUiMapper,
};

/** Creates the assembler of one turn of the given wire format. */
export function createStreamAssembler(
  format: WireFormat,
  options: StreamAssemblerOptions = {},
): StreamAssembler {
  const maxBufferBytes = options.maxBufferBytes ?? defaultMaxBufferBytes;
  const writer = createTurnWriter({ createId: options.createId ?? createCallIdFactory(), maxBufferBytes });
  const mapper = mappers[format](writer);
  let ended = false;
  const stray = createStrayJsonReader();

  const failOn = (error: unknown): void =>
    writer.fail(
      `could not read the ${format} stream: ${error instanceof Error ? error.message : String(error)}`,
    );
  const guard = (work: () => void): void => {
    try {
      work();
    } catch (error) {
      failOn(error);
    }
  };
  const handlers: FramingHandlers = {
    // Called once per event: kept free of closures and allocations, it is the assembler's hottest path.
    payload: (data, eventName) => {
      if (!writer.accepting) return;
      try {
        mapper.payload(data, eventName);
      } catch (error) {
        failOn(error);
      }
    },
    overflow: () =>
      writer.fail(`a single ${format} event exceeded the buffer cap of ${maxBufferBytes} bytes`),
    // A bare error object outside the event framing (Vertex ends a cancelled stream so) ends the turn.
    stray: (line) => {
      const message = writer.accepting ? bareErrorMessage(stray.line(line)) : undefined;
      if (message !== undefined) writer.fail(message);
    },
  };
  const framing: Framing =
    format === 'ollama-api-chat'
      ? createNdjsonFraming(handlers, maxBufferBytes)
      : createSseFraming(handlers, maxBufferBytes);

  return {
    get accepting() {
      return !ended && writer.accepting;
    },
    push(chunk) {
      if (!ended && writer.accepting) guard(() => framing.push(chunk));
      return writer.drain();
    },
    end() {
      if (!ended) {
        ended = true;
        if (writer.accepting) guard(() => framing.end());
        guard(() => mapper.end());
      }
      return writer.drain();
    },
    fail(message) {
      ended = true;
      writer.fail(message);
      return writer.drain();
    },
  };
}

/**
 * Returns a generator of internal call ids of the form `call_<random>_<n>`: the random part keeps ids from
 * different turns apart, the counter keeps ids within one turn apart without asking for more randomness.
 */
export function createCallIdFactory(): () => string {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  const prefix = `call_${(words[0] ?? 0).toString(36)}${(words[1] ?? 0).toString(36)}`;
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}_${count}`;
  };
}
