/** Which step of signing in to a server failed. */
export type OAuthFailureStep =
  'discovery' | 'registration' | 'consent' | 'sign-in-needed' | 'refresh-refused';

/** A sign-in failure at a known step; its detail is worded by {@link describeOAuthFailure}. */
export class OAuthSignInError extends Error {
  constructor(
    readonly step: OAuthFailureStep,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'OAuthSignInError';
  }
}

/** Replaces every secret in `text` by a mark, so a token never reaches the screen or a log. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length >= 8)
    .reduce((redacted, secret) => redacted.split(secret).join('[redacted]'), text);
}

function detailOf(error: unknown): string {
  if (error instanceof OAuthSignInError) return error.detail;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/**
 * One sentence for the operator on why signing in to `url` failed, by step: the authorization server could not be
 * found (discovery), it refused to register this page as a client, the operator denied consent or closed the
 * window, the server wants a sign-in the page may not start by itself, or a token expired and its refresh was
 * refused. Secrets are redacted.
 */
export function describeOAuthFailure(
  url: string,
  step: OAuthFailureStep,
  error: unknown,
  secrets: readonly string[],
): string {
  const detail = redactSecrets(detailOf(error), secrets).slice(0, 300);
  switch (step) {
    case 'discovery':
      return `${url} asks for sign-in, but discovering its authorization server failed (${detail}). The server must publish its OAuth protected-resource metadata and its authorization server its metadata, both readable by this page (CORS).`;
    case 'registration':
      return `${url}'s authorization server refused to register Toolgate as a client (${detail}). It must allow dynamic client registration, or a client must be registered for this page by its administrator.`;
    case 'consent':
      return `Signing in to ${url} did not finish: ${detail}.`;
    case 'sign-in-needed':
      return `${url} needs you to sign in: ${detail}.`;
    case 'refresh-refused':
      return `The sign-in to ${url} expired and its authorization server refused to refresh it (${detail}). Sign in again: Reconnect opens the sign-in window.`;
  }
}
