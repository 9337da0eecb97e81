import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppStore } from '../../../store/app-store.ts';
import type { McpToolListKey } from '../api/mcp-tools-query.ts';
import { mcpToolsQueryOptions } from '../api/mcp-tools-query.ts';
import { useConnectedToolLists } from '../hooks/use-connected-tool-lists.ts';

function ToolListPublisher({ listKey }: { readonly listKey: McpToolListKey }) {
  const listMcpTools = useAppStore((state) => state.listMcpTools);
  const { data } = useQuery(mcpToolsQueryOptions(listKey, listMcpTools));
  useEffect(() => {
    if (data) useAppStore.getState().publishMcpTools(listKey.serverId, data);
  }, [data, listKey.serverId]);
  return null;
}

/**
 * Keeps the agent's registry in step with the connected servers' tool lists (server state, fetched through
 * TanStack Query, and fetched again when a server sends `tools/list_changed`) while the page is open.
 */
export function McpToolSync() {
  const lists = useConnectedToolLists();
  return (
    <>
      {lists.map((listKey) => (
        <ToolListPublisher key={listKey.serverId} listKey={listKey} />
      ))}
    </>
  );
}
