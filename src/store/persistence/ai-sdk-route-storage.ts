import { loadMcpHeaders, mcpHeaderSecrets, saveMcpHeaders } from './mcp-server-storage.ts';
import type { SettingsStorages } from './provider-settings-storage.ts';

/** A connected AI SDK chat route: its URL names it (rules and tiers are kept under it). Never its token. */
export interface AiSdkRoute {
  readonly url: string;
  readonly name: string;
  /** Whether its token is kept on this device rather than in this tab's session. */
  readonly rememberToken?: boolean;
  /** Whether it was connected with a token (never the token): a tab that cannot read it knows it is missing. */
  readonly sendsToken?: boolean;
}

const routesKey = 'toolgate.aiSdkRoutes';

/** The connected routes, in the order connected; entries in a shape this version does not know are skipped. */
export function loadAiSdkRoutes(storages: SettingsStorages): readonly AiSdkRoute[] {
  try {
    const value: unknown = JSON.parse(storages.local?.getItem(routesKey) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (entry): entry is AiSdkRoute => typeof entry?.url === 'string' && typeof entry?.name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Keeps the route list on this device (never a token). */
export function saveAiSdkRoutes(storages: SettingsStorages, routes: readonly AiSdkRoute[]): void {
  try {
    storages.local?.setItem(routesKey, JSON.stringify(routes));
  } catch {
    // A full or refused storage only means a reload does not list the route again.
  }
}

// A route's token is kept exactly as an MCP server's header values are (session storage, or local when
// remembered; never the store, IndexedDB or an export), under a key of its own.
const tokenKey = (url: string) => `ai-sdk:${url}`;

/**
 * The `Authorization` value the operator gave: a value with a scheme (`Bearer …`, `Basic …`) as given, a bare
 * token or API key as `Bearer <token>`; empty for none.
 */
export function authorizationValue(input: string): string {
  const value = input.trim();
  if (value === '') return '';
  return /^[A-Za-z][A-Za-z0-9_-]*\s+\S/.test(value) ? value : `Bearer ${value}`;
}

/** The headers a route's requests carry: its `Authorization`, when it has a token. */
export function loadAiSdkRouteHeaders(
  storages: SettingsStorages,
  url: string,
): Readonly<Record<string, string>> {
  return loadMcpHeaders(storages, tokenKey(url));
}

/** Keeps (or, with an empty value, forgets) a route's token, in this tab or on the device when `remember`. */
export function saveAiSdkRouteToken(
  storages: SettingsStorages,
  url: string,
  authorization: string,
  remember: boolean,
): void {
  const value = authorizationValue(authorization);
  saveMcpHeaders(storages, tokenKey(url), value ? { Authorization: value } : {}, remember);
}

/** The routes' tokens, which must never be shown or exported, like the API key. */
export function aiSdkRouteSecrets(storages: SettingsStorages): readonly string[] {
  return mcpHeaderSecrets(
    storages,
    loadAiSdkRoutes(storages).map((route) => tokenKey(route.url)),
  );
}
