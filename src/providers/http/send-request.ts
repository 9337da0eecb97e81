import { ModelClientError } from '../model-client.ts';
import { describeHttpError, describeNetworkError, redactSecrets } from './describe-http-error.ts';

/** One HTTP request as a provider adapter describes it; the transport sends it. */
export interface HttpRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers: Readonly<Record<string, string>>;
  /** JSON body, serialized by the transport. */
  readonly body?: unknown;
}

/** The `fetch` a transport uses; tests and the settings screen may pass their own. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** How many times and how long a transport retries a 429 or 5xx. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  /** Wait before the first retry; doubles each time. */
  readonly baseDelayMs: number;
  /** No single wait is longer, whatever `Retry-After` asks. */
  readonly maxDelayMs: number;
}

/** Four attempts, waiting 1 s, 2 s, 4 s (or what `Retry-After` asks, up to 30 s). */
export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000 };

/** Options of {@link sendRequest}. */
export interface SendOptions {
  readonly signal: AbortSignal;
  readonly fetch?: FetchFunction;
  /** Values that must never appear in an error (the API key). */
  readonly secrets: readonly string[];
  readonly retry?: RetryPolicy;
  readonly onRetry?: (waitMs: number, attempt: number, reason: string) => void;
  /** Waits `ms` unless aborted; tests pass one that does not wait. */
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Statuses worth another try: rate limits, server errors and Anthropic's "overloaded". */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function readBody(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

/**
 * Sends one request and returns the successful response. A 429 or 5xx is retried with bounded exponential
 * backoff (reporting each wait through `onRetry`); any other failure rejects with a {@link ModelClientError}
 * that carries the provider's own message and never a secret. An abort rejects with the signal's reason.
 */
export async function sendRequest(request: HttpRequest, options: SendOptions): Promise<Response> {
  const policy = options.retry ?? defaultRetryPolicy;
  const fetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? abortableSleep;
  const init: RequestInit = {
    method: request.method,
    headers: request.headers,
    signal: options.signal,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  };
  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetchFunction(request.url, init);
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason;
      throw new ModelClientError(describeNetworkError(request.url, error, options.secrets));
    }
    if (response.ok) return response;
    const body = await readBody(response);
    const message = describeHttpError(
      {
        status: response.status,
        statusText: response.statusText,
        contentType: response.headers.get('content-type') ?? '',
        body,
      },
      options.secrets,
    );
    if (!isRetryableStatus(response.status) || attempt >= policy.maxAttempts) {
      const suffix = attempt > 1 ? ` (after ${attempt} attempts)` : '';
      throw new ModelClientError(`${message}${suffix}`, response.status);
    }
    const backoff = policy.baseDelayMs * 2 ** (attempt - 1);
    const asked = retryAfterMs(response.headers.get('retry-after'), Date.now());
    const waitMs = Math.min(policy.maxDelayMs, asked ?? backoff);
    options.onRetry?.(waitMs, attempt, redactSecrets(message, options.secrets));
    await sleep(waitMs, options.signal);
  }
}
