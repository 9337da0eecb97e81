import type { McpTool } from '../../tools/mcp/mcp-connection.ts';
import type { KeyValueStorage, SettingsStorages } from './provider-settings-storage.ts';
import type { StoredMcpServer, ToolgateDatabase } from './toolgate-database.ts';

/** Seconds a request to a server may wait for an answer unless the operator sets otherwise. */
export const defaultMcpTimeoutSeconds = 60;

const headersKey = (serverId: string) => `toolgate.mcp.headers.${serverId}`;

function isStoredServer(value: unknown): value is StoredMcpServer {
  const row = value as Partial<StoredMcpServer> | undefined;
  return (
    typeof row?.id === 'string' &&
    typeof row.name === 'string' &&
    typeof row.url === 'string' &&
    typeof row.trusted === 'boolean' &&
    Array.isArray(row.headerNames)
  );
}

/** A tool as listed and stored: a name and an input schema at least. */
function isStoredTool(value: unknown): value is McpTool {
  const tool = value as Partial<McpTool> | undefined;
  return (
    typeof tool?.name === 'string' &&
    typeof tool.inputSchema === 'object' &&
    tool.inputSchema !== null &&
    !Array.isArray(tool.inputSchema)
  );
}

/** Every stored server, oldest first; rows another version wrote in a shape this one does not know are skipped. */
export async function loadMcpServers(db: ToolgateDatabase): Promise<readonly StoredMcpServer[]> {
  const rows = await db.mcpServers.orderBy('createdAt').toArray();
  return rows.filter(isStoredServer).map((row) => ({
    ...row,
    timeoutSeconds:
      Number.isFinite(row.timeoutSeconds) && row.timeoutSeconds > 0
        ? row.timeoutSeconds
        : defaultMcpTimeoutSeconds,
    rememberHeaders: row.rememberHeaders === true,
    connectOnStart: row.connectOnStart === true,
    ...(Array.isArray(row.lastTools) ? { lastTools: row.lastTools.filter(isStoredTool) } : {}),
  }));
}

export async function saveMcpServer(db: ToolgateDatabase, server: StoredMcpServer): Promise<void> {
  await db.mcpServers.put(server);
}

export async function deleteMcpServer(
  db: ToolgateDatabase,
  storages: SettingsStorages,
  serverId: string,
): Promise<void> {
  await db.mcpServers.delete(serverId);
  storages.local?.removeItem(headersKey(serverId));
  storages.session?.removeItem(headersKey(serverId));
}

function read(storage: KeyValueStorage | undefined, serverId: string): Record<string, string> | undefined {
  try {
    const data = JSON.parse(storage?.getItem(headersKey(serverId)) ?? 'null') as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
    return Object.fromEntries(
      Object.entries(data as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return undefined;
  }
}

/** A server's header values: from this tab's session, else from the device when the operator remembered them. */
export function loadMcpHeaders(
  storages: SettingsStorages,
  serverId: string,
): Readonly<Record<string, string>> {
  return read(storages.session, serverId) ?? read(storages.local, serverId) ?? {};
}

/**
 * Keeps a server's header values as the API key is kept: in this tab's session storage, or on the device when
 * `remember`, and never in both; they never enter the store's state, exports or logs.
 */
export function saveMcpHeaders(
  storages: SettingsStorages,
  serverId: string,
  headers: Readonly<Record<string, string>>,
  remember: boolean,
): void {
  const keep = remember ? storages.local : storages.session;
  const drop = remember ? storages.session : storages.local;
  drop?.removeItem(headersKey(serverId));
  if (Object.keys(headers).length > 0) keep?.setItem(headersKey(serverId), JSON.stringify(headers));
  else keep?.removeItem(headersKey(serverId));
}

/**
 * The header values of `serverIds` that must never be shown or exported, like the API key: each value, and a
 * bearer token without its scheme; values shorter than eight characters are not secrets worth matching.
 */
export function mcpHeaderSecrets(
  storages: SettingsStorages,
  serverIds: readonly string[],
): readonly string[] {
  return serverIds.flatMap((serverId) =>
    Object.values(loadMcpHeaders(storages, serverId)).flatMap((value) => {
      const token = /^(bearer|basic|token)\s+(.+)$/i.exec(value.trim())?.[2];
      return [value.trim(), ...(token ? [token] : [])].filter((secret) => secret.length >= 8);
    }),
  );
}
