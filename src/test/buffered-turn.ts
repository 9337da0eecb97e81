import type { Conversation } from '../core/conversation.ts';
import type { StreamTurnOptions } from '../agent/stream-turn.ts';
import { emptyTestConversation, memoryPort, scriptedClient } from './agent-test-support.ts';

/** A body that has the whole stream at once, as a fast local server or a big buffered answer gives it. */
export function bufferedBody(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

/**
 * One model turn streaming `sse` into an empty conversation, its body whole at once: the options `streamTurn`
 * needs besides its pacing and listeners, the conversation as it stands, and how many writes it took.
 */
export function bufferedTurn(sse: string): {
  readonly options: StreamTurnOptions;
  readonly read: () => Conversation;
  readonly writes: () => number;
} {
  const port = memoryPort(emptyTestConversation());
  let writes = 0;
  let ids = 0;
  return {
    options: {
      port: {
        read: port.read,
        write: (update) => {
          port.write(update);
          writes += 1;
        },
      },
      client: scriptedClient([() => bufferedBody(sse)]),
      request: { system: '', messages: [], tools: [] },
      signal: new AbortController().signal,
      messageId: 'msg_model',
      now: () => 1,
      assembly: { createPartId: () => `part_${(ids += 1)}` },
    },
    read: port.read,
    writes: () => writes,
  };
}
