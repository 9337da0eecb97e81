import type { BrowserOAuthProvider } from '../tools/mcp/mcp-oauth-provider.ts';
import { mcpOAuthVault } from './persistence/mcp-oauth-storage.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import type { StoredMcpServer } from './persistence/toolgate-database.ts';

/**
 * The OAuth sign-in a connection to `settings` uses when the server asks for one, or undefined when the operator
 * gave the server its own Authorization header. Taken while the operator's click is active (Connect, Reconnect,
 * the server form), a sign-in may open its window; on a connection the page starts by itself it may not.
 */
export async function oauthSignInFor(
  storages: SettingsStorages,
  settings: StoredMcpServer,
  headers: Readonly<Record<string, string>>,
): Promise<BrowserOAuthProvider | undefined> {
  const interactive = typeof navigator !== 'undefined' && (navigator.userActivation?.isActive ?? false);
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) return undefined;
  const [{ BrowserOAuthProvider }, { servedClientMetadataUrl }] = await Promise.all([
    import('../tools/mcp/mcp-oauth-provider.ts'),
    import('../tools/mcp/mcp-oauth-client-document.ts'),
  ]);
  return new BrowserOAuthProvider(
    mcpOAuthVault(storages, settings.id, settings.rememberHeaders),
    `toolgate-sign-in-${settings.id}`,
    interactive,
    await servedClientMetadataUrl(),
  );
}
