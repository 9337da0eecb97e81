import { appendFileSync, existsSync } from 'node:fs';
import { tool } from '@langchain/core/tools';
import type { RunnableConfig } from '@langchain/core/runnables';
import { z } from 'zod';

/** Where every executed call is appended, one JSON line each. */
export function toolLogPath(): string {
  return process.env.TOOLGATE_LANGGRAPH_TOOL_LOG ?? '/tmp/toolgate-langgraph-tool-log.jsonl';
}

/** Appends what ran, with which arguments, on which thread. */
export function recordExecution(name: string, args: unknown, config?: RunnableConfig): void {
  const threadId = config?.configurable?.thread_id ?? null;
  appendFileSync(toolLogPath(), `${JSON.stringify({ threadId, name, args })}\n`);
}

/** The file whose existence lets a held call finish; see {@link holdWhileMarked}. */
export function releasePath(): string {
  return `${toolLogPath()}.release`;
}

/**
 * A call whose text carries `[hold]` keeps its run going until the release file exists, so a test can act while
 * the thread is certainly busy, however slow the machine.
 */
async function holdWhileMarked(text: string): Promise<void> {
  if (!text.includes('[hold]')) return;
  while (!existsSync(releasePath())) await new Promise((resolve) => setTimeout(resolve, 50));
}

export const sendEmailSchema = z.object({
  to: z.string().describe('Recipient address'),
  subject: z.string(),
  body: z.string(),
  urgent: z.boolean().optional(),
});

export const sendEmail = tool(
  async (args, config) => {
    await holdWhileMarked(args.subject);
    recordExecution('send_email', args, config);
    return `Sent "${args.subject}" to ${args.to}`;
  },
  { name: 'send_email', description: 'Send an email', schema: sendEmailSchema },
);

export const writeFileSchema = z.object({ path: z.string(), content: z.string() });

export const writeFile = tool(
  async (args, config) => {
    await holdWhileMarked(args.path);
    recordExecution('write_file', args, config);
    return `Wrote ${args.content.length} characters to ${args.path}`;
  },
  { name: 'write_file', description: 'Write a file', schema: writeFileSchema },
);

export const testTools = { send_email: sendEmail, write_file: writeFile };
