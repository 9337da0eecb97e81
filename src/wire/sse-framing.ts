import { createParser, type EventSourceParser } from 'eventsource-parser';

/** Byte-level framing of a body into payloads; shared by every format. */
export interface Framing {
  push(chunk: Uint8Array | string): void;
  /** Flushes a trailing partial character and dispatches a last event that lacks its blank line. */
  end(): void;
}

/** Where framed payloads go. */
export interface FramingHandlers {
  payload(data: string, eventName: string | undefined): void;
  /** A single event or line grew past the buffer cap; framing stops. */
  overflow(): void;
  /** A line outside SSE framing (no known field), such as a bare JSON error object. */
  stray?(line: string): void;
}

/**
 * Decodes a body as UTF-8, holding back a character split across reads, so that framing only ever sees whole
 * characters. Strings pass through untouched (callers that already hold text).
 */
export function createUtf8Reader(): { read(chunk: Uint8Array | string): string; flush(): string } {
  const decoder = new TextDecoder('utf-8');
  return {
    read: (chunk) => (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })),
    flush: () => decoder.decode(),
  };
}

/**
 * Frames Server-Sent Events with eventsource-parser, which handles CRLF, CR and LF line endings (a CR at the
 * end of one read waits for the next), comments and keep-alives, multi-line `data:` fields and `data:`
 * without its space. The buffer cap bounds a single event: past it the parser stops and framing reports it.
 */
export function createSseFraming(handlers: FramingHandlers, maxBufferBytes: number): Framing {
  const reader = createUtf8Reader();
  let stopped = false;
  const parser: EventSourceParser = createParser({
    onEvent: (event) => {
      if (!stopped) handlers.payload(event.data, event.event);
    },
    onError: (error) => {
      if (error.type === 'unknown-field' && error.line !== undefined && !stopped)
        handlers.stray?.(error.line);
      if (error.type !== 'max-buffer-size-exceeded') return;
      stopped = true;
      handlers.overflow();
    },
    maxBufferSize: maxBufferBytes,
  });
  const feed = (text: string): void => {
    if (!stopped && text !== '') parser.feed(text);
  };
  return {
    push: (chunk) => feed(reader.read(chunk)),
    // Many captures and some servers omit the blank line after the last event: a final blank line
    // dispatches it, and a stream cut mid-event then fails on its partial JSON rather than vanishing.
    end: () => feed(`${reader.flush()}\n\n`),
  };
}
