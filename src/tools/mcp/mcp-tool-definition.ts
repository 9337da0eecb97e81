import { boundSchema } from '../../core/schema-bounds.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import { contentResultValue } from '../../core/tool-content.ts';
import type { ToolDefinition } from '../tool-definition.ts';
import type { McpCallResult, McpProgress, McpTool } from './mcp-connection.ts';
import { contentFromMcp, textOfContent } from './mcp-content.ts';
import { schemaMismatch, withDialect } from './mcp-schema.ts';
import { tierFromAnnotations } from './mcp-tier.ts';
import { namespacedToolName } from './mcp-tool-name.ts';

/** The server a tool belongs to, as the registry needs it. */
export interface McpToolServer {
  readonly id: string;
  readonly name: string;
  /** Unique among servers; the first part of each tool's name. */
  readonly prefix: string;
  readonly trusted: boolean;
}

/** How a tool reaches its server while running: the call itself, and where its progress goes. */
export interface McpToolRuntime {
  call(
    serverId: string,
    callId: string | undefined,
    toolName: string,
    args: JsonObject,
    options: { readonly signal: AbortSignal; readonly onProgress: (progress: McpProgress) => void },
  ): Promise<McpCallResult>;
  progress(callId: string, progress: McpProgress): void;
}

const maxDescription = 4000;

function annotationsOf(tool: McpTool): Readonly<Record<string, JsonValue>> | undefined {
  return isJsonObject(tool.annotations)
    ? (JSON.parse(JSON.stringify(tool.annotations)) as JsonObject)
    : undefined;
}

/** The checked result of a call: the content, or an error worded for the model and the operator. */
export function acceptResult(
  toolName: string,
  serverName: string,
  outputSchema: JsonObject | undefined,
  raw: McpCallResult,
): JsonValue {
  const content = contentFromMcp(raw);
  if (raw.isError === true) {
    throw new Error(`${serverName} reported an error: ${textOfContent(content) || '(no text given)'}`);
  }
  if (outputSchema) {
    if (content.structured === undefined) {
      throw new Error(`${toolName} declares an output schema but returned no structured content.`);
    }
    const mismatch = schemaMismatch(
      `The structured content of ${toolName}`,
      outputSchema,
      content.structured,
    );
    if (mismatch) throw new Error(mismatch);
  }
  return contentResultValue(content);
}

/**
 * A server's tool as a registry tool: namespaced name, the server's description and schemas (2020-12 unless
 * they say otherwise), the tier its annotations give on this server, and an executor that sends `tools/call`
 * with exactly the approved arguments and checks what comes back.
 */
export function mcpToolDefinition(
  server: McpToolServer,
  tool: McpTool,
  runtime: McpToolRuntime,
): ToolDefinition {
  const name = namespacedToolName(server.prefix, tool.name);
  // Schemas beyond the schema limits are not kept: the tool's calls are then refused with the reason (fail closed),
  // and a withheld output schema checks no result.
  const input = isJsonObject(tool.inputSchema) ? boundSchema(tool.inputSchema) : undefined;
  const output = isJsonObject(tool.outputSchema) ? boundSchema(tool.outputSchema) : undefined;
  const outputSchema = output?.status === 'kept' ? withDialect(output.schema) : undefined;
  const annotations = annotationsOf(tool);
  const title =
    typeof tool.title === 'string'
      ? tool.title
      : typeof tool.annotations?.title === 'string'
        ? tool.annotations.title
        : undefined;
  const description = typeof tool.description === 'string' ? tool.description : (title ?? tool.name);
  return {
    name,
    description: `${description.slice(0, maxDescription)} (tool ${JSON.stringify(tool.name)} of MCP server ${JSON.stringify(server.name)})`,
    inputSchema:
      input?.status === 'withheld' ? withDialect({ type: 'object' }) : withDialect(tool.inputSchema),
    ...(input?.status === 'withheld'
      ? {
          check: () => ({
            source: 'check' as const,
            message: `The input schema of ${tool.name} on ${server.name} was not kept (${input.reason}), so its calls cannot be checked and are refused.`,
          }),
        }
      : {}),
    tier: tierFromAnnotations(tool.annotations, server.trusted),
    origin: {
      kind: 'mcp',
      serverId: server.id,
      serverName: server.name,
      toolName: tool.name,
      trusted: server.trusted,
      ...(title ? { title } : {}),
      ...(annotations ? { annotations } : {}),
    },
    ...(outputSchema ? { outputSchema } : {}),
    async execute(args, context) {
      const raw = await runtime.call(server.id, context.callId, tool.name, args, {
        signal: context.signal,
        onProgress: (progress) => {
          if (context.callId) runtime.progress(context.callId, progress);
        },
      });
      return acceptResult(name, server.name, outputSchema, raw);
    },
  };
}

/**
 * A listed tool whose server went away: still named, described and tiered as it was, so its waiting calls keep
 * their review, but every check refuses it with `reason` and it cannot run. Listing it again when the server is
 * back makes it whole.
 */
export function unavailableToolDefinition(tool: ToolDefinition, reason: string): ToolDefinition {
  const { check: _check, ...rest } = tool;
  return {
    ...rest,
    unavailable: reason,
    check: () => ({ source: 'unavailable', message: reason }),
    execute: () => Promise.reject(new Error(reason)),
  };
}
