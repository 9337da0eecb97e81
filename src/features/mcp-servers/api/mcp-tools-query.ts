import { queryOptions } from '@tanstack/react-query';
import type { McpTool } from '../../../tools/mcp/mcp-connection.ts';

/** Which tool list: a server, the connection it came over, and how many times the server said it changed. */
export interface McpToolListKey {
  readonly serverId: string;
  readonly session: string;
  readonly toolListVersion: number;
}

/**
 * A connected server's tool list. Keyed by the connection and the count of `tools/list_changed`
 * notifications, so a change (or a new connection) fetches the list again and an old one is never reused.
 */
export function mcpToolsQueryOptions(
  key: McpToolListKey,
  list: (serverId: string) => Promise<readonly McpTool[]>,
) {
  return queryOptions({
    queryKey: ['mcp-tools', key.serverId, key.session, key.toolListVersion] as const,
    queryFn: () => list(key.serverId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
