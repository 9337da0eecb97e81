import type { Conversation, Message } from './conversation.ts';
import type { JsonObject, JsonValue } from './json.ts';
import type { Part } from './part.ts';
import { schemaProblem } from './schema-bounds.ts';
import type { CallInterrupt } from './source.ts';
import type { ToolCall } from './tool-call.ts';

/**
 * What a value may be to be kept: IndexedDB's structured clone and `JSON.stringify` recurse, so a value nested a
 * few thousand levels deep throws in both and would stop every save after it. Far above any real call (the checks
 * refuse arguments past 16 levels or 100,000 characters).
 */
export const storageLimits = {
  /** Deepest nesting of objects and arrays kept. */
  maxDepth: 100,
  /** Largest parsed value kept, in characters of its JSON. */
  maxCharacters: 16_000_000,
  /** Longest raw argument text kept; the rest is cut and the cut marked. */
  maxRawCharacters: 1_000_000,
} as const;

/**
 * Why a value cannot be kept, measured without recursion; undefined when it can. `maxCharacters` may set a
 * lower size limit than storage's own.
 */
export function storageProblem(
  value: unknown,
  maxCharacters: number = storageLimits.maxCharacters,
): string | undefined {
  let characters = 0;
  const stack: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.depth > storageLimits.maxDepth) return `it nests deeper than ${storageLimits.maxDepth} levels`;
    const current = item.value;
    if (current === null || typeof current !== 'object') {
      characters += typeof current === 'string' ? current.length + 2 : 8;
    } else {
      const children = Array.isArray(current)
        ? (current as readonly unknown[])
        : Object.values(current as object);
      if (!Array.isArray(current))
        for (const key of Object.keys(current as object)) characters += key.length + 3;
      characters += 2 + children.length;
      for (const child of children) stack.push({ value: child, depth: item.depth + 1 });
    }
    if (characters > maxCharacters)
      return `it is larger than ${maxCharacters.toLocaleString('en-US')} characters`;
  }
  return undefined;
}

/** The raw text as kept: whole, or its start with a marker saying how long it was. */
export function boundRawText(text: string): string {
  if (text.length <= storageLimits.maxRawCharacters) return text;
  return `${text.slice(0, storageLimits.maxRawCharacters)}… [cut: ${text.length.toLocaleString('en-US')} characters in all; only the first ${storageLimits.maxRawCharacters.toLocaleString('en-US')} were kept]`;
}

/** A JSON object as kept: itself, or an object with one note saying why it was not kept. */
export function boundObject(value: JsonObject, what: string): JsonObject {
  const problem = storageProblem(value);
  return problem ? { notKept: `The ${what} were not kept: ${problem}.` } : value;
}

/**
 * The model's parsed arguments as they may be held: a value too deep or too big becomes null (unusable, so the
 * checks refuse the call), while the raw text stays, cut and marked when it is too long. Decorations that cannot
 * be kept are dropped. Returns the same call when nothing had to change.
 */
export function boundArguments(call: ToolCall): ToolCall {
  const argsProblem = call.args === null ? undefined : storageProblem(call.args);
  const decorationsProblem = call.decorations === undefined ? undefined : storageProblem(call.decorations);
  const raw = boundRawText(call.rawArguments);
  if (!argsProblem && !decorationsProblem && raw === call.rawArguments) return call;
  const { decorations, ...rest } = call;
  return {
    ...rest,
    ...(decorationsProblem || !decorations ? {} : { decorations }),
    rawArguments: raw,
    args: argsProblem ? null : call.args,
  } as ToolCall;
}

/**
 * A tool call as it may be stored: its arguments bounded ({@link boundArguments}), the operator's draft, the
 * approved snapshot and the result replaced by a note when they cannot be kept. A pending call whose arguments
 * were dropped is refused, since nothing is left to approve.
 */
export function boundToolCall(call: ToolCall): ToolCall {
  let next = boundArguments(call);
  const interrupt = next.interrupt ? boundInterrupt(next.interrupt) : undefined;
  if (interrupt && interrupt !== next.interrupt) next = { ...next, interrupt };
  if (storageProblem(next.modifiedArgs)) next = { ...next, modifiedArgs: {} };
  if ('approval' in next && next.approval && storageProblem(next.approval.approvedArgs)) {
    const approval = {
      ...next.approval,
      approvedArgs: boundObject(next.approval.approvedArgs, 'approved arguments'),
    };
    next = { ...next, approval } as ToolCall;
  }
  if (next.status === 'executed') {
    const problem = storageProblem(next.result);
    if (problem) next = { ...next, result: `[The result was not kept: ${problem}.]` };
  }
  if (
    (next.status === 'pending' || next.status === 'checking' || next.status === 'streaming') &&
    call.args !== null &&
    next.args === null
  ) {
    const { status: _status, ...rest } = next;
    next = {
      ...rest,
      status: 'refused',
      refusal: {
        source: 'invalid-arguments',
        message: `The arguments of ${call.name} were not kept (${storageProblem(call.args) ?? 'too large'}), so it cannot run.`,
      },
    } as ToolCall;
  }
  return next;
}

/**
 * A remote request as it may be stored: a response schema beyond the schema limits (or too deep to clone) is
 * withheld with the reason and makes the request read-only; details too big are replaced by a note.
 */
export function boundInterrupt(interrupt: CallInterrupt): CallInterrupt {
  let next = interrupt;
  if (next.responseSchema) {
    const problem = schemaProblem(next.responseSchema);
    if (problem) {
      const { responseSchema: _withheld, ...rest } = next;
      next = { ...rest, schemaWithheld: problem, editable: false };
    }
  }
  if (next.metadata && storageProblem(next.metadata))
    next = { ...next, metadata: boundObject(next.metadata, 'request details') };
  if (next.staged?.kind === 'answer' && storageProblem(next.staged.payload)) {
    const { staged: _dropped, ...rest } = next;
    next = rest;
  }
  if (next.staged?.kind === 'approve' && storageProblem(next.staged.approvedArgs)) {
    const { staged: _dropped, ...rest } = next;
    next = rest;
  }
  return next;
}

function boundPart(part: Part): Part {
  if (part.kind === 'tool-call') {
    const call = boundToolCall(part.call);
    return call === part.call ? part : { ...part, call };
  }
  if (part.kind === 'reasoning' && part.decorations && storageProblem(part.decorations)) {
    const { decorations: _dropped, ...rest } = part;
    return rest;
  }
  return part;
}

/** A message as it may be stored; the same message when nothing had to change. */
export function boundMessage(message: Message): Message {
  const parts = message.parts.map(boundPart);
  return parts.some((part, index) => part !== message.parts[index]) ? { ...message, parts } : message;
}

/** A conversation as it may be stored and shown; the same conversation when nothing had to change. */
export function boundConversation(conversation: Conversation): Conversation {
  const messages = conversation.messages.map(boundMessage);
  return messages.some((message, index) => message !== conversation.messages[index])
    ? { ...conversation, messages }
    : conversation;
}

/** A JSON value as it may be stored: itself, or a note saying why it was not kept. */
export function boundJsonValue(value: JsonValue, what: string): JsonValue {
  const problem = storageProblem(value);
  return problem ? `[The ${what} was not kept: ${problem}.]` : value;
}
