import type { McpFailure } from '../tools/mcp/mcp-connection-error.ts';
import { connectSourcesOf, extraOriginsVariable, isConnectAllowed } from '../providers/connect-policy.ts';

/**
 * Why the page's Content-Security-Policy blocks requests to `url`, or undefined when it allows them (or the page
 * has no policy): the browser would refuse them in a way that looks like an unreachable server.
 */
export function blockedByPolicy(url: string): McpFailure | undefined {
  if (typeof document === 'undefined') return undefined;
  const policy = document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute('content');
  const sources = policy ? connectSourcesOf(policy) : undefined;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return undefined;
  }
  if (!sources || origin === location.origin || isConnectAllowed(url, sources)) return undefined;
  return {
    kind: 'blocked',
    message: `This build's Content-Security-Policy does not allow connections to ${origin}, so the browser blocks them. Build the app with ${extraOriginsVariable}="${origin}" to allow it.`,
  };
}
