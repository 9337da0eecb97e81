import { describe, expect, it } from 'vitest';
import { ModelClientError } from '../model-client.ts';
import type { FetchFunction } from './send-request.ts';
import { sendRequest } from './send-request.ts';

const secret = 'sk-test-SECRET-0123456789';
const request = {
  url: 'https://api.example.test/v1/chat/completions',
  method: 'POST' as const,
  headers: {},
  body: { a: 1 },
};

function answers(...responses: (() => Response)[]): FetchFunction & { calls: number } {
  const fetch = (async () => {
    fetch.calls += 1;
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  }) as unknown as FetchFunction & { calls: number };
  fetch.calls = 0;
  return fetch;
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

async function failure(promise: Promise<unknown>): Promise<ModelClientError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ModelClientError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

const options = (fetch: FetchFunction, extra: object = {}) => ({
  signal: new AbortController().signal,
  fetch,
  secrets: [secret],
  sleep: async () => undefined,
  ...extra,
});

describe('sendRequest', () => {
  it('an HTML page says so and points at the base URL', async () => {
    const fetch = answers(
      () =>
        new Response('<!DOCTYPE html><html><body>Welcome</body></html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const ok = await sendRequest(request, options(fetch));
    expect(ok.status).toBe(200);
    const notFound = answers(
      () =>
        new Response('<html><body>Not found</body></html>', {
          status: 404,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const error = await failure(sendRequest(request, options(notFound)));
    expect(error.message).toBe(
      'The server answered with an HTML page, not a model API (check the base URL). (HTTP 404)',
    );
  });

  it('a 401 carries the provider message, advice, and never the key', async () => {
    const fetch = answers(
      json(401, {
        error: { message: `Incorrect API key provided: ${secret}.`, type: 'invalid_request_error' },
      }),
    );
    const error = await failure(sendRequest(request, options(fetch)));
    expect(error.status).toBe(401);
    expect(error.message).toBe(
      'The provider refused the API key (401): Incorrect API key provided: [redacted]. Check the API key in Settings.',
    );
    expect(error.message).not.toContain(secret);
  });

  it('reads Anthropic, Gemini and Ollama error bodies', async () => {
    const anthropic = answers(
      json(400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'max_tokens: field required' },
      }),
    );
    expect((await failure(sendRequest(request, options(anthropic)))).message).toBe(
      'The request was rejected (400): max_tokens: field required',
    );
    const gemini = answers(
      json(400, { error: { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT' } }),
    );
    expect((await failure(sendRequest(request, options(gemini)))).message).toContain('API key not valid.');
    const ollama = answers(json(404, { error: 'model "llama9" not found, try pulling it first' }));
    expect((await failure(sendRequest(request, options(ollama)))).message).toBe(
      'Not found (404): model "llama9" not found, try pulling it first Check the base URL and the model name.',
    );
  });

  it('retries a 429 and a 5xx with bounded backoff, reporting each wait', async () => {
    const waits: number[] = [];
    const fetch = answers(
      json(429, { error: { message: 'Rate limit' } }, { 'retry-after': '3' }),
      json(503, { error: 'overloaded' }),
      () => new Response('ok'),
    );
    const response = await sendRequest(
      request,
      options(fetch, { onRetry: (waitMs: number) => waits.push(waitMs) }),
    );
    expect(await response.text()).toBe('ok');
    expect(waits).toEqual([3000, 2000]);
  });

  it('gives up after the last attempt with the provider message', async () => {
    const fetch = answers(
      json(500, { error: { message: 'boom' } }),
      json(500, { error: { message: 'boom' } }),
    );
    const error = await failure(
      sendRequest(request, options(fetch, { retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 5 } })),
    );
    expect(error.message).toBe('The provider had an error (500): boom (after 2 attempts)');
    expect(fetch.calls).toBe(2);
  });

  it('a server that cannot be reached gets a message about the URL and CORS', async () => {
    const fetch: FetchFunction = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await failure(sendRequest(request, options(fetch)));
    expect(error.message).toContain('Could not reach https://api.example.test (Failed to fetch)');
    expect(error.message).toContain('CORS');
  });

  it('an abort rejects with the abort reason, not a provider error', async () => {
    const controller = new AbortController();
    const fetch: FetchFunction = async () => {
      controller.abort(new DOMException('stopped', 'AbortError'));
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(
      sendRequest(request, { ...options(fetch), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
