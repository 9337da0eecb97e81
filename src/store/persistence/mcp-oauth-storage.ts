import type { OAuthVault, StoredOAuth } from '../../tools/mcp/mcp-oauth-provider.ts';
import type { KeyValueStorage, SettingsStorages } from './provider-settings-storage.ts';

const oauthKey = (serverId: string) => `toolgate.mcp.oauth.${serverId}`;

function read(storage: KeyValueStorage | undefined, serverId: string): StoredOAuth | undefined {
  try {
    const data = JSON.parse(storage?.getItem(oauthKey(serverId)) ?? 'null') as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as StoredOAuth) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server's OAuth client and tokens, kept like its header values: in this tab's session storage, or on the
 * device when the operator remembers them; never in IndexedDB, so never in an export.
 */
export function mcpOAuthVault(storages: SettingsStorages, serverId: string, remember: boolean): OAuthVault {
  const clear = () => {
    storages.session?.removeItem(oauthKey(serverId));
    storages.local?.removeItem(oauthKey(serverId));
  };
  return {
    read: () => read(storages.session, serverId) ?? read(storages.local, serverId),
    write(value) {
      clear();
      (remember ? storages.local : storages.session)?.setItem(oauthKey(serverId), JSON.stringify(value));
    },
    clear,
  };
}

/** Whether the server holds tokens from a sign-in. */
export function isMcpSignedIn(storages: SettingsStorages, serverId: string): boolean {
  const stored = read(storages.session, serverId) ?? read(storages.local, serverId);
  return stored?.tokens !== undefined && stored.tokens !== null;
}
