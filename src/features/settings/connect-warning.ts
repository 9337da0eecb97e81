import { extraOriginsVariable, isConnectAllowed } from '../../providers/connect-policy.ts';

/**
 * Why the page's Content-Security-Policy will block requests to `baseUrl`, or undefined when it allows them (or
 * the URL is not one yet: the base URL's own check says so). The page's own origin is always allowed.
 */
export function connectWarning(
  baseUrl: string,
  origins: readonly string[],
  pageOrigin: string,
): string | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin === pageOrigin || isConnectAllowed(baseUrl, origins)) return undefined;
  return (
    `This build's Content-Security-Policy does not allow connections to ${url.origin}, so the browser will ` +
    `block its requests. Build the app with ${extraOriginsVariable}="${url.origin}" to allow it.`
  );
}
