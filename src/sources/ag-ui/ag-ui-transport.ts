import { loadPatternEngines } from '../../core/rules/pattern-engines.ts';
import type { RunAgentInput } from '@ag-ui/core';
import type { AgUiFailure } from './describe-ag-ui-failure.ts';
import { describeAgUiFailure, describeAnswer, isAgUiStreamType } from './describe-ag-ui-failure.ts';

/** Where an agent server is and what it needs with each request. */
export interface AgUiEndpoint {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The page's origin, named in CORS advice. */
  readonly origin: string;
  readonly fetch?: typeof fetch;
}

/** How a run's stream ended: its last event said (finished or failed), the stream broke, or it was stopped. */
export type RunStreamEnd =
  | { readonly status: 'ended' }
  | { readonly status: 'failed'; readonly failure: AgUiFailure }
  | { readonly status: 'stopped' };

/** A run in flight: Stop aborts its request. */
export interface RunHandle {
  stop(): void;
}

function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Whether the server answers a request the page may not read: then a failed read is CORS, not the network. */
async function answersOpaqueRequests(endpoint: AgUiEndpoint): Promise<boolean> {
  try {
    await (endpoint.fetch ?? fetch)(endpoint.url, { method: 'POST', mode: 'no-cors', body: '{}' });
    return true;
  } catch {
    return false;
  }
}

/** Words for what broke a run's request or stream. */
export async function describeStreamError(endpoint: AgUiEndpoint, error: unknown): Promise<AgUiFailure> {
  const status = httpStatusOf(error);
  const networkError = error instanceof TypeError && status === undefined;
  const payload = (error as { payload?: unknown } | null)?.payload;
  return describeAgUiFailure({
    url: endpoint.url,
    origin: endpoint.origin,
    error,
    networkError,
    ...(networkError ? { answersOpaqueRequests: await answersOpaqueRequests(endpoint) } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(payload !== undefined
      ? { body: typeof payload === 'string' ? payload : JSON.stringify(payload) }
      : {}),
    headerNames: Object.keys(endpoint.headers),
  });
}

/**
 * `fetch` whose response body ends cleanly when the connection breaks mid-stream, remembering why: the run then
 * reads as cut off (no `RUN_FINISHED`), and `@ag-ui/client` never sees a rejected `cancel()` it would rethrow.
 */
function fetchEndingCleanly(
  base: typeof fetch,
  onBroken: (error: unknown) => void,
  onNotAStream: (answer: string) => void,
): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const contentType = response.headers.get('content-type') ?? '';
    // What came instead of events is named, not read as a connection that dropped.
    if (response.ok && !isAgUiStreamType(contentType)) {
      onNotAStream(describeAnswer(response.status, contentType));
      void response.body?.cancel().catch(() => undefined);
      return new Response('', { status: response.status, headers: { 'content-type': 'text/event-stream' } });
    }
    if (!response.body) return response;
    const source = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await source.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          onBroken(error);
          controller.close();
        }
      },
      cancel: (reason) => source.cancel(reason).catch(() => undefined),
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/**
 * Starts a run on the agent server with `HttpAgent` from `@ag-ui/client` (its SSE parsing and request shape) and
 * hands each event over as it arrives. The stream ends `ended` only when a `RUN_FINISHED` or `RUN_ERROR` came;
 * a stream that closes without one broke (the server died, the network dropped) and says so.
 */
export async function startRun(
  endpoint: AgUiEndpoint,
  input: RunAgentInput,
  onEvent: (event: unknown) => void,
  onEnd: (end: RunStreamEnd) => void,
): Promise<RunHandle> {
  // Response schemas may hold patterns, which only the linear-time engine checks: it is in before any event.
  const [{ HttpAgent, transformChunks }] = await Promise.all([import('@ag-ui/client'), loadPatternEngines()]);
  let broken: unknown;
  let notAStream: string | undefined;
  const agent = new HttpAgent({
    url: endpoint.url,
    headers: { ...endpoint.headers },
    fetch: fetchEndingCleanly(
      endpoint.fetch ?? ((request, init) => fetch(request, init)),
      (error) => {
        broken = error;
      },
      (answer) => {
        notAStream = answer;
      },
    ),
  });
  let terminal = false;
  let stopped = false;
  const subscription = agent
    .run(input)
    .pipe(transformChunks(undefined))
    .subscribe({
      next: (event) => {
        const type = (event as { type?: unknown }).type;
        if (type === 'RUN_FINISHED' || type === 'RUN_ERROR') terminal = true;
        onEvent(event);
      },
      error: (error: unknown) => {
        if (stopped) return;
        void describeStreamError(endpoint, error).then((failure) => onEnd({ status: 'failed', failure }));
      },
      complete: () => {
        if (stopped) return;
        if (terminal) onEnd({ status: 'ended' });
        else if (notAStream)
          onEnd({
            status: 'failed',
            failure: {
              kind: 'not-ag-ui',
              message: `${endpoint.url} ${notAStream}, not an AG-UI event stream: check the agent's URL on the Agents screen.`,
            },
          });
        else
          onEnd({
            status: 'failed',
            failure: {
              kind: 'closed',
              message: `The connection to ${endpoint.url} closed before the run finished (the agent server stopped or the network dropped${broken instanceof Error ? `: ${broken.message}` : ''}). Everything that arrived is kept.`,
            },
          });
      },
    });
  return {
    stop() {
      stopped = true;
      subscription.unsubscribe();
      agent.abortRun();
      onEnd({ status: 'stopped' });
    },
  };
}

/**
 * Checks that `url` is an agent server this page can use, without starting a run: it posts an empty input, which
 * an AG-UI endpoint refuses as invalid (or answers with an event stream). A network failure is told apart as
 * unreachable or CORS; an HTML page, 404 or 405 is not an AG-UI endpoint; 401 and 403 are the credentials.
 */
export async function checkEndpoint(
  endpoint: AgUiEndpoint,
): Promise<{ readonly ok: true } | { readonly ok: false; readonly failure: AgUiFailure }> {
  const request = endpoint.fetch ?? fetch;
  let response: Response;
  try {
    response = await request(endpoint.url, {
      method: 'POST',
      headers: { ...endpoint.headers, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: '{}',
    });
  } catch (error) {
    return {
      ok: false,
      failure: await describeStreamError(
        endpoint,
        error instanceof TypeError ? error : new TypeError(String(error)),
      ),
    };
  }
  const contentType = response.headers.get('content-type') ?? '';
  const streaming = isAgUiStreamType(contentType);
  const body = streaming ? '' : await response.text().catch(() => '');
  if (streaming) void response.body?.cancel();
  // An event stream, or an empty input refused as invalid; an HTML page, whatever its status, is not an endpoint.
  const refusedInput =
    (response.status === 400 || response.status === 422) && !contentType.includes('text/html');
  if (streaming || refusedInput) return { ok: true };
  return {
    ok: false,
    failure: describeAgUiFailure({
      url: endpoint.url,
      origin: endpoint.origin,
      networkError: false,
      status: response.status,
      contentType,
      body,
      headerNames: Object.keys(endpoint.headers),
      error: undefined,
    }),
  };
}
