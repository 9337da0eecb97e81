/**
 * The origins the console may connect to, the single source of the built app's Content-Security-Policy
 * `connect-src` and of the Settings screen's warning. A meta policy cannot change at run time, so an origin the
 * operator types must be known when the app is built: the providers' own APIs, well-known compatible services,
 * any port on this machine (Ollama, LM Studio, vLLM, the demo tests' servers), and the origins listed in the
 * build's `VITE_TOOLGATE_CONNECT_ORIGINS` (space or comma separated, e.g. `http://gpu-box:8000`).
 */
export const providerOrigins: readonly string[] = [
  'https://api.openai.com',
  'https://*.openai.azure.com',
  'https://api.anthropic.com',
  'https://generativelanguage.googleapis.com',
  'https://openrouter.ai',
  'https://api.groq.com',
  'https://api.mistral.ai',
  'https://api.deepseek.com',
  'https://api.together.xyz',
  'https://api.fireworks.ai',
  'https://api.x.ai',
];

/** This machine, on any port: local model servers. (CSP has no syntax for an IPv6 literal such as [::1].) */
export const localOrigins: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*'];

/** The name of the build variable that adds origins. */
export const extraOriginsVariable = 'VITE_TOOLGATE_CONNECT_ORIGINS';

/** The origins a build-variable value lists; refuses anything that is not an http(s) origin pattern. */
export function parseExtraOrigins(value: string | undefined): readonly string[] {
  const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?$/i.test(origin))
      throw new Error(`${extraOriginsVariable}: "${origin}" is not an origin such as http://gpu-box:8000.`);
  }
  return origins;
}

/** Every origin `connect-src` lists, besides the page's own. */
export function connectOrigins(extra: readonly string[] = []): readonly string[] {
  return [...providerOrigins, ...localOrigins, ...extra];
}

function matches(url: URL, pattern: string): boolean {
  const parsed = /^(https?:)\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?$/i.exec(pattern);
  if (!parsed) return false;
  const [, scheme, wildcard, host, port] = parsed;
  if (url.protocol !== scheme!.toLowerCase()) return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host!.toLowerCase();
  const hostMatches = wildcard ? hostname.endsWith(`.${wanted}`) : hostname === wanted;
  if (!hostMatches) return false;
  if (port === '*') return true;
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return (url.port || defaultPort) === (port ?? defaultPort);
}

/** True when the policy lets the page connect to `baseUrl` (an unparseable URL is never allowed). */
export function isConnectAllowed(baseUrl: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return false;
  }
  return origins.some((pattern) => matches(url, pattern));
}

/**
 * The policy of the built app. No inline script and no script from elsewhere; `'unsafe-eval'` only because
 * ajv compiles each tool's JSON Schema into a function (the bundle's own code, never text from a page);
 * workers from the page's origin; no plugins, frames, forms or base URL changes; images and audio from the page
 * and data URLs only (a model's image link is shown as text, never fetched; a tool's checked media are data URLs).
 */
export function contentSecurityPolicy(extra: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data:",
    "media-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins(extra).join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The origins a policy's `connect-src` lists (its keywords such as `'self'` left out), or undefined when the
 * policy has no `connect-src`: what is really in force on a page, read from its meta tag.
 */
export function connectSourcesOf(policy: string): readonly string[] | undefined {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src');
  return directive?.slice(1).filter((source) => !source.startsWith("'"));
}
