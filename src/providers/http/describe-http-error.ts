/**
 * Removes every occurrence of the secrets from `text` (and their URL-encoded forms), so an error that echoes a
 * request back never shows an API key to the operator, a log or an export.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; real keys are long.
    if (secret.length < 6) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)]))
      result = result.split(form).join('[redacted]');
  }
  return result;
}

/** The message for a body that is a web page: the base URL points at a site, not at a model API. */
export const htmlBodyMessage = 'The server answered with an HTML page, not a model API (check the base URL).';

function looksLikeHtml(body: string, contentType: string): boolean {
  return /text\/html/i.test(contentType) || /^\s*<(!doctype|html|head|body)\b/i.test(body);
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The provider's own words from an error body: OpenAI and compatible servers (`{error: {message}}`), Anthropic
 * (`{type: 'error', error: {message}}`), Gemini (`{error: {message, status}}`), Ollama (`{error: "…"}`), or a
 * top-level `message` / `detail`. Undefined when the body says nothing usable.
 */
export function providerErrorMessage(body: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (Array.isArray(data)) data = data[0];
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  const error = record.error;
  if (typeof error === 'string') return textOf(error);
  if (error && typeof error === 'object') {
    const inner = error as Record<string, unknown>;
    return textOf(inner.message) ?? textOf(inner.status) ?? textOf(inner.type) ?? textOf(inner.code);
  }
  return textOf(record.message) ?? textOf(record.detail);
}

/** What the operator should check after a status that is not about the request itself. */
function advice(status: number): string {
  if (status === 401) return ' Check the API key in Settings.';
  if (status === 403)
    return ' The key is valid but not allowed to do this (check its permissions, or the model).';
  if (status === 404) return ' Check the base URL and the model name.';
  if (status === 429) return ' The provider is rate limiting these requests.';
  return '';
}

function statusLabel(status: number): string {
  if (status === 401) return 'The provider refused the API key (401)';
  if (status === 403) return 'The provider denied access (403)';
  if (status === 404) return 'Not found (404)';
  if (status === 429) return 'Too many requests (429)';
  if (status >= 500) return `The provider had an error (${status})`;
  return `The request was rejected (${status})`;
}

/**
 * A message fit for the operator for a failed HTTP response: the provider's own message when its body has one,
 * a clear sentence for an HTML page or a bad key, and never any of `secrets`.
 */
export function describeHttpError(
  response: {
    readonly status: number;
    readonly statusText?: string;
    readonly contentType?: string;
    readonly body: string;
  },
  secrets: readonly string[],
): string {
  const { status, body } = response;
  let message: string;
  if (looksLikeHtml(body, response.contentType ?? '')) {
    message = `${htmlBodyMessage} (HTTP ${status})`;
  } else {
    const own =
      providerErrorMessage(body) ?? (body.trim() ? body.trim().slice(0, 300) : response.statusText?.trim());
    message = `${statusLabel(status)}${own ? `: ${own}` : '.'}${advice(status)}`;
  }
  return redactSecrets(message, secrets);
}

/** A message for a request that never got an answer (offline, wrong host, CORS). */
export function describeNetworkError(url: string, error: unknown, secrets: readonly string[]): string {
  let origin = url;
  try {
    origin = new URL(url).origin;
  } catch {
    // An unparseable URL is shown as typed.
  }
  const reason = error instanceof Error ? error.message : String(error);
  return redactSecrets(
    `Could not reach ${origin} (${reason}). Check the base URL, that the server is running, and that it allows requests from this page (CORS).`,
    secrets,
  );
}
