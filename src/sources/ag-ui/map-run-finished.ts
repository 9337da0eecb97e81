import type { Conversation } from '../../core/conversation.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import { boundSchema } from '../../core/schema-bounds.ts';
import { pendingRemoteCall, type CallInterrupt } from '../../core/source.ts';
import { boundObject } from '../../core/storage-bounds.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { transitionToolCall } from '../../core/tool-call-status.ts';
import type { AgUiThread } from './ag-ui-thread.ts';
import { acceptsEditedArgs } from './check-payload.ts';
import { mastraApprovalInterruptId, mastraRunIdOf, pendingToolCallIdsOf } from './mastra-approval.ts';
import { callPartId, ensureMessage, parseArguments, updateMessageById } from './thread-edits.ts';
import { callOfRun } from './run-call-ids.ts';
import { findCall, updateCall } from './thread-index.ts';

/** An interrupt as the wire carries it (AG-UI 1.0 `Interrupt`). */
export interface WireInterrupt {
  readonly id: string;
  readonly reason: string;
  readonly message?: string;
  readonly toolCallId?: string;
  readonly responseSchema?: Record<string, unknown>;
  readonly expiresAt?: string;
  readonly metadata?: Record<string, unknown>;
}

/** The reason given to calls a Mastra agent left waiting for approval (`requireApproval`). */
export const mastraApprovalReason = 'mastra:tool_approval';

/** Milliseconds of an ISO 8601 `expiresAt`; undefined when absent or not a date (AG-UI: never expires then). */
export function expiresAtOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

function mastraDetails(interrupt: WireInterrupt): { readonly toolName?: string; readonly args?: JsonObject } {
  const mastra = interrupt.metadata?.mastra;
  if (!isJsonObject(mastra as JsonValue)) return {};
  const details = mastra as JsonObject;
  return {
    ...(typeof details.toolName === 'string' ? { toolName: details.toolName } : {}),
    ...(isJsonObject(details.args) ? { args: details.args } : {}),
  };
}

function toCallInterrupt(
  interrupt: WireInterrupt,
  runId: string,
  args: JsonObject,
  question: boolean,
): CallInterrupt {
  const bounded = interrupt.responseSchema ? boundSchema(interrupt.responseSchema as JsonObject) : undefined;
  const responseSchema = bounded?.status === 'kept' ? bounded.schema : undefined;
  const metadata = interrupt.metadata
    ? boundObject(interrupt.metadata as JsonObject, 'request details')
    : undefined;
  const expiresAt = expiresAtOf(interrupt.expiresAt);
  return {
    id: interrupt.id,
    reason: interrupt.reason,
    ...(interrupt.toolCallId ? { toolCallId: interrupt.toolCallId } : {}),
    runId,
    ...(interrupt.message ? { message: interrupt.message } : {}),
    ...(responseSchema ? { responseSchema } : {}),
    ...(bounded?.status === 'withheld' ? { schemaWithheld: bounded.reason } : {}),
    editable: bounded?.status !== 'withheld' && (question || acceptsEditedArgs(responseSchema, args)),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    ...(metadata ? { metadata } : {}),
  };
}

function completeArguments(call: ToolCall): ToolCall {
  if (call.status !== 'streaming') return call;
  return transitionToolCall(call, {
    type: 'arguments-complete',
    rawArguments: call.rawArguments,
    args: parseArguments(call.rawArguments),
  });
}

function makePending(call: ToolCall, interrupt: CallInterrupt): ToolCall {
  const whole = completeArguments(call);
  const asked = whole.status === 'checking' ? transitionToolCall(whole, { type: 'ask' }) : whole;
  return asked.status === 'pending' ? { ...asked, interrupt } : asked;
}

/** A call the run asks about that no tool-call event announced (a Mastra `suspend()`, or a question). */
function addAskedCall(
  conversation: Conversation,
  callId: string,
  name: string,
  args: JsonObject,
  interrupt: CallInterrupt,
  now: number,
): Conversation {
  const providerId = interrupt.toolCallId ?? interrupt.id;
  // A call kept under an id of its own run sits in a message of its own, not in the earlier call's.
  const messageId = callId === providerId ? `${interrupt.id}/message` : `${callId}/message`;
  const call = pendingRemoteCall(callId, providerId, name, args, interrupt);
  const withMessage = ensureMessage(conversation, messageId, 'model', now);
  return updateMessageById(withMessage, messageId, (message) => ({
    ...message,
    status: 'complete',
    parts: [...message.parts, { id: callPartId(callId), kind: 'tool-call', pruning: 'auto', call }],
  }));
}

function applyInterrupt(
  conversation: Conversation,
  interrupt: WireInterrupt,
  runId: string,
  now: number,
): Conversation {
  const named = interrupt.toolCallId ? callOfRun(conversation, interrupt.toolCallId, runId) : undefined;
  const existing = named?.call;
  if (existing) {
    const mapped = toCallInterrupt(interrupt, runId, existing.args ?? {}, false);
    return updateCall(conversation, existing.id, (call) => makePending(call, mapped));
  }
  if (!named && findCall(conversation, interrupt.id)) return conversation;
  const mastra = mastraDetails(interrupt);
  const question = !interrupt.toolCallId;
  const args = question ? {} : (mastra.args ?? {});
  const mapped = toCallInterrupt(interrupt, runId, args, question);
  const callId = named?.id ?? interrupt.id;
  const name = mastra.toolName ?? interrupt.reason;
  return addAskedCall(conversation, callId, name, args, mapped, now);
}

/** The run's finishing event as it matters here. */
export interface RunFinished {
  readonly runId: string;
  readonly outcome?: { readonly type: string; readonly interrupts?: readonly WireInterrupt[] };
  readonly usage?: readonly { readonly inputTokens?: number; readonly outputTokens?: number }[];
}

/**
 * Closes the run: each interrupt makes its call pending (the call the agent named, else one built from the
 * interrupt: a Mastra `suspend()` carries its arguments in `metadata.mastra.args`, a question has none); the
 * calls a run leaves waiting (`pendingToolCallIds`, else the calls it announced and did not answer: Mastra's
 * `requireApproval`) wait for approval too, answered by the same resume under their Mastra run; a call that neither ran nor waits is marked interrupted; the usage the run reports
 * goes on its last model message, for the meter's calibration.
 */
export function finishRun(thread: AgUiThread, event: RunFinished, raw: unknown, now: number): AgUiThread {
  const { runId } = event;
  let conversation = thread.conversation;
  const interrupts = event.outcome?.type === 'interrupt' ? (event.outcome.interrupts ?? []) : [];
  for (const interrupt of interrupts) conversation = applyInterrupt(conversation, interrupt, runId, now);
  const mastraRunId = mastraRunIdOf(conversation, runId);
  for (const toolCallId of pendingToolCallIdsOf(raw, event.outcome, conversation)) {
    const found = callOfRun(conversation, toolCallId, runId).call;
    if (!found || (found.status !== 'checking' && found.status !== 'streaming')) continue;
    const interrupt: CallInterrupt = {
      id: mastraApprovalInterruptId(mastraRunId, toolCallId),
      reason: mastraApprovalReason,
      toolCallId,
      runId,
      editable: false,
    };
    conversation = updateCall(conversation, found.id, (call) => makePending(call, interrupt));
  }
  let waiting = false;
  const messages = conversation.messages.map((message) => {
    const parts = message.parts.map((part) => {
      if (part.kind !== 'tool-call') return part;
      const call = completeArguments(part.call);
      if (call.status === 'pending' && call.interrupt?.runId === runId) waiting = true;
      if (call.status !== 'checking') return call === part.call ? part : { ...part, call };
      return {
        ...part,
        call: transitionToolCall(call, {
          type: 'interrupt',
          reason: 'the run ended without reporting its result',
        }),
      };
    });
    const changed = parts.some((part, index) => part !== message.parts[index]);
    if (!changed && message.status !== 'streaming') return message;
    return {
      ...message,
      parts,
      status: message.status === 'streaming' ? ('complete' as const) : message.status,
    };
  });
  conversation = { ...conversation, messages };
  const usage = event.usage ?? [];
  if (usage.length > 0) {
    const inputTokens = usage.reduce((sum, entry) => sum + (entry.inputTokens ?? 0), 0);
    const outputTokens = usage.reduce((sum, entry) => sum + (entry.outputTokens ?? 0), 0);
    const last = [...conversation.messages].reverse().find((message) => message.role === 'model');
    if (last)
      conversation = updateMessageById(conversation, last.id, (message) => ({
        ...message,
        usage: { inputTokens, outputTokens },
      }));
  }
  return {
    ...thread,
    conversation,
    run: waiting ? { status: 'interrupted', runId } : { status: 'finished', runId },
    steps: [],
  };
}
