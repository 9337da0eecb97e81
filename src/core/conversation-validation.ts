import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Conversation } from './conversation.ts';
import type { ConversationExport } from './conversation-export.ts';
import { conversationExportSchema, conversationSchema } from './conversation-schema.ts';

/** The outcome of a validation: the value, typed, or the first thing wrong with it (where, and what). */
export type Validated<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

let validators: { conversation: ValidateFunction; file: ValidateFunction } | undefined;

// Compiled on first use: the page that never imports or restores pays nothing for it.
function compiled() {
  if (!validators) {
    const ajv = new Ajv({ discriminator: true, allErrors: false, strict: false, logger: false });
    validators = {
      conversation: ajv.compile(conversationSchema),
      file: ajv.compile(conversationExportSchema),
    };
  }
  return validators;
}

function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  if (value === null) return 'null';
  const kind = Array.isArray(value) ? 'an array' : `a ${typeof value}`;
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return typeof value === 'object' && value !== null ? kind : `${kind} (${short})`;
}

function valueAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function describeError(error: ErrorObject, root: unknown, base: string): string {
  const path = `${base}${error.instancePath}` || '/';
  const value = valueAt(root, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${path}: the field "${String(params.missingProperty)}" is missing.`;
    case 'type':
      return `${path} must be ${String(params.type).replace(',', ' or ')}, not ${shown(value)}.`;
    case 'enum':
      return `${path} must be one of ${(params.allowedValues as unknown[]).map((item) => JSON.stringify(item)).join(', ')}; it is ${shown(value)}.`;
    case 'const':
      return `${path} must be ${JSON.stringify(params.allowedValue)}; it is ${shown(value)}.`;
    case 'discriminator':
      return `${path}/${String(params.tag)} is not a known ${String(params.tag)}: ${shown(params.tagValue)}.`;
    case 'minimum':
    case 'maximum':
      return `${path} must be a ${error.keyword === 'minimum' ? 'number ≥' : 'number ≤'} ${String(params.limit)} (a time in milliseconds); it is ${shown(value)}.`;
    default:
      return `${path} ${error.message ?? 'is not valid'}.`;
  }
}

/** The first id used twice, with both places, or undefined when every message, part and call id is unique. */
export function findDuplicateId(conversation: Conversation, base = ''): string | undefined {
  const messages = new Map<string, number>();
  const parts = new Map<string, string>();
  const calls = new Map<string, string>();
  for (const [index, message] of conversation.messages.entries()) {
    const at = `${base}/messages/${index}`;
    const previous = messages.get(message.id);
    if (previous !== undefined)
      return `${at}/id: the message id "${message.id}" is used twice (also ${base}/messages/${previous}).`;
    messages.set(message.id, index);
    for (const [partIndex, part] of message.parts.entries()) {
      const partAt = `${at}/parts/${partIndex}`;
      const otherPart = parts.get(part.id);
      if (otherPart) return `${partAt}/id: the part id "${part.id}" is used twice (also ${otherPart}).`;
      parts.set(part.id, partAt);
      if (part.kind !== 'tool-call') continue;
      const otherCall = calls.get(part.call.id);
      if (otherCall)
        return `${partAt}/call/id: the call id "${part.call.id}" is used twice (also ${otherCall}/call).`;
      calls.set(part.call.id, partAt);
    }
  }
  return undefined;
}

function check<T>(validate: ValidateFunction, value: unknown, base: string, conversationAt: string) {
  let valid: boolean;
  try {
    valid = validate(value) as boolean;
  } catch (error) {
    return { ok: false as const, error: `${base || '/'} could not be checked: ${(error as Error).message}` };
  }
  if (!valid) return { ok: false as const, error: describeError(validate.errors![0]!, value, base) };
  const conversation = valueAt(value, conversationAt) as Conversation;
  const duplicate = findDuplicateId(conversation, `${base}${conversationAt}`);
  return duplicate ? { ok: false as const, error: duplicate } : { ok: true as const, value: value as T };
}

/**
 * Checks a conversation completely against {@link conversationSchema}, then that no message, part or call id is
 * used twice. Pure: it runs in a worker, on a file or on what IndexedDB gave back.
 */
export function validateConversation(value: unknown): Validated<Conversation> {
  return check<Conversation>(compiled().conversation, value, '', '');
}

/** Checks a parsed export file: the format marker, the version, then the whole conversation. */
export function validateConversationExport(value: unknown): Validated<ConversationExport> {
  return check<ConversationExport>(compiled().file, value, '', '/conversation');
}
