import { reviveConversation } from '../../agent/revive-conversation.ts';
import type { Conversation } from '../../core/conversation.ts';
import type { ImportResult } from '../../core/conversation-export.ts';
import { redactText } from '../../core/redact-secrets.ts';
import { parseConversationExport, toConversationExport } from '../../core/conversation-export.ts';

/**
 * The JSON file a conversation exports to (also what `npm run tokens` reads). It holds the conversation only:
 * provider settings and API keys are never part of it, and the text is checked once more against `secrets`, so
 * a key that reached the conversation by a path the stream's redaction did not cover still never leaves.
 */
export function exportConversationFile(
  conversation: Conversation,
  exportedAt: number,
  secrets: readonly string[] = [],
): string {
  return redactText(`${JSON.stringify(toConversationExport(conversation, exportedAt), null, 2)}\n`, secrets);
}

/** A file name for the export, from the title and the date. */
export function exportFileName(conversation: Conversation, exportedAt: number): string {
  const slug =
    conversation.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'conversation';
  return `toolgate-${slug}-${new Date(exportedAt).toISOString().slice(0, 10)}.json`;
}

/**
 * Reads an exported file. Nothing is running after an import, so the conversation is revived the way a reload
 * revives it: a call recorded as executing comes back interrupted.
 */
export function importConversationFile(text: string): ImportResult {
  const result = parseConversationExport(text);
  return result.ok ? { ok: true, conversation: reviveConversation(result.conversation) } : result;
}
