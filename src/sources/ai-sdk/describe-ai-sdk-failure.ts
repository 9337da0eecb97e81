/** Why an AI SDK chat route could not be used, by kind, with what to do about it. */
export interface AiSdkFailure {
  readonly kind: 'unreachable' | 'cors' | 'unauthorized' | 'refused' | 'not-ai-sdk' | 'cut' | 'route-error';
  readonly message: string;
}

/** The CORS headers a chat route must send for this page to post to it. */
export function aiSdkCorsRequirements(origin: string, headerNames: readonly string[] = []): string {
  const allowed = ['Content-Type', ...headerNames].join(', ');
  return `Access-Control-Allow-Origin: ${origin} (or *) on both answers, and on the preflight (OPTIONS) Access-Control-Allow-Methods: POST and Access-Control-Allow-Headers: ${allowed}`;
}

function shortText(text: string | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
}

/** No answer the page could read: nothing listens, or the route answers but not to this page's origin. */
export function networkFailure(
  url: string,
  origin: string,
  answersOpaqueRequests: boolean,
  headerNames: readonly string[] = [],
): AiSdkFailure {
  if (answersOpaqueRequests)
    return {
      kind: 'cors',
      message: `${url} answers, but not to this page: its CORS headers do not allow ${origin}. The route must send ${aiSdkCorsRequirements(origin, headerNames)}.`,
    };
  return {
    kind: 'unreachable',
    message: `Nothing answered at ${url}: check that the route is running and that the address is right.`,
  };
}

/**
 * An answer that is not a UI message stream: the route refusing the token (401, 403; `sentToken` says whether one
 * went with the request), another HTTP error, or something other than server-sent events.
 */
export function answerFailure(
  url: string,
  status: number,
  contentType: string,
  body: string,
  sentToken = false,
): AiSdkFailure {
  const type = contentType.split(';')[0]!.trim().toLowerCase() || 'no content type';
  const said = shortText(body);
  if ((status === 401 || status === 403) && sentToken)
    return {
      kind: 'unauthorized',
      message: `${url} refused the token: it answered ${status}${said ? ` (${said})` : ''}. Check the Authorization value in the route's form.`,
    };
  if (status === 401 || status === 403)
    return {
      kind: 'unauthorized',
      message: `${url} refused a request without a token: it answered ${status}${said ? ` (${said})` : ''}. Give the route's token in its form (sent as Authorization: Bearer …).`,
    };
  if (status < 200 || status > 299)
    return { kind: 'refused', message: `${url} answered ${status}${said ? `: ${said}` : ''}.` };
  return {
    kind: 'not-ai-sdk',
    message: `${url} is not an AI SDK chat route: it answered ${status} with ${type}, not a UI message stream (text/event-stream).`,
  };
}

/** A stream that held something other than UI message chunks. */
export function notAChunk(url: string, detail: string): AiSdkFailure {
  return {
    kind: 'not-ai-sdk',
    message: `${url} is not an AI SDK chat route: its stream held an event that is not a UI message chunk (${shortText(detail)}).`,
  };
}

/** A stream that ended before the route finished its answer. */
export const cutFailure: AiSdkFailure = {
  kind: 'cut',
  message: 'The route’s stream was cut off before its answer finished; what arrived is kept.',
};

/** An error the route reported in its stream. */
export function routeError(errorText: string): AiSdkFailure {
  return { kind: 'route-error', message: `The route reported an error: ${shortText(errorText)}` };
}
