import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ObservedResponse } from './mcp-connection-error.ts';
import { McpConnectionError, describeFailure } from './mcp-connection-error.ts';
import { oauthFailure } from './mcp-oauth-connection.ts';
import type { McpEndpoint } from './mcp-connection.ts';

/** What the connection saw of the server's answers, to word a failure by what happened on the wire. */
export interface ObservedAnswers {
  last?: ObservedResponse;
  networkError: boolean;
  sessionIdHidden: boolean;
}

/** fetch that remembers the last answer (status, type, WWW-Authenticate) and whether the network failed. */
export function observingFetch(observer: ObservedAnswers, fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      const response = await fetchImpl(input, init);
      observer.networkError = false;
      observer.last = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        ...(response.headers.get('www-authenticate')
          ? { wwwAuthenticate: response.headers.get('www-authenticate')! }
          : {}),
      };
      return response;
    } catch (error) {
      if (!(init?.signal?.aborted ?? false)) observer.networkError = true;
      throw error;
    }
  };
}

/** Whether the server answers at all (an opaque answer to a no-cors request): reachable, but not to this page. */
export async function answersOpaque(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    await fetchImpl(url, { mode: 'no-cors', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

function pageOrigin(): string {
  return typeof location === 'undefined' ? 'this page' : location.origin;
}

/**
 * A failure worded for the operator: a sign-in that failed, else what the wire showed (a network failure, and
 * whether the server answers opaque requests; the last answer's status, type and WWW-Authenticate; a hidden
 * session id; the timeout it ran into).
 */
export async function observedFailure(input: {
  readonly endpoint: McpEndpoint;
  readonly observer: ObservedAnswers;
  readonly fetchImpl: typeof fetch;
  readonly error: unknown;
  readonly timeoutMs?: number;
}): Promise<McpConnectionError> {
  const { endpoint, observer, fetchImpl, error, timeoutMs } = input;
  if (error instanceof McpConnectionError) return error;
  const signInFailure = oauthFailure(endpoint.oauth, endpoint.url, error);
  if (signInFailure) return signInFailure;
  const answersOpaqueRequests = observer.networkError ? await answersOpaque(endpoint.url, fetchImpl) : false;
  return new McpConnectionError(
    describeFailure(
      {
        url: endpoint.url,
        origin: pageOrigin(),
        error,
        networkError: observer.networkError,
        answersOpaqueRequests,
        sessionIdHidden: observer.sessionIdHidden,
        ...(observer.last ? { response: observer.last } : {}),
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      },
      Object.keys(endpoint.headers),
    ),
  );
}

/** Whether the SDK gave up waiting for an answer. */
export function isTimeout(error: unknown): boolean {
  return error instanceof McpError && error.code === ErrorCode.RequestTimeout;
}
