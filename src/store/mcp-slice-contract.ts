// The MCP slice's contract: what the store offers the UI for MCP servers, their connections and running calls.
import type { RemoteEndpointInput } from '../core/remote-endpoint.ts';
import type { McpFailure } from '../tools/mcp/mcp-connection-error.ts';
import type { McpTool } from '../tools/mcp/mcp-connection.ts';
import type { ElicitationAnswer } from '../tools/mcp/mcp-elicitation.ts';
import type { McpCallActivity } from '../desks/built-in/mcp-call-desk.ts';
import type { StoredMcpServer } from './persistence/toolgate-database.ts';

/** A server's connection: one status, with what each status needs. */
export type McpConnectionState =
  | { readonly status: 'disconnected' }
  | { readonly status: 'connecting' }
  | {
      readonly status: 'connected';
      readonly server: { readonly name: string; readonly version: string; readonly title?: string };
      /** Changes with every connection, so the tool list of an earlier one is never reused. */
      readonly session: string;
    }
  | { readonly status: 'failed'; readonly failure: McpFailure }
  /** It was connected and went away (its transport failed, or it failed its health check). */
  | { readonly status: 'lost'; readonly reason: string };

/** A server as Settings shows it. */
export interface McpServerEntry {
  readonly settings: StoredMcpServer;
  readonly connection: McpConnectionState;
  /** Counts the server's `tools/list_changed` notifications; the tool list query is keyed by it. */
  readonly toolListVersion: number;
  /** The server holds tokens from an OAuth sign-in (so Settings offers Sign out). */
  readonly signedIn?: boolean;
  /** Signing out forgot the tokens here, but the authorization server did not confirm revoking them. */
  readonly signOutFailure?: string;
}

/** What the operator enters for a server. */
export interface McpServerInput extends RemoteEndpointInput {
  readonly trusted: boolean;
  readonly timeoutSeconds: number;
}

/** MCP servers, their connections and the activity of running MCP calls. */
export interface McpSlice {
  readonly mcpServers: readonly McpServerEntry[];
  readonly mcpServersLoad: 'not-started' | 'loading' | 'ready' | 'unavailable';
  readonly mcpCallActivity: Readonly<Record<string, McpCallActivity>>;
  /** Reads the servers from IndexedDB and connects those that were connected; idempotent. */
  loadMcpServers(): Promise<void>;
  /** Adds or changes a server and connects it; returns its id. */
  saveMcpServer(input: McpServerInput): Promise<string>;
  removeMcpServer(serverId: string): Promise<void>;
  connectMcpServer(serverId: string): Promise<void>;
  disconnectMcpServer(serverId: string): Promise<void>;
  /** Disconnects the server, revokes its OAuth sign-in where offered, and forgets the client and tokens. */
  signOutMcpServer(serverId: string): Promise<void>;
  /** The server's header values, for the Settings form only. */
  readMcpHeaders(serverId: string): Readonly<Record<string, string>>;
  /** The tool list of a connected server (the query function of its tool list). */
  listMcpTools(serverId: string): Promise<readonly McpTool[]>;
  /** Puts a server's listed tools in the agent's registry under their namespaced names. */
  publishMcpTools(serverId: string, tools: readonly McpTool[]): void;
  /** The operator's answer to a server's question on a running call; recorded in the audit log, then sent. */
  answerElicitation(callId: string, answer: ElicitationAnswer): Promise<void>;
}
