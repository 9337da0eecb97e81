import type { Conversation, Message } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { isSettled } from '../core/tool-call-status.ts';

/** The tool call with internal id `callId`, or undefined. */
export function findCall(conversation: Conversation, callId: string): ToolCall | undefined {
  return allToolCalls(conversation).find((call) => call.id === callId);
}

/** The message that holds the call. */
export function messageOfCall(conversation: Conversation, callId: string): Message | undefined {
  return conversation.messages.find((message) =>
    message.parts.some((part) => part.kind === 'tool-call' && part.call.id === callId),
  );
}

/** Calls that are not settled yet: still streaming, waiting for a decision, or running. */
export function openCalls(conversation: Conversation): readonly ToolCall[] {
  return allToolCalls(conversation).filter((call) => !isSettled(call.status));
}

/** The calls of one message. */
export function callsOf(message: Message): readonly ToolCall[] {
  return message.parts.flatMap((part) => (part.kind === 'tool-call' ? [part.call] : []));
}

/**
 * True when the conversation ends with a model message that made calls and every one of them is settled:
 * the moment the responses go back to the model in the next turn.
 */
export function lastTurnSettled(conversation: Conversation): boolean {
  const last = conversation.messages.at(-1);
  if (!last || last.role !== 'model') return false;
  // A call the operator made by hand is no turn of the model's: settling it starts none.
  const calls = callsOf(last).filter((call) => call.initiatedBy !== 'operator');
  return calls.length > 0 && calls.every((call) => isSettled(call.status));
}
