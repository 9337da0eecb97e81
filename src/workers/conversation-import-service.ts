import type { ImportResult } from '../core/conversation-export.ts';
import { checkConversationExport } from '../core/conversation-export.ts';
import { redactJson } from '../core/redact-secrets.ts';
import type { ImportRequest, ImportResponse } from './conversation-import-shared.ts';
import {
  maximumImportMessages,
  messagesPerBatch,
  tooManyMessagesError,
} from './conversation-import-shared.ts';

/** Reads a file as text, chunk by chunk, reporting the bytes read. */
async function readText(file: Blob, post: (response: ImportResponse) => void): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const reader = file.stream().getReader();
  const pieces: string[] = [];
  let loaded = 0;
  let reported = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.byteLength;
    pieces.push(decoder.decode(value, { stream: true }));
    // A report per percent is plenty for a progress bar, and costs nothing to post.
    const percent = Math.floor((loaded / Math.max(1, file.size)) * 100);
    if (percent !== reported) {
      reported = percent;
      post({ type: 'progress', progress: { phase: 'reading', loaded, total: file.size } });
    }
  }
  pieces.push(decoder.decode());
  return pieces.join('');
}

// The file's text lives only in here, so it can be collected while the messages are posted.
async function readAndParse(
  file: Blob,
  post: (response: ImportResponse) => void,
  maxMessages: number,
): Promise<ImportResult> {
  let text: string;
  try {
    text = await readText(file, post);
  } catch (error) {
    const reason = error instanceof TypeError ? 'it is not UTF-8 text' : String(error);
    return { ok: false, error: `The file could not be read: ${reason}.` };
  }
  post({ type: 'progress', progress: { phase: 'parsing' } });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not JSON: ${(error as Error).message}` };
  }
  const messages = (data as { conversation?: { messages?: unknown } } | null)?.conversation?.messages;
  if (Array.isArray(messages) && messages.length > maxMessages)
    return { ok: false, error: tooManyMessagesError(messages.length, maxMessages) };
  post({ type: 'progress', progress: { phase: 'validating' } });
  return checkConversationExport(data);
}

/**
 * Imports a conversation file where it runs (the import worker, or the page when there is no worker): reads it in
 * chunks, checks it against the export format, takes the configured secrets out of it, and posts the
 * conversation back in batches of messages, so the page rebuilds it a little at a time.
 */
export async function runConversationImport(
  request: ImportRequest,
  post: (response: ImportResponse) => void,
): Promise<void> {
  const parsed = await readAndParse(request.file, post, request.maxMessages ?? maximumImportMessages);
  if (!parsed.ok) {
    post({ type: 'refused', error: parsed.error });
    return;
  }
  const { messages, ...header } = parsed.conversation;
  post({ type: 'header', conversation: redactJson(header, request.secrets), messageCount: messages.length });
  for (let start = 0; start < messages.length; start += messagesPerBatch) {
    post({
      type: 'messages',
      messages: redactJson(messages.slice(start, start + messagesPerBatch), request.secrets),
    });
  }
  post({ type: 'done' });
}
