import type { Conversation } from '../../core/conversation.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { isSettled } from '../../core/tool-call-status.ts';
import { findCall } from './thread-index.ts';

/**
 * The internal id of the call `toolCallId` of run `runId`, for a call whose id the agent already used for a call
 * of an earlier run: an agent may reuse its call ids in each run.
 */
export function runScopedCallId(toolCallId: string, runId: string): string {
  return `${toolCallId}@${runId}`;
}

/** Whether `call` is settled in a run other than `runId`: a new call of that id in `runId` is not this one. */
function settledBefore(call: ToolCall, runId: string | undefined): boolean {
  return runId !== undefined && isSettled(call.status) && call.interrupt?.runId !== runId;
}

/** The last call the agent named `toolCallId` that is still open (asked in an earlier run, its answer awaited). */
function openCallNamed(conversation: Conversation, toolCallId: string): ToolCall | undefined {
  for (let index = conversation.messages.length - 1; index >= 0; index -= 1) {
    const parts = conversation.messages[index]!.parts;
    for (let at = parts.length - 1; at >= 0; at -= 1) {
      const part = parts[at]!;
      if (part.kind === 'tool-call' && part.call.providerId === toolCallId && !isSettled(part.call.status))
        return part.call;
    }
  }
  return undefined;
}

/**
 * The call an event of run `runId` names by the agent's `toolCallId`: the one of that id opened in this run, else
 * the one of that id still open from an earlier run (a resume's result answers it). `id` is where a new call of
 * this run is to be kept: its own id when a settled call of an earlier run holds the agent's id, so that call is
 * never reopened nor overwritten.
 */
export function callOfRun(
  conversation: Conversation,
  toolCallId: string,
  runId: string | undefined,
): { readonly id: string; readonly call: ToolCall | undefined } {
  if (runId !== undefined) {
    const scopedId = runScopedCallId(toolCallId, runId);
    const scoped = findCall(conversation, scopedId);
    if (scoped) return { id: scopedId, call: scoped };
  }
  const call = findCall(conversation, toolCallId);
  if (!call || !settledBefore(call, runId)) return { id: toolCallId, call };
  // Only when the agent reused the id: the calls are read once, newest first.
  const open = openCallNamed(conversation, toolCallId);
  if (open) return { id: open.id, call: open };
  return { id: runScopedCallId(toolCallId, runId!), call: undefined };
}
