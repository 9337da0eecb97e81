import type { ToolDeclaration } from '../core/model-request.ts';
import type { ToolDefinition } from './tool-definition.ts';

/** The tools the agent may call, by name. */
export interface ToolRegistry {
  /** Every tool, in the order given. */
  list(): readonly ToolDefinition[];
  /** The tool named `name`, or undefined. */
  get(name: string): ToolDefinition | undefined;
  /**
   * What the model is told of each tool it can call now: name, description, input schema. Tools marked
   * unavailable (their server went away) are left out until they are whole again.
   */
  declarations(): readonly ToolDeclaration[];
}

/** A registry whose tools come in named groups (the built-in tools, each MCP server's) that can change. */
export interface LiveToolRegistry extends ToolRegistry {
  /** Replaces the tools of `group` (an empty list removes it). Throws, changing nothing, on a bad or taken name. */
  setGroup(group: string, tools: readonly ToolDefinition[]): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** A number that changes with every change, for React's external store. */
  revision(): number;
}

// What every provider accepts as a function name.
const toolNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The group the tools given at creation belong to. */
export const builtInGroup = 'built-in';

function index(groups: ReadonlyMap<string, readonly ToolDefinition[]>) {
  const byName = new Map<string, ToolDefinition>();
  for (const tools of groups.values()) {
    for (const tool of tools) {
      if (!toolNamePattern.test(tool.name)) {
        throw new Error(
          `Tool name ${JSON.stringify(tool.name)} must be 1 to 64 letters, digits, "_" or "-".`,
        );
      }
      if (byName.has(tool.name))
        throw new Error(`Two tools are named "${tool.name}"; tool names must be unique.`);
      byName.set(tool.name, tool);
    }
  }
  const list = [...byName.values()];
  // Offering a tool that can only be refused wastes the model's turn and the context's tokens.
  const declarations: readonly ToolDeclaration[] = list
    .filter((tool) => tool.unavailable === undefined)
    .map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema,
    }));
  return { byName, list, declarations };
}

/**
 * A registry over `tools`, to which groups of tools can be added later. Throws when two tools share a name or a
 * name is one a provider would reject, since either would only surface later as a confusing call failure.
 */
export function createToolRegistry(tools: readonly ToolDefinition[]): LiveToolRegistry {
  let groups = new Map<string, readonly ToolDefinition[]>([[builtInGroup, [...tools]]]);
  let current = index(groups);
  let revision = 0;
  const listeners = new Set<() => void>();
  return {
    list: () => current.list,
    get: (name) => current.byName.get(name),
    declarations: () => current.declarations,
    setGroup(group, groupTools) {
      const next = new Map(groups);
      if (groupTools.length === 0) next.delete(group);
      else next.set(group, [...groupTools]);
      current = index(next);
      groups = next;
      revision += 1;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    revision: () => revision,
  };
}
