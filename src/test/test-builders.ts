import type { AuditEntry } from '../core/audit-entry.ts';
import type { Conversation, Message, Role } from '../core/conversation.ts';
import type { JsonObject } from '../core/json.ts';
import type { Part, PruningState, ToolCallPart } from '../core/part.ts';
import type { ToolCall, ToolCallState } from '../core/tool-call.ts';

/**
 * Small builders for tests of the core and of the layers above it: a tool call, a part, a message and a
 * conversation with readable defaults.
 */
export function makeToolCall(
  overrides: Partial<Omit<ToolCall, 'status'>> & { readonly state?: ToolCallState } = {},
): ToolCall {
  const { state = { status: 'pending' }, ...rest } = overrides;
  const args = rest.args === undefined ? ({ model: 'Order', id: 1042 } as JsonObject) : rest.args;
  return {
    id: 'call_1',
    name: 'read_record',
    rawArguments: JSON.stringify(args),
    modifiedArgs: {},
    ...rest,
    args,
    ...state,
  } as ToolCall;
}

/** A tool-call part around `call`. */
export function makeToolCallPart(
  call: ToolCall,
  pruning: PruningState = 'auto',
  id = `part_${call.id}`,
): ToolCallPart {
  return { id, kind: 'tool-call', pruning, call };
}

/** A text part. */
export function makeTextPart(text: string, id = 'part_text', pruning: PruningState = 'auto'): Part {
  return { id, kind: 'text', pruning, text };
}

/** A message with `parts`. */
export function makeMessage(
  role: Role,
  parts: readonly Part[],
  id = `msg_${Math.random().toString(36).slice(2)}`,
): Message {
  return { id, role, parts, createdAt: 0, status: 'complete' };
}

/** A conversation of `messages`. */
export function makeConversation(messages: readonly Message[]): Conversation {
  return { id: 'conv_test', title: 'Test', createdAt: 0, systemPrompt: 'You are a support agent.', messages };
}

/** An empty chat with the AI SDK route at `routeUrl`, as the route's desk opens it. */
export function makeAiSdkChat(routeUrl: string): Conversation {
  return {
    id: 'chat-1',
    title: 'Clean-up',
    createdAt: 1,
    systemPrompt: '',
    source: { kind: 'ai-sdk', routeId: routeUrl, threadId: 'thread-clean-up' },
    messages: [],
  };
}

/** A tool-call part around a call built by `makeToolCall(overrides)`. */
export function makeCallPart(
  overrides: Parameters<typeof makeToolCall>[0] = {},
  pruning: PruningState = 'auto',
  id?: string,
): ToolCallPart {
  return makeToolCallPart(makeToolCall(overrides), pruning, id);
}

/** An audit entry of a call the operator approved and that ran, with readable defaults. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'audit-1',
    at: 1,
    conversationId: 'conv-1',
    callId: 'call-1',
    tool: 'update_record',
    by: 'operator',
    decision: 'approved',
    proposedArgs: { id: 1 },
    modifiedKeys: [],
    outcome: 'executed',
    ...overrides,
  };
}
