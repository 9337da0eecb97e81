import { discoverOAuthServerInfo } from '@modelcontextprotocol/sdk/client/auth.js';
import { redactSecrets } from './mcp-oauth-failure.ts';
import type { StoredOAuth } from './mcp-oauth-provider.ts';

/** What signing out told the authorization server. */
export type SignOutRevocation =
  | { readonly status: 'revoked' }
  /** Nothing to revoke, or the authorization server advertises no revocation endpoint. */
  | { readonly status: 'not-offered' }
  | { readonly status: 'failed'; readonly message: string };

function secretsOf(stored: StoredOAuth): string[] {
  const clientSecret = (stored.clientInformation as { client_secret?: unknown } | undefined)?.client_secret;
  return [stored.tokens?.access_token, stored.tokens?.refresh_token, clientSecret].filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
}

async function refusal(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; error_description?: unknown };
    if (typeof body.error === 'string') {
      return typeof body.error_description === 'string'
        ? `${body.error}: ${body.error_description}`
        : body.error;
    }
  } catch {
    // Not an OAuth error body: the status says enough.
  }
  return `HTTP ${response.status}`;
}

/**
 * Asks the authorization server of the MCP server at `serverUrl` to revoke a sign-in's tokens (RFC 7009), the
 * refresh token first (which, by the RFC, may end its access tokens with it), then the access token, as the
 * client the sign-in used. Discovery is the SDK's, as for signing in. Resolves, never rejects: a failure is
 * worded for the operator with every secret redacted, so the caller forgets the tokens on this page anyway.
 */
export async function revokeSignIn(
  serverUrl: string,
  stored: StoredOAuth | undefined,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<SignOutRevocation> {
  const tokens = [
    { token: stored?.tokens?.refresh_token, hint: 'refresh_token' },
    { token: stored?.tokens?.access_token, hint: 'access_token' },
  ].filter((entry): entry is { token: string; hint: string } => Boolean(entry.token));
  const clientId = stored?.clientInformation?.client_id;
  if (!stored || tokens.length === 0 || !clientId) return { status: 'not-offered' };
  const failed = (detail: string): SignOutRevocation => ({
    status: 'failed',
    message: `Signed out of ${serverUrl} on this page, but its authorization server did not confirm revoking the sign-in (${redactSecrets(detail, secretsOf(stored)).slice(0, 300)}). The tokens are forgotten here; at the server they last until they expire.`,
  });
  try {
    const { authorizationServerMetadata } = await discoverOAuthServerInfo(serverUrl, { fetchFn });
    if (!authorizationServerMetadata) return failed('its metadata could not be read');
    // OpenID Provider metadata (the other form discovery may find) does not declare the field, but may carry it.
    const endpoint = (authorizationServerMetadata as { revocation_endpoint?: unknown }).revocation_endpoint;
    if (typeof endpoint !== 'string') return { status: 'not-offered' };
    const clientSecret = (stored.clientInformation as { client_secret?: unknown }).client_secret;
    for (const { token, hint } of tokens) {
      const body = new URLSearchParams({ token, token_type_hint: hint, client_id: clientId });
      if (typeof clientSecret === 'string') body.set('client_secret', clientSecret);
      const response = await fetchFn(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      // RFC 7009 answers 200 for a token it revoked and for one it did not know.
      if (!response.ok) return failed(`${hint.replace('_', ' ')}: ${await refusal(response)}`);
    }
    return { status: 'revoked' };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}
