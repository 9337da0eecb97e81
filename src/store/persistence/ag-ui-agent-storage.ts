import type { SettingsStorages } from './provider-settings-storage.ts';
import { loadMcpHeaders, mcpHeaderSecrets, saveMcpHeaders } from './mcp-server-storage.ts';

/** An AG-UI agent the operator connected: everything but the header values, which are kept like the API key. */
export interface AgUiAgent {
  readonly id: string;
  readonly name: string;
  /** The run endpoint: a RunAgentInput is posted to it and it answers with an event stream. */
  readonly url: string;
  readonly headerNames: readonly string[];
  readonly rememberHeaders: boolean;
  readonly createdAt: number;
}

const agentsKey = 'toolgate.agui.agents';

function isAgent(value: unknown): value is AgUiAgent {
  const row = value as Partial<AgUiAgent> | undefined;
  return (
    typeof row?.id === 'string' &&
    typeof row.name === 'string' &&
    typeof row.url === 'string' &&
    Array.isArray(row.headerNames) &&
    typeof row.createdAt === 'number'
  );
}

/** The connected agents, oldest first; entries in a shape this version does not know are skipped. */
export function loadAgUiAgents(storages: SettingsStorages): readonly AgUiAgent[] {
  try {
    const data = JSON.parse(storages.local?.getItem(agentsKey) ?? '[]') as unknown;
    return Array.isArray(data) ? data.filter(isAgent) : [];
  } catch {
    return [];
  }
}

/** Keeps the agent list on this device (never a header value). */
export function saveAgUiAgents(storages: SettingsStorages, agents: readonly AgUiAgent[]): void {
  storages.local?.setItem(agentsKey, JSON.stringify(agents));
}

// Header values are kept exactly as MCP servers' are (session storage, or local when remembered), under the
// agent's own id.
export const loadAgUiHeaders = loadMcpHeaders;
export const saveAgUiHeaders = saveMcpHeaders;

/** The agents' header values that must never be shown or exported, like the API key. */
export function agUiHeaderSecrets(storages: SettingsStorages): readonly string[] {
  return mcpHeaderSecrets(
    storages,
    loadAgUiAgents(storages).map((agent) => agent.id),
  );
}
