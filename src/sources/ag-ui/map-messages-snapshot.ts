import type { Conversation, Message } from '../../core/conversation.ts';
import { findToolCallPart, updateToolCall } from '../../core/conversation.ts';
import type { Part } from '../../core/part.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { transitionToolCall } from '../../core/tool-call-status.ts';
import { callPartId, parseArguments, parseResult } from './thread-edits.ts';

/** A message of a `MESSAGES_SNAPSHOT` as it matters here (AG-UI 1.0 `Message`). */
export interface SnapshotMessage {
  readonly id: string;
  readonly role: string;
  readonly content?: unknown;
  readonly toolCalls?: readonly {
    readonly id: string;
    readonly function: { readonly name: string; readonly arguments: string };
  }[];
  readonly toolCallId?: string;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) =>
      part && typeof part === 'object' && (part as { type?: unknown }).type === 'text'
        ? String((part as { text?: unknown }).text ?? '')
        : '',
    )
    .join('');
}

function snapshotCall(id: string, name: string, rawArguments: string): ToolCall {
  return transitionToolCall(
    { id, providerId: id, name, rawArguments: '', args: null, modifiedArgs: {}, status: 'streaming' },
    { type: 'arguments-complete', rawArguments, args: parseArguments(rawArguments) },
  );
}

function fromSnapshot(message: SnapshotMessage, known: Conversation, now: number): Message | undefined {
  const text = textOf(message.content);
  if (message.role === 'user')
    return {
      id: message.id,
      role: 'user',
      parts: [{ id: `${message.id}/text`, kind: 'text', pruning: 'auto', text }],
      createdAt: now,
      status: 'complete',
    };
  if (message.role !== 'assistant') return undefined;
  const parts: Part[] = text ? [{ id: `${message.id}/text`, kind: 'text', pruning: 'auto', text }] : [];
  for (const call of message.toolCalls ?? []) {
    if (findToolCallPart(known, call.id)) continue;
    parts.push({
      id: callPartId(call.id),
      kind: 'tool-call',
      pruning: 'auto',
      call: snapshotCall(call.id, call.function.name, call.function.arguments),
    });
  }
  return { id: message.id, role: 'model', parts, createdAt: now, status: 'complete' };
}

/**
 * Lays a `MESSAGES_SNAPSHOT` over what the thread shows: messages are matched by the agent's ids, so what is
 * shown already stays as it is (with its calls' decisions), a message or call only the snapshot has is added,
 * a text the stream left empty is filled, and a tool message settles its call's result. Nothing shown is
 * removed, and nothing is added twice.
 */
export function reconcileSnapshot(
  conversation: Conversation,
  snapshot: readonly SnapshotMessage[],
  now: number,
): Conversation {
  let next = conversation;
  for (const message of snapshot) {
    if (message.role === 'tool' && message.toolCallId) {
      const result = parseResult(message.content);
      next = updateToolCall(next, message.toolCallId, (call) =>
        call.status === 'executing' ? transitionToolCall(call, { type: 'complete', at: now, result }) : call,
      );
      continue;
    }
    const shown = next.messages.find((candidate) => candidate.id === message.id);
    if (!shown) {
      const added = fromSnapshot(message, next, now);
      if (added && added.parts.length > 0) next = { ...next, messages: [...next.messages, added] };
      continue;
    }
    const text = textOf(message.content);
    const textPart = shown.parts.find((part) => part.kind === 'text');
    if (text && (!textPart || (textPart.kind === 'text' && textPart.text === ''))) {
      const filled: Message = textPart
        ? { ...shown, parts: shown.parts.map((part) => (part === textPart ? { ...textPart, text } : part)) }
        : {
            ...shown,
            parts: [{ id: `${shown.id}/text`, kind: 'text', pruning: 'auto', text }, ...shown.parts],
          };
      next = {
        ...next,
        messages: next.messages.map((candidate) => (candidate === shown ? filled : candidate)),
      };
    }
  }
  return next;
}
