import type { StateCreator } from 'zustand';
import { createId } from '../core/ids.ts';
import { loadPatternEngines } from '../core/rules/pattern-engines.ts';
import type { McpFailure } from '../tools/mcp/mcp-connection-error.ts';
import { McpConnectionError } from '../tools/mcp/mcp-connection-error.ts';
import type { McpConnection, McpTool } from '../tools/mcp/mcp-connection.ts';
import type { ElicitationAnswer } from '../tools/mcp/mcp-elicitation.ts';
import type { McpToolRuntime } from '../tools/mcp/mcp-tool-definition.ts';
import { serverPrefixes } from '../tools/mcp/mcp-tool-name.ts';
import type { AppState } from './app-state.ts';
import type { McpCallActivity } from '../desks/built-in/mcp-call-desk.ts';
import { createMcpCallDesk } from '../desks/built-in/mcp-call-desk.ts';
import { answerElicitation } from './mcp-elicitation-answer.ts';
import { blockedByPolicy } from './mcp-policy-block.ts';
import { createMcpToolPublisher } from './mcp-tool-publisher.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import { browserStorages } from './persistence/provider-settings-storage.ts';
import {
  defaultMcpTimeoutSeconds,
  deleteMcpServer,
  loadMcpHeaders,
  loadMcpServers,
  saveMcpHeaders,
  saveMcpServer,
} from './persistence/mcp-server-storage.ts';
import { oauthSignInFor } from './mcp-oauth-sign-in.ts';
import { signOutOfServer } from './mcp-oauth-sign-out.ts';
import { isMcpSignedIn, mcpOAuthVault } from './persistence/mcp-oauth-storage.ts';
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
export interface McpServerInput {
  readonly id?: string;
  readonly name: string;
  readonly url: string;
  readonly trusted: boolean;
  readonly timeoutSeconds: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly rememberHeaders: boolean;
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

/** Creates the MCP slice; `storages` is where header values are kept (the browser's unless a test gives others). */
export function createMcpSlice(storagesOption?: SettingsStorages): StateCreator<AppState, [], [], McpSlice> {
  return (set, get) => {
    const storages = storagesOption ?? browserStorages();
    const connections = new Map<string, McpConnection>();
    let loading: Promise<void> | undefined;
    const desk = createMcpCallDesk({
      read: () => get().mcpCallActivity,
      write: (mcpCallActivity) => set({ mcpCallActivity }),
    });
    const database = () => get().agentEnvironment().database;
    const registry = () => get().agentTools().registry;

    const entryOf = (serverId: string) => get().mcpServers.find((entry) => entry.settings.id === serverId);
    const patch = (serverId: string, change: (entry: McpServerEntry) => McpServerEntry) =>
      set({
        mcpServers: get().mcpServers.map((entry) => (entry.settings.id === serverId ? change(entry) : entry)),
      });
    const setConnection = (serverId: string, connection: McpConnectionState) =>
      patch(serverId, (entry) => ({ ...entry, connection }));

    const nameOf = (serverId: string) => entryOf(serverId)?.settings.name ?? 'The MCP server';

    const runtime: McpToolRuntime = {
      async call(serverId, callId, toolName, args, options) {
        const connection = connections.get(serverId);
        if (!connection)
          throw new Error(
            `${nameOf(serverId)} is not connected; connect it in Settings, then retry the call.`,
          );
        if (callId) desk.started(callId, serverId);
        try {
          return await connection.callTool(toolName, args, options);
        } finally {
          if (callId) desk.finished(callId);
        }
      },
      progress: (callId, progress) => desk.progress(callId, progress),
    };

    const tools = createMcpToolPublisher(registry, runtime);
    const toolServerOf = (settings: StoredMcpServer) => ({
      id: settings.id,
      name: settings.name,
      prefix:
        serverPrefixes(get().mcpServers.map((server) => server.settings)).get(settings.id) ?? settings.id,
      trusted: settings.trusted,
    });

    const storeSettings = async (settings: StoredMcpServer) => {
      await saveMcpServer(database(), settings);
      patch(settings.id, (entry) => ({ ...entry, settings }));
    };

    return {
      mcpServers: [],
      mcpServersLoad: 'not-started',
      mcpCallActivity: {},
      loadMcpServers() {
        loading ??= (async () => {
          set({ mcpServersLoad: 'loading' });
          try {
            const stored = await loadMcpServers(database());
            set({
              mcpServers: stored.map((settings) => ({
                settings,
                connection: { status: 'disconnected' },
                toolListVersion: 0,
              })),
              mcpServersLoad: 'ready',
            });
            for (const settings of stored) {
              if (!settings.lastTools?.length) continue;
              tools.restore(
                toolServerOf(settings),
                settings.lastTools,
                `${settings.name} is not connected yet; the call waits until it is.`,
              );
            }
            await Promise.all(
              stored
                .filter((server) => server.connectOnStart)
                .map((server) => get().connectMcpServer(server.id)),
            );
          } catch {
            set({ mcpServersLoad: 'unavailable' });
          }
        })();
        return loading;
      },
      async saveMcpServer(input) {
        await get().loadMcpServers();
        const id = input.id ?? createId('mcp');
        const previous = entryOf(id)?.settings;
        const settings: StoredMcpServer = {
          id,
          name: input.name.trim(),
          url: input.url.trim(),
          trusted: input.trusted,
          timeoutSeconds: input.timeoutSeconds > 0 ? input.timeoutSeconds : defaultMcpTimeoutSeconds,
          headerNames: Object.keys(input.headers),
          rememberHeaders: input.rememberHeaders,
          connectOnStart: true,
          createdAt: previous?.createdAt ?? Date.now(),
          ...(previous?.lastTools ? { lastTools: previous.lastTools } : {}),
        };
        saveMcpHeaders(storages, id, input.headers, input.rememberHeaders);
        if (!previous) {
          set({
            mcpServers: [
              ...get().mcpServers,
              { settings, connection: { status: 'disconnected' }, toolListVersion: 0 },
            ],
          });
        }
        await storeSettings(settings);
        await get().connectMcpServer(id);
        return id;
      },
      async removeMcpServer(serverId) {
        await get().disconnectMcpServer(serverId);
        tools.remove(serverId);
        await deleteMcpServer(database(), storages, serverId);
        mcpOAuthVault(storages, serverId, false).clear();
        set({ mcpServers: get().mcpServers.filter((entry) => entry.settings.id !== serverId) });
      },
      async connectMcpServer(serverId) {
        const entry = entryOf(serverId);
        if (!entry) return;
        await connections.get(serverId)?.close();
        connections.delete(serverId);
        const { settings } = entry;
        const blocked = blockedByPolicy(settings.url);
        if (blocked) {
          tools.markAway(serverId, `${settings.name} is not connected: ${blocked.message}`);
          setConnection(serverId, { status: 'failed', failure: blocked });
          return;
        }
        tools.markAway(serverId, `${settings.name} is connecting again; the call waits until it is back.`);
        patch(serverId, ({ signOutFailure: _, ...current }) => ({
          ...current,
          connection: { status: 'connecting' },
        }));
        try {
          // The SDK loads with the first connection, so the console opens without it.
          // A server's tool schemas may hold patterns, which only the linear-time engine checks.
          const [{ connectMcpServer }] = await Promise.all([
            import('../tools/mcp/mcp-connection.ts'),
            loadPatternEngines(),
          ]);
          const headers = loadMcpHeaders(storages, serverId);
          const oauth = await oauthSignInFor(storages, settings, headers);
          const connection = await connectMcpServer(
            {
              url: settings.url,
              headers,
              timeoutMs: settings.timeoutSeconds * 1000,
              ...(oauth ? { oauth } : {}),
            },
            {
              onToolsChanged: () =>
                patch(serverId, (current) => ({ ...current, toolListVersion: current.toolListVersion + 1 })),
              onLost: (reason) => {
                if (connections.get(serverId) !== connection) return;
                connections.delete(serverId);
                tools.markAway(
                  serverId,
                  `${nameOf(serverId)} went away. ${reason} Reconnect it in Settings; the call waits.`,
                );
                setConnection(serverId, { status: 'lost', reason });
              },
              onElicitation: async (request, signal) => (await desk.ask(serverId, request, signal)).answer,
            },
          );
          connections.set(serverId, connection);
          patch(serverId, (current) => ({ ...current, signedIn: isMcpSignedIn(storages, serverId) }));
          setConnection(serverId, {
            status: 'connected',
            server: connection.server,
            session: createId('session'),
          });
          if (!settings.connectOnStart) await storeSettings({ ...settings, connectOnStart: true });
        } catch (error) {
          const failure: McpFailure =
            error instanceof McpConnectionError
              ? error.failure
              : { kind: 'error', message: error instanceof Error ? error.message : String(error) };
          tools.markAway(serverId, `${settings.name} is not connected: ${failure.message}`);
          setConnection(serverId, { status: 'failed', failure });
        }
      },
      async disconnectMcpServer(serverId) {
        const connection = connections.get(serverId);
        connections.delete(serverId);
        tools.markAway(
          serverId,
          `${nameOf(serverId)} was disconnected in Settings; connect it to run the call.`,
        );
        await connection?.close();
        const entry = entryOf(serverId);
        if (!entry) return;
        setConnection(serverId, { status: 'disconnected' });
        if (entry.settings.connectOnStart) await storeSettings({ ...entry.settings, connectOnStart: false });
      },
      async signOutMcpServer(serverId) {
        await get().disconnectMcpServer(serverId);
        const entry = entryOf(serverId);
        if (!entry) return mcpOAuthVault(storages, serverId, false).clear();
        const signOutFailure = await signOutOfServer(storages, entry.settings);
        patch(serverId, (current) => ({
          ...current,
          signedIn: false,
          ...(signOutFailure ? { signOutFailure } : {}),
        }));
      },
      readMcpHeaders: (serverId) => loadMcpHeaders(storages, serverId),
      async listMcpTools(serverId) {
        const connection = connections.get(serverId);
        if (!connection) throw new Error('The server is not connected.');
        return connection.listTools();
      },
      publishMcpTools(serverId, listed) {
        const entry = entryOf(serverId);
        if (!entry || !connections.has(serverId)) return;
        tools.publish(toolServerOf(entry.settings), listed);
        // Kept for the next load, so the calls that wait for its tools keep them while it reconnects.
        void storeSettings({ ...entry.settings, lastTools: listed }).catch(() => undefined);
      },
      answerElicitation: (callId, answer) => answerElicitation(get, desk, callId, answer),
    };
  };
}
