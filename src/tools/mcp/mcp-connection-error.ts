/** The last HTTP answer the connection saw, as far as the browser lets it be read. */
export interface ObservedResponse {
  readonly status: number;
  readonly contentType: string;
  /** The `WWW-Authenticate` header, when the server sent one and exposed it to the page. */
  readonly wwwAuthenticate?: string;
}

/** What is known about a failed attempt to connect or call. */
export interface FailureFacts {
  readonly url: string;
  /** The page's origin, which the server must allow. */
  readonly origin: string;
  readonly error: unknown;
  readonly response?: ObservedResponse;
  /** The request never got an HTTP answer the page could read (fetch rejected). */
  readonly networkError: boolean;
  /** For a network error: whether the server answered a request the page may not read (so: CORS). */
  readonly answersOpaqueRequests?: boolean;
  /** The initialize answer carried no session id the page could read. */
  readonly sessionIdHidden?: boolean;
  readonly timeoutMs?: number;
}

/** Why a server cannot be used, by kind, and what to do about it. */
export type McpFailure = {
  readonly kind:
    | 'unreachable'
    | 'blocked'
    | 'cors'
    | 'unauthorized'
    | 'forbidden'
    | 'not-mcp'
    | 'session'
    | 'timeout'
    | 'error';
  readonly message: string;
};

/** Headers a browser client sends to an MCP server; the server must allow each in CORS. */
export const requestHeaders = [
  'Content-Type',
  'Accept',
  'Authorization',
  'Mcp-Session-Id',
  'Mcp-Protocol-Version',
  'Last-Event-ID',
];

/** Headers the server must expose so the page can read them. */
export const exposedHeaders = ['Mcp-Session-Id', 'Mcp-Protocol-Version', 'WWW-Authenticate'];

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function corsAdvice(origin: string, extraHeaders: readonly string[]): string {
  const allowed = [
    ...requestHeaders,
    ...extraHeaders.filter(
      (name) => !requestHeaders.some((known) => known.toLowerCase() === name.toLowerCase()),
    ),
  ];
  return (
    `The server must answer the preflight (OPTIONS) and every reply with Access-Control-Allow-Origin: ${origin} ` +
    `(or *), Access-Control-Allow-Methods: GET, POST, DELETE, Access-Control-Allow-Headers: ${allowed.join(', ')}, ` +
    `and Access-Control-Expose-Headers: ${exposedHeaders.join(', ')}.`
  );
}

/**
 * Says precisely why a server could not be reached or used: unreachable; reachable but blocked by CORS (with the
 * headers the server must allow and expose); 401 with what `WWW-Authenticate` asked for; 403; an answer that is
 * not MCP; a session id the page may not read; a timeout; else the server's own error.
 */
export function describeFailure(facts: FailureFacts, extraHeaders: readonly string[] = []): McpFailure {
  const { url, response } = facts;
  if (facts.timeoutMs !== undefined) {
    return {
      kind: 'timeout',
      message: `${url} did not answer within ${Math.round(facts.timeoutMs / 1000)} s.`,
    };
  }
  if (facts.networkError) {
    if (facts.answersOpaqueRequests) {
      return {
        kind: 'cors',
        message: `${url} answered, but the browser blocked the reply because the server does not allow this page's origin (CORS). ${corsAdvice(facts.origin, extraHeaders)}`,
      };
    }
    return {
      kind: 'unreachable',
      message: `${url} cannot be reached: nothing answered (${messageOf(facts.error)}). Check that the server runs and the address and port are right.`,
    };
  }
  if (response?.status === 401) {
    const asked = response.wwwAuthenticate
      ? `It asked for: WWW-Authenticate: ${response.wwwAuthenticate}.`
      : 'It sent no WWW-Authenticate header the page may read (the server must list it in Access-Control-Expose-Headers).';
    return {
      kind: 'unauthorized',
      message: `${url} wants authorization (HTTP 401). ${asked} Add the credentials as a header (for example Authorization: Bearer <token>) and connect again.`,
    };
  }
  if (response?.status === 403) {
    return {
      kind: 'forbidden',
      message: `${url} refused access (HTTP 403): the credentials given do not allow it.`,
    };
  }
  if (facts.sessionIdHidden && response && (response.status === 400 || response.status === 404)) {
    return {
      kind: 'session',
      message: `${url} lost the session after it started (HTTP ${response.status}): its Mcp-Session-Id header is not readable by the page. The server must send Access-Control-Expose-Headers: ${exposedHeaders.join(', ')}.`,
    };
  }
  if (
    response &&
    (response.status === 404 ||
      response.status === 405 ||
      response.status >= 500 ||
      !/json|event-stream/i.test(response.contentType))
  ) {
    return {
      kind: 'not-mcp',
      message: `${url} answered HTTP ${response.status}${response.contentType ? ` (${response.contentType.split(';')[0]})` : ''}, which is not an MCP Streamable HTTP endpoint. Check the path (often /mcp).`,
    };
  }
  const detail = messageOf(facts.error);
  if (/invalid_union|Unexpected token|JSON|Unexpected content type|is not valid JSON/i.test(detail)) {
    return { kind: 'not-mcp', message: `${url} did not answer in MCP's JSON-RPC: ${detail.slice(0, 300)}` };
  }
  return { kind: 'error', message: `${url}: ${detail.slice(0, 500)}` };
}

/** A failure worded for the operator, with its kind. */
export class McpConnectionError extends Error {
  constructor(readonly failure: McpFailure) {
    super(failure.message);
    this.name = 'McpConnectionError';
  }
}
