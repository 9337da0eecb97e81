import type { Conversation } from './conversation.ts';

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

const roles = new Set(['user', 'model', 'tool']);
const kinds = new Set(['text', 'reasoning', 'tool-call', 'blob']);

/**
 * Reads an exported conversation from text, checking its shape so a wrong or damaged file is refused with a
 * precise reason instead of breaking the console later.
 */
export function parseConversationExport(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not JSON: ${(error as Error).message}` };
  }
  const file = data as Partial<ConversationExport> | null;
  if (!file || typeof file !== 'object' || file.format !== 'toolgate-conversation') {
    return {
      ok: false,
      error: 'Not a Toolgate conversation export (format is not "toolgate-conversation").',
    };
  }
  if (file.version !== 1) return { ok: false, error: `Unsupported export version ${String(file.version)}.` };
  const conversation = file.conversation;
  if (!conversation || typeof conversation.id !== 'string' || !Array.isArray(conversation.messages)) {
    return { ok: false, error: 'The export has no conversation with an id and messages.' };
  }
  for (const [index, message] of conversation.messages.entries()) {
    if (!message || !roles.has(message.role) || !Array.isArray(message.parts)) {
      return { ok: false, error: `Message ${index} has no valid role and parts.` };
    }
    for (const part of message.parts) {
      if (!part || typeof part.id !== 'string' || !kinds.has(part.kind)) {
        return { ok: false, error: `Message ${index} has a part with no id or an unknown kind.` };
      }
    }
  }
  const defaults = { title: 'Imported conversation', systemPrompt: '', createdAt: 0 };
  return { ok: true, conversation: { ...defaults, ...(conversation as Conversation) } };
}
