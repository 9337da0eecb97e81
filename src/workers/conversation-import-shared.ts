import type { Conversation, Message } from '../core/conversation.ts';

/** The largest file the console imports: 200 MB, about a million ordinary messages. */
export const maximumImportBytes = 200 * 1024 * 1024;

/**
 * The most messages an imported conversation may hold: twice what a year of daily supervision produces, and
 * what the console still opens, counts and saves in a few seconds. A file with more is refused once it is
 * parsed, before it is checked or anything is stored.
 */
export const maximumImportMessages = 250_000;

/** Messages per message the worker posts back: each one is rebuilt on the page's thread in a few milliseconds. */
export const messagesPerBatch = 2000;

/** What the worker is told: the file, and the secrets to take out of it. */
export interface ImportRequest {
  readonly file: Blob;
  readonly secrets: readonly string[];
  /** Conversations with more messages are refused (default {@link maximumImportMessages}). */
  readonly maxMessages?: number;
}

/** Where an import is: reading the file, parsing and validating it, handing its messages over, saving it. */
export type ImportProgress =
  | { readonly phase: 'reading'; readonly loaded: number; readonly total: number }
  | { readonly phase: 'parsing' }
  | { readonly phase: 'validating' }
  | { readonly phase: 'receiving'; readonly loaded: number; readonly total: number }
  | { readonly phase: 'saving' };

/** What the worker answers, in order: progress, then the conversation in parts, or one refusal. */
export type ImportResponse =
  | { readonly type: 'progress'; readonly progress: ImportProgress }
  | { readonly type: 'refused'; readonly error: string }
  | {
      readonly type: 'header';
      readonly conversation: Omit<Conversation, 'messages'>;
      readonly messageCount: number;
    }
  | { readonly type: 'messages'; readonly messages: readonly Message[] }
  | { readonly type: 'done' };

/** How an import ended. */
export type ImportOutcome =
  | { readonly status: 'imported'; readonly conversation: Conversation }
  | { readonly status: 'refused'; readonly error: string }
  | { readonly status: 'cancelled' };

/** Sizes as people read them: 312 MB, 48.2 MB, 900 KB. */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 100) return `${Math.round(megabytes)} MB`;
  if (megabytes >= 1) return `${megabytes.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The refusal of a file over the limit, before a byte of it is read. */
export function oversizeError(fileName: string, bytes: number, limit = maximumImportBytes): string {
  return `${fileName} is ${formatBytes(bytes)}; files up to ${formatBytes(limit)} can be imported.`;
}

/** The refusal of a file with more messages than the limit. */
export function tooManyMessagesError(count: number, limit = maximumImportMessages): string {
  return `The conversation has ${count.toLocaleString('en-US')} messages; conversations of up to ${limit.toLocaleString('en-US')} messages can be imported. Split it into several files.`;
}
