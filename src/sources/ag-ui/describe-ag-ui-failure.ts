/** Why an agent server could not be used, by kind, with what to do about it. */
export interface AgUiFailure {
  readonly kind: 'unreachable' | 'cors' | 'unauthorized' | 'not-ag-ui' | 'closed' | 'run-error' | 'error';
  readonly message: string;
}

/** What is known about a failed request to an agent server. */
export interface AgUiFailureFacts {
  readonly url: string;
  /** The page's origin, which the server must allow. */
  readonly origin: string;
  readonly error?: unknown;
  /** The HTTP status, when the page could read an answer. */
  readonly status?: number;
  readonly contentType?: string;
  readonly body?: string;
  /** The request got no answer the page could read (fetch rejected). */
  readonly networkError: boolean;
  /** For a network error: the server answered a request the page may not read, so CORS blocked this one. */
  readonly answersOpaqueRequests?: boolean;
  /** Names of the extra request headers the operator configured. */
  readonly headerNames?: readonly string[];
}

/** The CORS headers an agent server must send for this page, naming the request headers it must allow. */
export function corsRequirements(origin: string, headerNames: readonly string[] = []): string {
  const allowed = ['Content-Type', 'Accept', ...headerNames].join(', ');
  return `Access-Control-Allow-Origin: ${origin} (or *), Access-Control-Allow-Methods: POST, OPTIONS, Access-Control-Allow-Headers: ${allowed}`;
}

/** Content types an AG-UI run may answer with: server-sent events, or the protocol's binary encoding. */
export function isAgUiStreamType(contentType: string): boolean {
  return /text\/event-stream|application\/vnd\.ag-ui/i.test(contentType);
}

/** What came back, in words: "answered 200 with an HTML page (text/html)". */
export function describeAnswer(status: number, contentType: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const what = !type
    ? 'no content type'
    : type === 'text/html'
      ? `an HTML page (${type})`
      : /json/.test(type)
        ? `JSON (${type})`
        : type === 'text/plain'
          ? `plain text (${type})`
          : type;
  return `answered ${status} with ${what}`;
}

function shortBody(body: string | undefined): string {
  if (!body) return '';
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? ` (${text.slice(0, 160)}…)` : text ? ` (${text})` : '';
}

/** One precise sentence (or two) for a failed connection or run: unreachable, CORS, credentials, not AG-UI. */
export function describeAgUiFailure(facts: AgUiFailureFacts): AgUiFailure {
  if (facts.networkError) {
    if (facts.answersOpaqueRequests)
      return {
        kind: 'cors',
        message: `${facts.url} answered, but its CORS headers do not let this page (${facts.origin}) read the answer. The agent server must send ${corsRequirements(facts.origin, facts.headerNames)}.`,
      };
    return {
      kind: 'unreachable',
      message: `Nothing answered at ${facts.url}: check that the agent server is running and the URL (host, port, path) is right.`,
    };
  }
  const status = facts.status;
  if (status === 401 || status === 403)
    return {
      kind: 'unauthorized',
      message: `The agent server refused the request (HTTP ${status})${shortBody(facts.body)}: check the Authorization or other headers.`,
    };
  if (status !== undefined && status >= 500)
    return { kind: 'error', message: `The agent server failed (HTTP ${status})${shortBody(facts.body)}.` };
  // A run endpoint answers with an event stream; anything else that came instead is named as it came.
  if (
    status !== undefined &&
    (status === 404 ||
      status === 405 ||
      (facts.contentType ?? '').includes('text/html') ||
      (status < 300 && !isAgUiStreamType(facts.contentType ?? '')))
  )
    return {
      kind: 'not-ag-ui',
      message: `${facts.url} is not an AG-UI run endpoint: it ${describeAnswer(status, facts.contentType ?? '')}, not an event stream. Use the URL that accepts a RunAgentInput by POST and answers with an event stream.`,
    };
  const error = facts.error;
  const text = error instanceof Error ? error.message : error === undefined ? '' : String(error);
  if (/JSON|Invalid event|No headers event|not a JSON object/i.test(text))
    return {
      kind: 'not-ag-ui',
      message: `${facts.url} answered, but not with AG-UI events (${text}).`,
    };
  return {
    kind: 'error',
    message: text || `The request to ${facts.url} failed (HTTP ${status ?? 'unknown'}).`,
  };
}
