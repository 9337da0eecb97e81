import type { UIMessage } from 'ai';
import type { AiSdkFailure } from './describe-ai-sdk-failure.ts';
import { answerFailure, networkFailure } from './describe-ai-sdk-failure.ts';
import type { ChatStreamEnd } from './read-chat-stream.ts';
import { chunksOf, readChunks } from './read-chat-stream.ts';

/**
 * A connected chat route: its URL, the headers sent with each request (its `Authorization`, when it needs a
 * token), and the page's origin for wording.
 */
export interface AiSdkEndpoint {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly origin: string;
  readonly fetch?: typeof fetch;
}

/** The body the SDK's `DefaultChatTransport` posts: the chat's id and every message the client holds. */
export interface ChatRequestBody {
  readonly id: string;
  readonly messages: readonly UIMessage[];
  readonly trigger: 'submit-message';
}

/** How a request to the route ended: refused before any answer, or read to its end (finished, failed). */
export type ChatPostEnd = { readonly status: 'refused'; readonly failure: AiSdkFailure } | ChatStreamEnd;

function sendsToken(endpoint: AiSdkEndpoint): boolean {
  return Object.keys(endpoint.headers).some((name) => name.toLowerCase() === 'authorization');
}

async function answersOpaqueRequests(endpoint: AiSdkEndpoint): Promise<boolean> {
  try {
    await (endpoint.fetch ?? fetch)(endpoint.url, { method: 'POST', mode: 'no-cors', body: '{}' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Posts the chat to the route and reads its UI message stream, handing each state of the assistant's message to
 * `onMessage` (`continued`: the assistant message a follow-up continues). Nothing is retried: a request that
 * may have reached the route is the desk's to settle.
 */
export async function postChat(
  endpoint: AiSdkEndpoint,
  body: ChatRequestBody,
  continued: UIMessage | undefined,
  onMessage: (message: UIMessage) => void,
  signal?: AbortSignal,
): Promise<ChatPostEnd> {
  let response: Response;
  try {
    response = await (endpoint.fetch ?? fetch)(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...endpoint.headers },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const opaque = await answersOpaqueRequests(endpoint);
    return {
      status: 'refused',
      failure: networkFailure(endpoint.url, endpoint.origin, opaque, Object.keys(endpoint.headers)),
    };
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !/text\/event-stream/i.test(contentType) || !response.body) {
    const text = await response.text().catch(() => '');
    return {
      status: 'refused',
      failure: answerFailure(endpoint.url, response.status, contentType, text, sendsToken(endpoint)),
    };
  }
  return readChunks(chunksOf(endpoint.url, response.body), continued, onMessage);
}

/**
 * Checks a route without starting a chat: an empty chat is refused by a route that validates its messages (400
 * with JSON or text, not a web page), or answered with a stream. Anything else says why it cannot be used.
 */
export async function checkRoute(endpoint: AiSdkEndpoint): Promise<AiSdkFailure | undefined> {
  let response: Response;
  try {
    response = await (endpoint.fetch ?? fetch)(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...endpoint.headers },
      body: JSON.stringify({ id: 'toolgate-check', messages: [], trigger: 'submit-message' }),
    });
  } catch {
    const opaque = await answersOpaqueRequests(endpoint);
    return networkFailure(endpoint.url, endpoint.origin, opaque, Object.keys(endpoint.headers));
  }
  const contentType = response.headers.get('content-type') ?? '';
  // What a route says when it refuses the token is worth quoting; any other answer's body is not read.
  const refusal = response.status === 401 || response.status === 403;
  const text = refusal ? await response.text().catch(() => '') : '';
  if (!refusal) await response.body?.cancel().catch(() => undefined);
  if (/text\/event-stream/i.test(contentType)) return undefined;
  if ((response.status === 400 || response.status === 422) && !/text\/html/i.test(contentType))
    return undefined;
  return answerFailure(endpoint.url, response.status, contentType, text, sendsToken(endpoint));
}
