import { mcpOAuthVault } from './persistence/mcp-oauth-storage.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import type { StoredMcpServer } from './persistence/toolgate-database.ts';

/**
 * Signs out of a server's OAuth sign-in: asks its authorization server to revoke the tokens, then forgets the
 * client and tokens on this page whatever it answered. Returns the worded failure when the revocation was not
 * confirmed, undefined when it was (or when the server offers none).
 */
export async function signOutOfServer(
  storages: SettingsStorages,
  settings: StoredMcpServer,
): Promise<string | undefined> {
  const vault = mcpOAuthVault(storages, settings.id, false);
  const stored = vault.read();
  try {
    if (!stored?.tokens) return undefined;
    const { revokeSignIn } = await import('../tools/mcp/mcp-oauth-revocation.ts');
    const revocation = await revokeSignIn(settings.url, stored);
    return revocation.status === 'failed' ? revocation.message : undefined;
  } finally {
    vault.clear();
  }
}
