import type { ToolDeclaration } from '../core/model-request.ts';
import type { ToolDefinition } from './tool-definition.ts';

/** The tools the agent may call, by name. */
export interface ToolRegistry {
  /** Every tool, in the order given. */
  list(): readonly ToolDefinition[];
  /** The tool named `name`, or undefined. */
  get(name: string): ToolDefinition | undefined;
  /** What the model is told of each tool: name, description, input schema. */
  declarations(): readonly ToolDeclaration[];
}

// What every provider accepts as a function name.
const toolNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A registry over `tools`. Throws when two tools share a name or a name is one a provider would reject, since
 * either would only surface later as a confusing call failure.
 */
export function createToolRegistry(tools: readonly ToolDefinition[]): ToolRegistry {
  const byName = new Map<string, ToolDefinition>();
  for (const tool of tools) {
    if (!toolNamePattern.test(tool.name)) {
      throw new Error(`Tool name ${JSON.stringify(tool.name)} must be 1 to 64 letters, digits, "_" or "-".`);
    }
    if (byName.has(tool.name))
      throw new Error(`Two tools are named "${tool.name}"; tool names must be unique.`);
    byName.set(tool.name, tool);
  }
  const list = [...tools];
  const declarations: readonly ToolDeclaration[] = list.map((tool) => ({
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema,
  }));
  return {
    list: () => list,
    get: (name) => byName.get(name),
    declarations: () => declarations,
  };
}
