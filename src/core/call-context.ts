import type { ArgumentChange } from './argument-changes.ts';
import { changedValues } from './argument-changes.ts';
import type { Conversation } from './conversation.ts';
import type { JsonObject } from './json.ts';
import type { ToolCall } from './tool-call.ts';
import { effectiveArgs } from './tool-call.ts';

/** What the review shows of a call of a thread that is not open: what led to it, what it would send. */
export interface CallContext {
  readonly call: ToolCall;
  /** The model's last words before the call: its message's text before it, else the last model text earlier. */
  readonly modelText: string | undefined;
  /** What approving it would send: the proposal with the operator's draft laid over it. */
  readonly effectiveArgs: JsonObject | null;
  /** How the draft differs from the proposal, value by value (none without a draft). */
  readonly changes: readonly ArgumentChange[];
}

/** Longest text kept of the model's words, from their end (the part nearest the call). */
const modelTextLimit = 2_000;

function clipped(text: string): string {
  return text.length > modelTextLimit ? `…${text.slice(-modelTextLimit)}` : text;
}

/** The {@link CallContext} of the call with id `callId` in `conversation`; undefined when it holds none. */
export function callContext(conversation: Conversation, callId: string): CallContext | undefined {
  let lastText: string | undefined;
  for (const message of conversation.messages) {
    let textBefore = '';
    for (const part of message.parts) {
      if (part.kind === 'text' && message.role === 'model') textBefore += part.text;
      if (part.kind === 'tool-call' && part.call.id === callId) {
        const text = textBefore.trim() || lastText;
        const args = part.call.args ? effectiveArgs(part.call) : null;
        return {
          call: part.call,
          modelText: text ? clipped(text) : undefined,
          effectiveArgs: args,
          changes: args ? changedValues(part.call.args, args) : [],
        };
      }
    }
    if (message.role === 'model' && textBefore.trim()) lastText = textBefore.trim();
  }
  return undefined;
}
