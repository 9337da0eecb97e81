import type { OAuthClientMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';

/** Where, beside the app's index.html, its OAuth Client ID Metadata Document is served. */
export const clientMetadataDocumentPath = 'oauth-client.json';

/** The page, beside the app's index.html, that the authorization server sends the sign-in window back to. */
export const oauthCallbackPath = 'oauth-callback.html';

/**
 * What the app says of itself as an OAuth client of the app served at `appUrl` (the URL of its index.html's
 * folder): a public client (PKCE, no secret) signing in with the authorization code and refreshing its tokens.
 */
export function oauthClientMetadata(appUrl: string): OAuthClientMetadata {
  return {
    client_name: 'Toolgate',
    client_uri: new URL('.', appUrl).href,
    redirect_uris: [new URL(oauthCallbackPath, appUrl).href],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

/**
 * The Client ID Metadata Document of the app served at `appUrl`: its client metadata, with the document's own URL
 * as the `client_id`, as an authorization server that supports such documents requires.
 */
export function clientMetadataDocument(appUrl: string): OAuthClientMetadata & { readonly client_id: string } {
  return { client_id: new URL(clientMetadataDocumentPath, appUrl).href, ...oauthClientMetadata(appUrl) };
}

let served: Promise<string | undefined> | undefined;

/**
 * The URL of this page's Client ID Metadata Document when it is served as it must be for an authorization server to
 * accept it (over https, naming its own URL as the `client_id`), else undefined, and sign-in registers dynamically.
 * Read once per page.
 */
export function servedClientMetadataUrl(
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<string | undefined> {
  served ??= (async () => {
    const url = new URL(clientMetadataDocumentPath, document.baseURI).href;
    if (new URL(url).protocol !== 'https:') return undefined;
    try {
      const response = await fetchFn(url, { cache: 'no-store' });
      if (!response.ok) return undefined;
      const body = (await response.json()) as { client_id?: unknown } | null;
      return body?.client_id === url ? url : undefined;
    } catch {
      return undefined;
    }
  })();
  return served;
}
