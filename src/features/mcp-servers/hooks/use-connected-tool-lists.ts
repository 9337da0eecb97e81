import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../../store/app-store.ts';
import type { McpToolListKey } from '../api/mcp-tools-query.ts';

/** The tool list keys of the connected servers; a new array only when one of them changes. */
export function useConnectedToolLists(): readonly McpToolListKey[] {
  const serialized = useAppStore(
    useShallow((state) =>
      state.mcpServers.flatMap((entry) =>
        entry.connection.status === 'connected'
          ? [`${entry.settings.id}\u0000${entry.connection.session}\u0000${entry.toolListVersion}`]
          : [],
      ),
    ),
  );
  return useMemo(
    () =>
      serialized.map((line) => {
        const [serverId = '', session = '', version = '0'] = line.split('\u0000');
        return { serverId, session, toolListVersion: Number(version) };
      }),
    [serialized],
  );
}
