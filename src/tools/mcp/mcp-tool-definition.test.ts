import { describe, expect, it } from 'vitest';
import { isContentResult } from '../../core/tool-content.ts';
import { checkToolCall } from '../check-tool-call.ts';
import { createToolRegistry } from '../tool-registry.ts';
import type { McpToolRuntime } from './mcp-tool-definition.ts';
import { mcpToolDefinition, unavailableToolDefinition } from './mcp-tool-definition.ts';

const server = { id: 'srv-1', name: 'Files', prefix: 'files', trusted: false };

function runtimeAnswering(result: object): McpToolRuntime & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    async call(serverId, callId, toolName, args) {
      calls.push({ serverId, callId, toolName, args });
      return result;
    },
    progress: () => undefined,
  };
}

const statTool = {
  name: 'stat',
  description: 'File facts',
  inputSchema: {
    type: 'object',
    properties: { path: { type: 'string' }, depth: { type: 'integer', minimum: 0 } },
    required: ['path'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: { size: { type: 'integer' }, kind: { enum: ['file', 'directory'] } },
    required: ['size', 'kind'],
  },
  annotations: { readOnlyHint: true },
};

describe('mcpToolDefinition', () => {
  it('namespaces the name, keeps the schemas in 2020-12 and takes the tier from the server trust', () => {
    const tool = mcpToolDefinition(server, statTool, runtimeAnswering({}));
    expect(tool.name).toBe('files__stat');
    expect(tool.inputSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(tool.tier).toBe('destructive');
    expect(mcpToolDefinition({ ...server, trusted: true }, statTool, runtimeAnswering({})).tier).toBe(
      'read-only',
    );
    expect(tool.origin).toMatchObject({ kind: 'mcp', toolName: 'stat', annotations: { readOnlyHint: true } });
  });

  it('is checked before approval against its input schema like a built-in tool', async () => {
    const registry = createToolRegistry([mcpToolDefinition(server, statTool, runtimeAnswering({}))]);
    const refusal = await checkToolCall(
      { name: 'files__stat', args: { path: 3 }, rawArguments: '{"path":3}' },
      registry,
      { signal: new AbortController().signal },
    );
    expect(refusal?.message).toContain('"path" must be string');
  });

  it('refuses every call of a tool whose input schema is beyond the schema limits, saying why', async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, index) => [
        `field_${index}`,
        { type: 'string', pattern: '^(a+)+$' },
      ]),
    );
    const huge = { ...statTool, name: 'huge', inputSchema: { type: 'object', properties } };
    const registry = createToolRegistry([mcpToolDefinition(server, huge, runtimeAnswering({}))]);
    const refusal = await checkToolCall(
      { name: 'files__huge', args: { field_0: 'a' }, rawArguments: '{"field_0":"a"}' },
      registry,
      { signal: new AbortController().signal },
    );
    expect(refusal).toEqual({
      source: 'check',
      message:
        'The input schema of huge on Files was not kept (it has more than 2,000 properties (at most 2,000 get a form)), so its calls cannot be checked and are refused.',
    });
  });

  it('sends exactly the arguments it is given, under the server tool name, for the call', async () => {
    const runtime = runtimeAnswering({
      content: [{ type: 'text', text: 'ok' }],
      structuredContent: { size: 3, kind: 'file' },
    });
    const tool = mcpToolDefinition(server, statTool, runtime);
    const result = await tool.execute(
      { path: '/a' },
      { signal: new AbortController().signal, callId: 'call-1' },
    );
    expect(runtime.calls).toEqual([
      { serverId: 'srv-1', callId: 'call-1', toolName: 'stat', args: { path: '/a' } },
    ]);
    expect(isContentResult(result)).toBe(true);
  });

  it('fails an error result with the server text', async () => {
    const tool = mcpToolDefinition(
      server,
      statTool,
      runtimeAnswering({ isError: true, content: [{ type: 'text', text: 'ENOENT: /a' }] }),
    );
    await expect(tool.execute({ path: '/a' }, { signal: new AbortController().signal })).rejects.toThrow(
      'Files reported an error: ENOENT: /a',
    );
  });

  it('fails structured content that does not match the output schema, saying where', async () => {
    const tool = mcpToolDefinition(
      server,
      statTool,
      runtimeAnswering({ structuredContent: { size: 'big', kind: 'file' } }),
    );
    await expect(tool.execute({ path: '/a' }, { signal: new AbortController().signal })).rejects.toThrow(
      /The structured content of files__stat does not match its schema:\n- "size" must be integer, got string "big"/,
    );
    const missing = mcpToolDefinition(server, statTool, runtimeAnswering({ content: [] }));
    await expect(missing.execute({ path: '/a' }, { signal: new AbortController().signal })).rejects.toThrow(
      'declares an output schema but returned no structured content',
    );
  });

  it('a tool whose server went away keeps its name, schema and tier, refuses every check with why, and never runs', async () => {
    const runtime = runtimeAnswering({ content: [] });
    const live = mcpToolDefinition(server, statTool, runtime);
    const reason = 'Files went away: it failed its health check.';
    const away = unavailableToolDefinition(live, reason);
    expect(away).toMatchObject({
      name: live.name,
      tier: live.tier,
      inputSchema: live.inputSchema,
      unavailable: reason,
    });
    const refusal = await checkToolCall(
      { name: 'files__stat', args: { path: '/a' }, rawArguments: '{"path":"/a"}' },
      createToolRegistry([away]),
      { signal: new AbortController().signal },
    );
    expect(refusal).toEqual({ source: 'unavailable', message: reason });
    await expect(away.execute({ path: '/a' }, { signal: new AbortController().signal })).rejects.toThrow(
      reason,
    );
    expect(runtime.calls).toEqual([]);
  });
});
