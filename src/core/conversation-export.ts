import type { Conversation } from './conversation.ts';
import { validateConversationExport } from './conversation-validation.ts';
import { boundConversation } from './storage-bounds.ts';

/** The file format conversations export to and import from; `npm run tokens` reads it too. API keys never appear. */
export interface ConversationExport {
  readonly format: 'toolgate-conversation';
  readonly version: 1;
  readonly exportedAt: number;
  readonly conversation: Conversation;
}

/** Wraps a conversation for export. */
export function toConversationExport(conversation: Conversation, exportedAt: number): ConversationExport {
  return { format: 'toolgate-conversation', version: 1, exportedAt, conversation };
}

/** The outcome of reading an export: the conversation, or one clear reason it could not be read. */
export type ImportResult =
  { readonly ok: true; readonly conversation: Conversation } | { readonly ok: false; readonly error: string };

/**
 * Reads an exported conversation from text and validates all of it ({@link validateConversationExport}: every
 * field, type and status, and unique message, part and call ids), so a wrong or damaged file is refused with the
 * first precise reason (where, and what) instead of breaking the console later. Values too deep or too big to
 * store are kept as notes ({@link boundConversation}). Pure: it can run in a worker.
 */
export function parseConversationExport(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not JSON: ${(error as Error).message}` };
  }
  return checkConversationExport(data);
}

/** Checks a parsed export file as {@link parseConversationExport} does. */
export function checkConversationExport(data: unknown): ImportResult {
  const file = data as Partial<ConversationExport> | null;
  if (!file || typeof file !== 'object' || file.format !== 'toolgate-conversation') {
    return {
      ok: false,
      error: 'Not a Toolgate conversation export (format is not "toolgate-conversation").',
    };
  }
  if (typeof file.version !== 'number')
    return {
      ok: false,
      error: `/version must be the number 1, not ${JSON.stringify(file.version) ?? 'missing'}.`,
    };
  if (file.version !== 1) return { ok: false, error: `Unsupported export version ${String(file.version)}.` };
  const validated = validateConversationExport(file);
  if (!validated.ok) return { ok: false, error: `Not a valid conversation: ${validated.error}` };
  return { ok: true, conversation: boundConversation(validated.value.conversation) };
}
