import { createStreamAssembler, type StreamAssemblerOptions } from './create-stream-assembler.ts';
import type { StreamEvent, WireFormat } from './stream-event.ts';

/**
 * Reads a response body and yields its events as they form. When the body breaks mid-way (a network error,
 * an aborted request), the calls that were already whole are ended first, then an `error` event says why.
 * Stopping the iteration early cancels the body.
 */
export async function* decodeStream(
  format: WireFormat,
  body: ReadableStream<Uint8Array>,
  options?: StreamAssemblerOptions,
): AsyncGenerator<StreamEvent> {
  const assembler = createStreamAssembler(format, options);
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (error) {
        finished = true;
        yield* assembler.fail(`the stream broke: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      if (result.done) {
        finished = true;
        yield* assembler.end();
        return;
      }
      yield* assembler.push(result.value);
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
