import type { Conversation, Message } from '../core/conversation.ts';
import { runConversationImport } from './conversation-import-service.ts';
import type {
  ImportOutcome,
  ImportProgress,
  ImportRequest,
  ImportResponse,
} from './conversation-import-shared.ts';
import { maximumImportBytes, oversizeError } from './conversation-import-shared.ts';

/** What {@link importConversationInWorker} needs besides the file. */
export interface ImportOptions {
  readonly fileName: string;
  readonly secrets: readonly string[];
  readonly signal: AbortSignal;
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Files above this many bytes are refused unread (default {@link maximumImportBytes}). */
  readonly maxBytes?: number;
  /** Conversations with more messages are refused once parsed (default `maximumImportMessages`). */
  readonly maxMessages?: number;
  /** Tests pass none to import in this thread. */
  readonly createWorker?: () => Worker | undefined;
}

function defaultWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return new Worker(new URL('./conversation-import-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Imports a conversation file off the page's thread: a worker reads it in chunks (reporting progress), checks
 * it and takes the secrets out, then hands the messages over in batches. A file over the limit is refused before
 * it is read; aborting `signal` ends the worker at once and resolves `cancelled`, with nothing changed.
 */
export function importConversationInWorker(file: Blob, options: ImportOptions): Promise<ImportOutcome> {
  const limit = options.maxBytes ?? maximumImportBytes;
  if (file.size > limit)
    return Promise.resolve({ status: 'refused', error: oversizeError(options.fileName, file.size, limit) });
  if (options.signal.aborted) return Promise.resolve({ status: 'cancelled' });
  return new Promise<ImportOutcome>((resolve) => {
    let header: Omit<Conversation, 'messages'> | undefined;
    let expected = 0;
    const messages: Message[] = [];
    let settled = false;
    let stop = () => undefined as void;
    const settle = (outcome: ImportOutcome) => {
      if (settled) return;
      settled = true;
      options.signal.removeEventListener('abort', onAbort);
      stop();
      resolve(outcome);
    };
    const onAbort = () => settle({ status: 'cancelled' });
    options.signal.addEventListener('abort', onAbort, { once: true });
    const receive = (response: ImportResponse) => {
      if (settled) return;
      switch (response.type) {
        case 'progress':
          options.onProgress?.(response.progress);
          return;
        case 'refused':
          settle({ status: 'refused', error: response.error });
          return;
        case 'header':
          header = response.conversation;
          expected = response.messageCount;
          options.onProgress?.({ phase: 'receiving', loaded: 0, total: expected });
          return;
        case 'messages':
          for (const message of response.messages) messages.push(message);
          options.onProgress?.({ phase: 'receiving', loaded: messages.length, total: expected });
          return;
        case 'done':
          if (!header) settle({ status: 'refused', error: 'The import ended without a conversation.' });
          else settle({ status: 'imported', conversation: { ...header, messages } });
      }
    };
    const request: ImportRequest = {
      file,
      secrets: options.secrets,
      ...(options.maxMessages === undefined ? {} : { maxMessages: options.maxMessages }),
    };
    const worker = (options.createWorker ?? defaultWorker)();
    if (!worker) {
      // No worker here (a test, an old browser): the same steps run in this thread.
      void runConversationImport(request, receive);
      return;
    }
    stop = () => worker.terminate();
    worker.addEventListener('message', (event: MessageEvent<ImportResponse>) => receive(event.data));
    worker.addEventListener('error', (event) =>
      settle({
        status: 'refused',
        error: `The import worker failed: ${event.message || 'it could not start'}.`,
      }),
    );
    worker.postMessage(request);
  });
}
