import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { sectionHeadingClass } from '../../../components/screen-frame.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import { McpServerForm } from './mcp-server-form.tsx';
import { McpServerItem } from './mcp-server-item.tsx';

/**
 * MCP servers in Settings: each server's connection and tools, and a form to add or change one. Their tools join
 * the agent's registry under `<server>__<tool>` and go through the same checks, review and audit as the others.
 */
export function McpServersPanel() {
  const servers = useAppStore((state) => state.mcpServers);
  const load = useAppStore((state) => state.mcpServersLoad);
  const [editing, setEditing] = useState<string | 'new' | undefined>(undefined);
  useEffect(() => {
    void useAppStore.getState().loadMcpServers();
  }, []);
  return (
    <section
      aria-labelledby="mcp-servers-heading"
      className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800"
    >
      <h3 id="mcp-servers-heading" className={sectionHeadingClass}>
        MCP servers
      </h3>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Tools from MCP servers over Streamable HTTP. Every call of theirs is checked, waits for you as its
        tier and policy say, and runs once with what you approved.
      </p>
      {load === 'unavailable' ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The saved servers could not be read; servers added now last only for this tab.
        </p>
      ) : null}
      {servers.length > 0 ? (
        <ul aria-label="Servers" className="space-y-2">
          {servers.map((entry) =>
            editing === entry.settings.id ? (
              <li key={entry.settings.id}>
                <McpServerForm entry={entry} onDone={() => setEditing(undefined)} />
              </li>
            ) : (
              <McpServerItem
                key={entry.settings.id}
                entry={entry}
                onEdit={() => setEditing(entry.settings.id)}
              />
            ),
          )}
        </ul>
      ) : load === 'ready' ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No server yet.</p>
      ) : null}
      {editing === 'new' ? (
        <McpServerForm onDone={() => setEditing(undefined)} />
      ) : (
        <Button onClick={() => setEditing('new')}>Add a server</Button>
      )}
    </section>
  );
}
