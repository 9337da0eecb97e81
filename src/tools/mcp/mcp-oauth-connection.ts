import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { UnauthorizedError, auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { McpConnectionError } from './mcp-connection-error.ts';
import type { OAuthFailureStep } from './mcp-oauth-failure.ts';
import { OAuthSignInError, describeOAuthFailure } from './mcp-oauth-failure.ts';
import type { BrowserOAuthProvider } from './mcp-oauth-provider.ts';

/**
 * The provider the transport uses: the same one, except that a token about to expire is refreshed (by the SDK's
 * `auth`, against the token endpoint) before the request that would carry it, so the server never sees it expire.
 */
export function refreshingAuthProvider(
  provider: BrowserOAuthProvider,
  serverUrl: URL,
  fetchFn: typeof fetch,
): OAuthClientProvider {
  let refreshing: Promise<unknown> | undefined;
  return new Proxy(provider, {
    get(target, key) {
      if (key === 'tokens') {
        return async () => {
          if (!refreshing && target.expiresSoon()) {
            refreshing = auth(target, { serverUrl, fetchFn }).finally(() => {
              refreshing = undefined;
            });
            await refreshing;
          }
          return target.tokens();
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Whether `error` came out of signing in (rather than out of the network or the server's MCP answer). */
function isSignInError(provider: BrowserOAuthProvider, error: unknown): boolean {
  return (
    error instanceof OAuthSignInError ||
    error instanceof UnauthorizedError ||
    error instanceof OAuthError ||
    provider.authStarted
  );
}

/** A sign-in failure worded for the operator (with every token redacted), or undefined for any other failure. */
export function oauthFailure(
  provider: BrowserOAuthProvider | undefined,
  url: string,
  error: unknown,
): McpConnectionError | undefined {
  if (!provider || !isSignInError(provider, error)) return undefined;
  const step: OAuthFailureStep = provider.refreshRefused
    ? 'refresh-refused'
    : error instanceof OAuthSignInError && error.step !== 'consent'
      ? error.step
      : provider.step === 'done'
        ? 'refresh-refused'
        : provider.step;
  // The SDK forgets the tokens only when the token endpoint answered invalid_grant.
  const cause = provider.refreshRefused ? 'invalid_grant' : error;
  return new McpConnectionError({
    kind: 'unauthorized',
    message: describeOAuthFailure(url, step, cause, provider.secrets()),
  });
}

/**
 * After a connection was refused for want of a sign-in: waits for the operator's consent in the sign-in window the
 * provider opened and exchanges the code for tokens. Returns false when no sign-in window is open.
 */
export async function finishSignIn(
  provider: BrowserOAuthProvider | undefined,
  serverUrl: URL,
  fetchFn: typeof fetch,
): Promise<boolean> {
  const authorization = provider?.takeAuthorization();
  if (!provider || !authorization) return false;
  const code = await authorization;
  const result = await auth(provider, { serverUrl, authorizationCode: code, fetchFn });
  return result === 'AUTHORIZED';
}
