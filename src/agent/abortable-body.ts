/**
 * Wraps a response body so that aborting `signal` errors it at once, even while a read is waiting for bytes
 * that may never come: the parser then ends the turn instead of hanging on a stalled server. The source is
 * cancelled too, which closes the connection.
 */
export function abortableBody(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let onAbort: (() => void) | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      onAbort = () => {
        try {
          controller.error(signal.reason);
        } catch {
          // Already closed or errored: nothing left to stop.
        }
        reader.cancel(signal.reason).catch(() => undefined);
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          if (onAbort) signal.removeEventListener('abort', onAbort);
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        try {
          controller.error(error);
        } catch {
          // The abort already errored the stream.
        }
      }
    },
    cancel(reason) {
      if (onAbort) signal.removeEventListener('abort', onAbort);
      return reader.cancel(reason);
    },
  });
}
