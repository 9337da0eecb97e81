import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/badge.tsx';
import type { BadgeTone } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { TierBadge } from '../../../components/tier-badge.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import type { McpConnectionState, McpServerEntry } from '../../../store/mcp-slice.ts';
import { tierFromAnnotations } from '../../../tools/mcp/mcp-tier.ts';
import { namespacedToolName, serverPrefixes } from '../../../tools/mcp/mcp-tool-name.ts';
import { mcpToolsQueryOptions } from '../api/mcp-tools-query.ts';

const statusTone: Readonly<Record<McpConnectionState['status'], BadgeTone>> = {
  connected: 'success',
  connecting: 'progress',
  disconnected: 'neutral',
  failed: 'danger',
  lost: 'danger',
};

/** What the badge says: a server that went away reads as disconnected, with why below. */
const statusText: Readonly<Record<McpConnectionState['status'], string>> = {
  connected: 'connected',
  connecting: 'connecting',
  disconnected: 'disconnected',
  failed: 'failed',
  lost: 'disconnected',
};

const connectLabel: Readonly<Record<McpConnectionState['status'], string>> = {
  connected: 'Connect',
  connecting: 'Connect',
  disconnected: 'Connect',
  failed: 'Reconnect',
  lost: 'Reconnect',
};

function ToolList({ entry }: { readonly entry: McpServerEntry & { connection: { status: 'connected' } } }) {
  const listMcpTools = useAppStore((state) => state.listMcpTools);
  const servers = useAppStore((state) => state.mcpServers);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const tools = useQuery(
    mcpToolsQueryOptions(
      {
        serverId: entry.settings.id,
        session: entry.connection.session,
        toolListVersion: entry.toolListVersion,
      },
      listMcpTools,
    ),
  );
  if (tools.error) {
    return (
      <p role="alert" className="text-xs text-red-700 dark:text-red-300">
        The tool list could not be read: {tools.error.message}
      </p>
    );
  }
  if (!tools.data) return <p className="text-xs text-zinc-600 dark:text-zinc-400">Reading the tool list…</p>;
  const callByHand = (name: string) => {
    const result = useAppStore.getState().callToolByHand(name);
    setRefusal(result.ok ? undefined : `${name} was not called: ${result.reason}`);
  };
  const prefix =
    serverPrefixes(servers.map((server) => server.settings)).get(entry.settings.id) ?? entry.settings.id;
  return (
    <>
      {refusal ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {refusal}
        </p>
      ) : null}
      <ul
        aria-label={`Tools of ${entry.settings.name}`}
        className="divide-y divide-zinc-100 text-xs dark:divide-zinc-800"
      >
        {tools.data.map((tool) => (
          <li key={tool.name} className="flex flex-wrap items-center gap-2 py-1">
            <span className="font-mono font-semibold [overflow-wrap:anywhere]">
              {namespacedToolName(prefix, tool.name)}
            </span>
            <TierBadge tier={tierFromAnnotations(tool.annotations, entry.settings.trusted)} />
            <span
              className="min-w-0 flex-1 truncate text-zinc-600 dark:text-zinc-400"
              title={tool.description}
            >
              {tool.description}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Call ${namespacedToolName(prefix, tool.name)} yourself`}
              onClick={() => callByHand(namespacedToolName(prefix, tool.name))}
            >
              Call…
            </Button>
          </li>
        ))}
        {tools.data.length === 0 ? (
          <li className="py-1 text-zinc-600 dark:text-zinc-400">No tools.</li>
        ) : null}
      </ul>
    </>
  );
}

/** One server: where it is, whether it is connected (and if not, precisely why), and its tools. */
export function McpServerItem({
  entry,
  onEdit,
}: {
  readonly entry: McpServerEntry;
  readonly onEdit: () => void;
}) {
  const { settings, connection } = entry;
  const state = useAppStore.getState;
  const busy = connection.status === 'connecting';
  return (
    <li
      aria-label={settings.name}
      className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold [overflow-wrap:anywhere]">{settings.name}</h4>
        <Badge tone={statusTone[connection.status]}>{statusText[connection.status]}</Badge>
        <Badge tone={settings.trusted ? 'info' : 'warning'}>
          {settings.trusted ? 'trusted' : 'untrusted'}
        </Badge>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">timeout {settings.timeoutSeconds} s</span>
        <div className="ml-auto flex gap-2">
          {connection.status === 'connected' ? (
            <Button size="sm" onClick={() => void state().disconnectMcpServer(settings.id)}>
              Disconnect
            </Button>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => void state().connectMcpServer(settings.id)}>
              {connectLabel[connection.status]}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onEdit}>
            Edit
          </Button>
          {entry.signedIn ? (
            <Button size="sm" variant="ghost" onClick={() => void state().signOutMcpServer(settings.id)}>
              Sign out
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => void state().removeMcpServer(settings.id)}>
            Remove
          </Button>
        </div>
      </div>
      <p className="font-mono text-xs [overflow-wrap:anywhere] text-zinc-700 dark:text-zinc-300">
        {settings.url}
      </p>
      {connection.status === 'connected' ? (
        <>
          <p className="text-xs text-zinc-700 dark:text-zinc-300">
            Server: <span className="font-semibold">{connection.server.title ?? connection.server.name}</span>
            {connection.server.version ? ` ${connection.server.version}` : ''}
          </p>
          <ToolList entry={entry as McpServerEntry & { connection: { status: 'connected' } }} />
        </>
      ) : null}
      {connection.status === 'failed' ? (
        <p
          role="alert"
          className="text-xs whitespace-pre-wrap text-red-700 [overflow-wrap:anywhere] dark:text-red-300"
        >
          {connection.failure.message}
        </p>
      ) : null}
      {entry.signOutFailure ? (
        <p
          role="alert"
          className="text-xs whitespace-pre-wrap text-red-700 [overflow-wrap:anywhere] dark:text-red-300"
        >
          {entry.signOutFailure}
        </p>
      ) : null}
      {connection.status === 'lost' ? (
        <p
          role="alert"
          className="text-xs whitespace-pre-wrap text-red-700 [overflow-wrap:anywhere] dark:text-red-300"
        >
          Disconnected. {connection.reason} Calls of its tools that wait for you stay; Reconnect brings them
          back if the server lists the same tools.
        </p>
      ) : null}
    </li>
  );
}
