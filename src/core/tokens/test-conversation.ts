import type { Conversation, Message, Role } from '../conversation.ts';
import type { JsonObject, JsonValue } from '../json.ts';
import type { PruningState, TextPart, ToolCallPart } from '../part.ts';

/** A text part for tests and benchmarks. */
export function textPart(id: string, text: string, pruning: PruningState = 'auto'): TextPart {
  return { id, kind: 'text', text, pruning };
}

/** An executed tool call part whose approved arguments are `args` overlaid with `modifiedArgs`. */
export function executedCallPart(
  id: string,
  name: string,
  args: JsonObject,
  result: JsonValue,
  options: { readonly pruning?: PruningState; readonly modifiedArgs?: JsonObject } = {},
): ToolCallPart {
  const modifiedArgs = options.modifiedArgs ?? {};
  const approvedArgs = { ...args, ...modifiedArgs };
  return {
    id,
    kind: 'tool-call',
    pruning: options.pruning ?? 'auto',
    call: {
      id: `call_${id}`,
      name,
      rawArguments: JSON.stringify(args),
      args,
      modifiedArgs,
      status: 'executed',
      approval: { by: 'operator', at: 1, approvedArgs, modifiedKeys: Object.keys(modifiedArgs) },
      startedAt: 1,
      finishedAt: 2,
      result,
    },
  };
}

/** A pending tool call part (waiting for the operator), with an optional draft. */
export function pendingCallPart(
  id: string,
  name: string,
  args: JsonObject,
  modifiedArgs: JsonObject = {},
): ToolCallPart {
  return {
    id,
    kind: 'tool-call',
    pruning: 'auto',
    call: {
      id: `call_${id}`,
      name,
      rawArguments: JSON.stringify(args),
      args,
      modifiedArgs,
      status: 'pending',
    },
  };
}

/** A complete message. */
export function messageOf(id: string, role: Role, parts: Message['parts']): Message {
  return { id, role, parts, createdAt: 0, status: 'complete' };
}

/** A conversation of `messages`. */
export function conversationOf(messages: readonly Message[], systemPrompt = ''): Conversation {
  return { id: 'conversation', title: 'Test', createdAt: 0, systemPrompt, messages };
}
