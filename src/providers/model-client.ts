import type { ModelRequest } from '../core/model-request.ts';
import type { WireFormat } from '../wire/stream-event.ts';

/** A model's streamed answer: raw wire bytes in a known format, to be fed to the wire parsers. */
export interface ModelStream {
  readonly format: WireFormat;
  readonly body: ReadableStream<Uint8Array>;
}

/**
 * What the agent loop talks to: a real provider over fetch, or the embedded demo model. Both answer with
 * genuine wire bytes, so both go through the same parsers.
 */
export interface ModelClient {
  /** Stable identity of the issuing provider and model, e.g. `anthropic:claude-sonnet-4-5` or `demo`. */
  readonly id: string;
  /** What the header shows. */
  readonly label: string;
  /**
   * Starts one request. Rejects with a {@link ModelClientError} whose message is safe to show (never an API key).
   * `onRetry` reports a wait before a retry after a 429 or 5xx.
   */
  stream(
    request: ModelRequest,
    options: {
      readonly signal: AbortSignal;
      readonly onRetry?: (waitMs: number, attempt: number, reason: string) => void;
    },
  ): Promise<ModelStream>;
}

/** A request that failed before its stream began, with a message fit for the operator. */
export class ModelClientError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelClientError';
  }
}
