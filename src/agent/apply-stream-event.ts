import type { Message } from '../core/conversation.ts';
import type { JsonObject, JsonValue } from '../core/json.ts';
import type { Part, ReasoningPart, ToolCallPart } from '../core/part.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { boundArguments } from '../core/storage-bounds.ts';
import { transitionToolCall } from '../core/tool-call-status.ts';
import type { StreamEvent } from '../wire/stream-event.ts';

/** What assembling remembers between events that the message itself does not show. */
export interface AssemblyCursor {
  /** The reasoning part that further reasoning text extends; closed by `reasoning-end`. */
  readonly openReasoningPartId?: string;
}

/** What the assembler needs from outside: who issues the message, fresh part ids, a tool's own max depth. */
export interface AssemblyOptions {
  readonly issuer: string;
  readonly createPartId: () => string;
  readonly maxDepthOf?: (toolName: string) => number | undefined;
}

type Decorations = Readonly<Record<string, JsonValue>>;

/** Merges decorations: arrays accumulate (several signatures or items in one block), other values replace. */
export function mergeDecorations(
  current: Decorations | undefined,
  next: Readonly<Record<string, unknown>>,
): Decorations {
  const merged: Record<string, JsonValue> = { ...current };
  for (const [key, value] of Object.entries(next)) {
    const previous = merged[key];
    merged[key] = (
      Array.isArray(previous) && Array.isArray(value) ? [...previous, ...value] : value
    ) as JsonValue;
  }
  return merged;
}

function newCall(
  options: AssemblyOptions,
  callId: string,
  name: string,
  providerId: string | undefined,
): ToolCallPart {
  const maxDepth = options.maxDepthOf?.(name);
  const call: ToolCall = {
    id: callId,
    ...(providerId ? { providerId } : {}),
    name,
    rawArguments: '',
    args: null,
    modifiedArgs: {},
    issuedBy: options.issuer,
    status: 'streaming',
  };
  return {
    id: options.createPartId(),
    kind: 'tool-call',
    pruning: 'auto',
    ...(maxDepth === undefined ? {} : { maxDepth }),
    call,
  };
}

function mapCall(
  parts: readonly Part[],
  callId: string,
  update: (part: ToolCallPart) => ToolCallPart,
): readonly Part[] {
  return parts.map((part) => (part.kind === 'tool-call' && part.call.id === callId ? update(part) : part));
}

function hasCall(parts: readonly Part[], callId: string): boolean {
  return parts.some((part) => part.kind === 'tool-call' && part.call.id === callId);
}

function appendText(message: Message, delta: string, options: AssemblyOptions): Message {
  const last = message.parts.at(-1);
  if (last?.kind === 'text')
    return { ...message, parts: [...message.parts.slice(0, -1), { ...last, text: last.text + delta }] };
  return {
    ...message,
    parts: [...message.parts, { id: options.createPartId(), kind: 'text', pruning: 'auto', text: delta }],
  };
}

function reasoningPart(options: AssemblyOptions, text: string, decorations?: Decorations): ReasoningPart {
  return {
    id: options.createPartId(),
    kind: 'reasoning',
    pruning: 'auto',
    text,
    issuedBy: options.issuer,
    ...(decorations ? { decorations } : {}),
  };
}

/**
 * Applies one wire event to the model message being streamed, returning the new message and cursor. Pure: the
 * controller applies it to the message as the store holds it, so what the operator changes meanwhile stays.
 * A call becomes `checking` when its arguments end; it is checked and decided only after the stream, and only
 * then waits for the operator (`pending`) or runs.
 */
export function applyStreamEvent(
  message: Message,
  cursor: AssemblyCursor,
  event: StreamEvent,
  options: AssemblyOptions,
): { readonly message: Message; readonly cursor: AssemblyCursor } {
  switch (event.type) {
    case 'text-delta':
      return { message: appendText(message, event.delta, options), cursor: {} };
    case 'reasoning-delta': {
      const open = cursor.openReasoningPartId;
      if (open && message.parts.some((part) => part.id === open)) {
        const parts = message.parts.map((part) =>
          part.id === open && part.kind === 'reasoning' ? { ...part, text: part.text + event.delta } : part,
        );
        return { message: { ...message, parts }, cursor };
      }
      const part = reasoningPart(options, event.delta);
      return {
        message: { ...message, parts: [...message.parts, part] },
        cursor: { openReasoningPartId: part.id },
      };
    }
    case 'reasoning-end': {
      const open = cursor.openReasoningPartId;
      if (!event.decorations) return { message, cursor: {} };
      if (open && message.parts.some((part) => part.id === open)) {
        const decorations = event.decorations;
        const parts = message.parts.map((part) =>
          part.id === open && part.kind === 'reasoning'
            ? { ...part, decorations: mergeDecorations(part.decorations, decorations) }
            : part,
        );
        return { message: { ...message, parts }, cursor: {} };
      }
      // Reasoning that came with no text (encrypted, redacted) still has to be kept for replay.
      const part = reasoningPart(options, '', mergeDecorations(undefined, event.decorations));
      return { message: { ...message, parts: [...message.parts, part] }, cursor: {} };
    }
    case 'tool-input-start': {
      if (hasCall(message.parts, event.callId)) return { message, cursor: {} };
      const part = newCall(options, event.callId, event.name, event.providerId);
      return { message: { ...message, parts: [...message.parts, part] }, cursor: {} };
    }
    case 'tool-input-delta': {
      const parts = mapCall(message.parts, event.callId, (part) =>
        part.call.status === 'streaming'
          ? { ...part, call: { ...part.call, rawArguments: part.call.rawArguments + event.delta } }
          : part,
      );
      return { message: { ...message, parts }, cursor };
    }
    case 'tool-input-end': {
      const present = hasCall(message.parts, event.callId);
      const base = present
        ? message.parts
        : [...message.parts, newCall(options, event.callId, event.name, event.providerId)];
      const parts = mapCall(base, event.callId, (part) => {
        if (part.call.status !== 'streaming') return part;
        const call = transitionToolCall(
          { ...part.call, name: event.name || part.call.name },
          {
            type: 'arguments-complete',
            rawArguments: event.rawArguments,
            args: event.arguments as JsonObject | null,
            providerId: event.providerId,
            ...(event.decorations ? { decorations: mergeDecorations(undefined, event.decorations) } : {}),
          },
        );
        // A value nested thousands of levels deep breaks structured clone and JSON.stringify: it is never held,
        // so nothing the model sends can stop the saves, the audit log or the token meter.
        return { ...part, call: boundArguments(call) };
      });
      return { message: { ...message, parts }, cursor: {} };
    }
    case 'usage': {
      // Kept on the message so the token meter can calibrate its estimate against what the provider counted.
      const usage = {
        ...message.usage,
        ...(event.inputTokens === undefined ? {} : { inputTokens: event.inputTokens }),
        ...(event.outputTokens === undefined ? {} : { outputTokens: event.outputTokens }),
      };
      return { message: { ...message, usage }, cursor };
    }
    case 'finish':
    case 'error':
      return { message, cursor };
  }
}
