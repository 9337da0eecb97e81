import type { McpTool } from '../tools/mcp/mcp-connection.ts';
import type { McpToolRuntime, McpToolServer } from '../tools/mcp/mcp-tool-definition.ts';
import { mcpToolDefinition, unavailableToolDefinition } from '../tools/mcp/mcp-tool-definition.ts';
import type { LiveToolRegistry } from '../tools/tool-registry.ts';

const groupOf = (serverId: string) => `mcp:${serverId}`;

/**
 * Keeps each server's tools in the agent's registry: the tools it listed while connected, the same tools marked
 * unavailable (with why) once it went away, so that calls waiting for the operator keep their tool and say what
 * happened, and nothing once the server is removed.
 */
export function createMcpToolPublisher(registry: () => LiveToolRegistry, runtime: McpToolRuntime) {
  const listed = new Map<string, { readonly server: McpToolServer; readonly tools: readonly McpTool[] }>();
  const setGroup = (serverId: string, server: McpToolServer, tools: readonly McpTool[], away?: string) => {
    const definitions = tools.map((tool) => mcpToolDefinition(server, tool, runtime));
    registry().setGroup(
      groupOf(serverId),
      away === undefined
        ? definitions
        : definitions.map((definition) => unavailableToolDefinition(definition, away)),
    );
  };
  return {
    /** The tools the connected server lists now. */
    publish(server: McpToolServer, tools: readonly McpTool[]): void {
      listed.set(server.id, { server, tools });
      setGroup(server.id, server, tools);
    },
    /** Tools the server listed before the page was loaded, unavailable with `reason` until it lists them again. */
    restore(server: McpToolServer, tools: readonly McpTool[], reason: string): void {
      listed.set(server.id, { server, tools });
      try {
        setGroup(server.id, server, tools, reason);
      } catch {
        // A stored list that no longer fits the registry (a name taken since) waits for the server's own list.
        listed.delete(server.id);
      }
    },
    /** The server is not connected: its last listed tools stay, each refusing to run with `reason`. */
    markAway(serverId: string, reason: string): void {
      const last = listed.get(serverId);
      if (last) setGroup(serverId, last.server, last.tools, reason);
    },
    /** The server is gone from the settings: its tools leave the registry. */
    remove(serverId: string): void {
      listed.delete(serverId);
      try {
        registry().setGroup(groupOf(serverId), []);
      } catch {
        // Removing a group cannot clash with another name.
      }
    },
  };
}

export type McpToolPublisher = ReturnType<typeof createMcpToolPublisher>;
