import { createUtf8Reader, type Framing, type FramingHandlers } from './sse-framing.ts';

/**
 * Frames newline-delimited JSON (Ollama `/api/chat`): one payload per non-blank line. CR, LF and CRLF all end
 * a line, since JSON text cannot hold a raw line break inside a value. A line longer than the buffer cap stops
 * framing instead of growing without bound.
 */
export function createNdjsonFraming(handlers: FramingHandlers, maxBufferBytes: number): Framing {
  const reader = createUtf8Reader();
  let pending = '';
  let stopped = false;

  const line = (text: string): void => {
    if (!stopped && text.trim() !== '') handlers.payload(text, undefined);
  };

  const feed = (text: string): void => {
    if (stopped || text === '') return;
    const breaks = createBreakFinder(text);
    let start = 0;
    let end = breaks.next(0);
    if (end !== -1) {
      line(pending + text.slice(0, end));
      pending = '';
      start = end + 1;
      while ((end = breaks.next(start)) !== -1) {
        line(text.slice(start, end));
        start = end + 1;
      }
    }
    pending = start === 0 ? pending + text : text.slice(start);
    if (pending.length > maxBufferBytes) {
      stopped = true;
      pending = '';
      handlers.overflow();
    }
  };

  return {
    push: (chunk) => feed(reader.read(chunk)),
    end: () => {
      feed(reader.flush());
      const last = pending;
      pending = '';
      line(last);
    },
  };
}

/**
 * Finds line breaks left to right, remembering the next CR and LF so that each is searched for once per
 * chunk; searching afresh for both at every line would rescan a CR-free chunk once per line.
 */
function createBreakFinder(text: string): { next(from: number): number } {
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  return {
    next(from) {
      if (lf !== -1 && lf < from) lf = text.indexOf('\n', from);
      if (cr !== -1 && cr < from) cr = text.indexOf('\r', from);
      if (cr === -1) return lf;
      if (lf === -1) return cr;
      return cr < lf ? cr : lf;
    },
  };
}
