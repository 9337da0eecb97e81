import type { JsonObject } from '../core/json.ts';
import type { ModelRequest } from '../core/model-request.ts';
import { quoteValue, reportOutcome } from './demo-replies.ts';
import type { DemoTurn } from './demo-turn.ts';
import type { SeenCall } from './read-request.ts';
import { argumentsFromSchema, hasProperties } from '../tools/schema-arguments.ts';

/** What a tool declares about itself that the demo chooses by: its MCP server and its behaviour hints. */
export interface DemoToolHint {
  readonly server: string;
  /** The tool's own name on its server. */
  readonly toolName: string;
  /** `readOnlyHint` as declared (absent: false). */
  readonly readOnly: boolean;
  /** `destructiveHint` as declared (absent: true). */
  readonly destructive: boolean;
}

/** The hints of a declared tool by its name, for the tools of connected MCP servers only. */
export type DemoToolHints = (name: string) => DemoToolHint | undefined;

/** An MCP tool the request offers, with what it declares. */
export interface OfferedMcpTool {
  readonly name: string;
  readonly inputSchema: JsonObject;
  readonly hint: DemoToolHint;
}

/** The MCP tools the request offers, in the order the servers list them. */
export function offeredMcpTools(request: ModelRequest, hints: DemoToolHints): readonly OfferedMcpTool[] {
  return request.tools.flatMap((tool) => {
    const hint = hints(tool.name);
    return hint ? [{ name: tool.name, inputSchema: tool.inputSchema, hint }] : [];
  });
}

/**
 * The demo's turn with a connected MCP server, chosen by what the tools declare: the first read-only tool, which
 * runs by itself on a trusted server and waits on an untrusted one, and the first tool that writes and takes
 * arguments, which it only proposes, with arguments built from its input schema for the operator to check.
 * Undefined when no tool fits either role.
 */
export function mcpTurn(tools: readonly OfferedMcpTool[]): DemoTurn | undefined {
  const reader = tools.find((tool) => tool.hint.readOnly);
  const writer =
    tools.find((tool) => !tool.hint.readOnly && hasProperties(tool.inputSchema)) ??
    tools.find((tool) => !tool.hint.readOnly);
  const chosen = [reader, writer].filter((tool): tool is OfferedMcpTool => tool !== undefined);
  if (chosen.length === 0) return undefined;
  const servers = [...new Set(chosen.map((tool) => tool.hint.server))];
  const serverWords =
    servers.length > 1 ? `MCP servers ${servers.join(' and ')} are` : `MCP server ${servers[0]} is`;
  const readerText = reader
    ? ` ${reader.hint.toolName} declares itself read-only, so it runs without asking on a server you trust, and waits for you on one you do not.`
    : '';
  const writerText = writer
    ? ` ${writer.hint.toolName} declares that it ${writer.hint.destructive ? 'may destroy data' : 'changes things'}, so I am only proposing it, with arguments I built from its input schema: edit what you like, then approve or decline it.`
    : '';
  return {
    reasoning: `The ${serverWords} connected; I choose its tools by what they declare, not by their names.`,
    text: `Before I start on the case: the ${serverWords} connected, so I will try it.${readerText}${writerText}`,
    calls: chosen.map((tool) => ({ name: tool.name, args: argumentsFromSchema(tool.inputSchema) })),
  };
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '') ?? text;
}

/** What the demo says of its MCP calls once they are settled: what each answered, or what became of it. */
export function mcpReport(calls: readonly SeenCall[], hints: DemoToolHints): string {
  return calls
    .map((call) => {
      const label = hints(call.name)?.toolName ?? call.name;
      const answered =
        call.outcome.kind === 'executed'
          ? `${label} answered ${quoteValue(firstLine(call.outcome.body))}.`
          : '';
      // Named as its server names it, the acknowledgement of the operator's edits included.
      return reportOutcome({ ...call, name: label }, label, answered);
    })
    .join(' ');
}
