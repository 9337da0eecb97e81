import { describe, expect, it } from 'vitest';
import type { McpToolRuntime } from '../tools/mcp/mcp-tool-definition.ts';
import { createToolRegistry } from '../tools/tool-registry.ts';
import { createMcpToolPublisher } from './mcp-tool-publisher.ts';

const runtime: McpToolRuntime = {
  call: () => Promise.resolve({ content: [{ type: 'text', text: 'ran' }] }),
  progress: () => undefined,
};
const server = { id: 'srv', name: 'files', prefix: 'files', trusted: true };
const tools = [
  { name: 'stat', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
  { name: 'write', inputSchema: { type: 'object' }, annotations: { destructiveHint: false } },
];

describe('createMcpToolPublisher', () => {
  it('keeps the tools of a server that went away, unavailable with why, until they are listed again', () => {
    const registry = createToolRegistry([]);
    const publisher = createMcpToolPublisher(() => registry, runtime);
    publisher.publish(server, tools);
    expect(registry.get('files__stat')?.unavailable).toBeUndefined();

    publisher.markAway('srv', 'files went away.');
    expect(registry.list().map((tool) => [tool.name, tool.tier, tool.unavailable])).toEqual([
      ['files__stat', 'read-only', 'files went away.'],
      ['files__write', 'write', 'files went away.'],
    ]);

    // Listed again with one tool fewer: the one listed is whole, the other is gone.
    publisher.publish(server, [tools[0]!]);
    expect(registry.list().map((tool) => [tool.name, tool.unavailable])).toEqual([
      ['files__stat', undefined],
    ]);

    publisher.remove('srv');
    publisher.markAway('srv', 'files went away.');
    expect(registry.list()).toEqual([]);
  });

  it('restores the tools a server listed before a reload as unavailable, until it lists them again', () => {
    const registry = createToolRegistry([]);
    const publisher = createMcpToolPublisher(() => registry, runtime);
    publisher.restore(server, tools, 'files is not connected yet.');
    expect(registry.get('files__write')?.unavailable).toBe('files is not connected yet.');
    publisher.markAway('srv', 'files is not connected: nothing answered.');
    expect(registry.get('files__write')?.unavailable).toBe('files is not connected: nothing answered.');
    publisher.publish(server, tools);
    expect(registry.get('files__write')?.unavailable).toBeUndefined();
  });
});
