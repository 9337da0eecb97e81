import { elicitationEntry } from '../core/audit-entry.ts';
import { findCall } from '../agent/conversation-queries.ts';
import { createId } from '../core/ids.ts';
import type { ElicitationAnswer } from '../tools/mcp/mcp-elicitation.ts';
import { elicitationContent } from '../tools/mcp/mcp-elicitation.ts';
import type { AppState } from './app-state.ts';
import type { McpCallDesk } from '../desks/built-in/mcp-call-desk.ts';

/**
 * The operator's answer to a server's question on the running call `callId`: only the values the requested
 * schema names are kept, the answer is recorded in the audit log (decision `answered`), then sent.
 */
export async function answerElicitation(
  get: () => AppState,
  desk: McpCallDesk,
  callId: string,
  answer: ElicitationAnswer,
): Promise<void> {
  const request = get().mcpCallActivity[callId]?.elicitation;
  if (!request) return;
  const content =
    answer.action === 'accept' && request.mode === 'form'
      ? elicitationContent(request.requestedSchema, answer.content ?? {})
      : undefined;
  const final: ElicitationAnswer =
    answer.action === 'accept' ? { action: 'accept', ...(content ? { content } : {}) } : answer;
  const call = findCall(get().conversation, callId);
  if (call) {
    const entry = elicitationEntry(
      createId('audit'),
      get().conversation.id,
      call,
      {
        mode: request.mode,
        message: request.message,
        ...(request.mode === 'url' ? { url: request.url } : {}),
        action: final.action,
        ...(content ? { content } : {}),
      },
      Date.now(),
    );
    await get()
      .recordAuditEntry(entry)
      .catch(() => undefined);
  }
  desk.answer(callId, final);
}
