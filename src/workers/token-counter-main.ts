import type { EncodingName } from '../core/tokens/encoding-name.ts';
import type { TokenCounter } from '../core/tokens/token-counter.ts';
import { TokenCountService } from './token-count-service.ts';
import type {
  CountItem,
  CountResult,
  TokenCounterRequest,
  TokenCounterResponse,
} from './token-counter-shared.ts';

/** Options of one {@link TokenCounterClient.count} call. */
export interface CountOptions {
  /** Aborting drops the queued work and rejects with an `AbortError`. */
  readonly signal?: AbortSignal;
  /** Called with each slice of results as the worker produces them (a big recount arrives in several). */
  readonly onProgress?: (results: readonly CountResult[]) => void;
}

/** The promise API over the token counter worker. */
export interface TokenCounterClient {
  /** `worker` normally; `in-thread` where workers are unavailable (Node, tests, very old browsers). */
  readonly mode: 'worker' | 'in-thread';
  /** Counts `items` in `encoding`; resolves with every result once all are counted. */
  count(
    encoding: EncodingName,
    items: readonly CountItem[],
    options?: CountOptions,
  ): Promise<readonly CountResult[]>;
  /** Starts loading an encoding's rank data ahead of need. */
  preload(encoding: EncodingName): void;
  /** Stops the worker and rejects what is still pending. */
  dispose(): void;
}

interface Pending {
  readonly request: Extract<TokenCounterRequest, { type: 'count' }>;
  readonly results: CountResult[];
  readonly options: CountOptions;
  readonly resolve: (results: readonly CountResult[]) => void;
  readonly reject: (error: unknown) => void;
}

interface Port {
  readonly mode: 'worker' | 'in-thread';
  post(request: TokenCounterRequest): void;
  close(): void;
}

function inThreadPort(receive: (response: TokenCounterResponse) => void, counter: TokenCounter): Port {
  // Short slices keep the page responsive when it has to count on its own thread.
  const service = new TokenCountService((response) => setTimeout(() => receive(response), 0), counter, {
    sliceMs: 8,
  });
  return { mode: 'in-thread', post: (request) => service.handle(request), close: () => undefined };
}

function workerPort(
  worker: Worker,
  receive: (response: TokenCounterResponse) => void,
  fail: () => void,
): Port {
  worker.addEventListener('message', (event: MessageEvent<TokenCounterResponse>) => receive(event.data));
  worker.addEventListener('error', fail);
  return { mode: 'worker', post: (request) => worker.postMessage(request), close: () => worker.terminate() };
}

function defaultWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return new Worker(new URL('./token-counter-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Creates the main-thread client of the token counter worker. Where `Worker` does not exist, or the worker
 * fails to start, it counts in this thread instead, in short slices.
 */
export function createTokenCounterClient(options: {
  readonly createWorker?: () => Worker | undefined;
  /** The counter used when counting in this thread (the worker makes its own). */
  readonly createCounter: () => TokenCounter;
}): TokenCounterClient {
  const { createCounter } = options;
  const pending = new Map<number, Pending>();
  let nextRequestId = 1;

  const receive = (response: TokenCounterResponse) => {
    const entry = pending.get(response.requestId);
    if (!entry) return;
    if (response.type === 'failed') {
      pending.delete(response.requestId);
      entry.reject(new Error(response.error));
      return;
    }
    entry.results.push(...response.results);
    if (response.results.length > 0) entry.options.onProgress?.(response.results);
    if (response.done) {
      pending.delete(response.requestId);
      entry.resolve(entry.results);
    }
  };

  // A worker that cannot start (blocked, failed to load) hands its unanswered requests to the page thread.
  const fallBack = () => {
    port.close();
    port = inThreadPort(receive, createCounter());
    for (const entry of pending.values()) {
      entry.results.length = 0;
      port.post(entry.request);
    }
  };

  let port: Port;
  try {
    const worker = (options.createWorker ?? defaultWorker)();
    port = worker ? workerPort(worker, receive, fallBack) : inThreadPort(receive, createCounter());
  } catch {
    port = inThreadPort(receive, createCounter());
  }

  return {
    get mode() {
      return port.mode;
    },
    count(encoding, items, countOptions = {}) {
      const requestId = nextRequestId;
      nextRequestId += 1;
      const { signal } = countOptions;
      if (signal?.aborted) return Promise.reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return new Promise((resolve, reject) => {
        const request = { type: 'count', requestId, encoding, items } as const;
        pending.set(requestId, { request, results: [], options: countOptions, resolve, reject });
        signal?.addEventListener('abort', () => {
          if (!pending.delete(requestId)) return;
          port.post({ type: 'cancel', requestIds: [requestId] });
          reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        });
        port.post(request);
      });
    },
    preload(encoding) {
      port.post({ type: 'preload', encoding });
    },
    dispose() {
      port.close();
      for (const entry of pending.values())
        entry.reject(new DOMException('Token counter disposed', 'AbortError'));
      pending.clear();
    },
  };
}
