/** The error a fetch body raises when its request is aborted, so the demo stops exactly like a real provider. */
export function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function wait(delayMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, delayMs);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A response body that delivers `events` one network chunk each, `delayMs` apart, as UTF-8 bytes. Aborting
 * `signal` errors the body at once (between chunks or during a wait), as an aborted fetch does. A delay of 0
 * still yields to the event loop between chunks, so readers see a stream rather than one block.
 */
export function pacedStream(
  events: readonly string[],
  options: { readonly delayMs: number; readonly signal: AbortSignal },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  let onAbort: (() => void) | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      onAbort = () => {
        try {
          controller.error(abortError(options.signal));
        } catch {
          // The body already ended: there is nothing left to stop.
        }
      };
      if (options.signal.aborted) onAbort();
      else options.signal.addEventListener('abort', onAbort, { once: true });
    },
    async pull(controller) {
      try {
        if (next > 0) await wait(options.delayMs, options.signal);
      } catch {
        return; // The abort handler has errored the stream already.
      }
      const event = events[next];
      next += 1;
      if (event !== undefined) controller.enqueue(encoder.encode(event));
      if (next >= events.length) {
        if (onAbort) options.signal.removeEventListener('abort', onAbort);
        controller.close();
      }
    },
    cancel() {
      if (onAbort) options.signal.removeEventListener('abort', onAbort);
    },
  });
}
