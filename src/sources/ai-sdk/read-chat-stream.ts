import type { UIMessage, UIMessageChunk } from 'ai';
import { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema } from 'ai';
import type { AiSdkFailure } from './describe-ai-sdk-failure.ts';
import { cutFailure, notAChunk, routeError } from './describe-ai-sdk-failure.ts';

/** A stream event that is not a UI message chunk, carrying how that is worded. */
class ChunkError extends Error {
  constructor(readonly failure: AiSdkFailure) {
    super(failure.message);
  }
}

/** How reading an answer ended: finished, or failed with what the message held by then. */
export type ChatStreamEnd =
  | { readonly status: 'finished'; readonly message: UIMessage | undefined }
  | { readonly status: 'failed'; readonly message: UIMessage | undefined; readonly failure: AiSdkFailure };

/**
 * Reads chunks with the SDK's own reader (`readUIMessageStream`), handing each state of the assistant's message
 * to `onMessage`. `continued` is the assistant message a follow-up continues (the reader builds on it in place,
 * so it is given a copy). A stream that ends with no `finish` was cut off; an `error` chunk is the route's error.
 */
export async function readChunks(
  chunks: ReadableStream<UIMessageChunk>,
  continued: UIMessage | undefined,
  onMessage: (message: UIMessage) => void,
): Promise<ChatStreamEnd> {
  let finished = false;
  let failure: AiSdkFailure | undefined;
  const watched = chunks.pipeThrough(
    new TransformStream<UIMessageChunk, UIMessageChunk>({
      transform(chunk, controller) {
        if (chunk.type === 'finish' || chunk.type === 'abort') finished = true;
        if (chunk.type === 'error') failure ??= routeError(chunk.errorText);
        controller.enqueue(chunk);
      },
    }),
  );
  let message: UIMessage | undefined;
  try {
    for await (const state of readUIMessageStream({
      ...(continued ? { message: structuredClone(continued) } : {}),
      stream: watched,
      // The reader reports a stream that failed here rather than throwing: a chunk that is not one is named.
      onError: (error) => {
        if (error instanceof ChunkError) failure ??= error.failure;
      },
    })) {
      message = state;
      onMessage(state);
    }
  } catch (error) {
    failure ??= error instanceof ChunkError ? error.failure : cutFailure;
  }
  if (failure) return { status: 'failed', message, failure };
  return finished ? { status: 'finished', message } : { status: 'failed', message, failure: cutFailure };
}

/** The UI message chunks of a route's answer (server-sent events), each checked with the SDK's chunk schema. */
export function chunksOf(url: string, body: ReadableStream<Uint8Array>): ReadableStream<UIMessageChunk> {
  return parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema }).pipeThrough(
    new TransformStream({
      transform(result, controller) {
        if (result.success) controller.enqueue(result.value);
        else controller.error(new ChunkError(notAChunk(url, String(result.error.message))));
      },
    }),
  );
}

/** A stream of the given chunks, as a recorded answer replays them. */
export function streamOfChunks(chunks: readonly UIMessageChunk[]): ReadableStream<UIMessageChunk> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}
