import type { Conversation } from '../core/conversation.ts';
import { promptTokensOfCall } from '../core/message-usage.ts';
import type { AuditLog } from './persistence/audit-log.ts';

/**
 * The audit log, with each entry recording the prompt tokens of the request whose answer proposed its call:
 * what the provider billed and, when the meter had made it by then, what it predicted (from the open
 * conversation's model message holding the call).
 */
export function withPromptTokens(log: AuditLog, conversation: () => Conversation): AuditLog {
  return {
    ...log,
    record(entry) {
      if (entry.promptTokens) return log.record(entry);
      const promptTokens = promptTokensOfCall(conversation(), entry.callId);
      return log.record(promptTokens ? { ...entry, promptTokens } : entry);
    },
  };
}
