import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import type { AgentStatus } from '../core/agent-status.ts';

/** What the loop is doing with the model right now. */
export type Phase =
  | { readonly kind: 'none' }
  | { readonly kind: 'streaming'; readonly messageId: string }
  /** The stream ended; its calls are being checked and the policy's calls run. */
  | { readonly kind: 'deciding'; readonly messageId: string }
  | {
      readonly kind: 'retrying';
      readonly messageId: string;
      readonly waitMs: number;
      readonly attempt: number;
      readonly reason: string;
      readonly until: number;
    };

/**
 * The one status shown for the agent, derived from what is happening: talking to the model first, then running
 * calls, then calls waiting for the operator, then the last error, else idle.
 */
export function deriveStatus(input: {
  readonly phase: Phase;
  readonly executions: ReadonlyMap<string, unknown>;
  readonly deciding: ReadonlySet<string>;
  readonly conversation: Conversation;
  readonly lastError: string | undefined;
  readonly notice: string | undefined;
}): AgentStatus {
  const { phase } = input;
  if (phase.kind === 'streaming') return { status: 'streaming', messageId: phase.messageId };
  if (phase.kind === 'retrying') {
    return {
      status: 'retrying',
      waitMs: phase.waitMs,
      attempt: phase.attempt,
      reason: phase.reason,
      until: phase.until,
    };
  }
  if (input.executions.size > 0) return { status: 'executing', callIds: [...input.executions.keys()] };
  if (phase.kind === 'deciding') return { status: 'streaming', messageId: phase.messageId };
  const waiting = allToolCalls(input.conversation)
    .filter((call) => call.status === 'pending' && !input.deciding.has(call.id))
    .map((call) => call.id);
  if (waiting.length > 0) return { status: 'waiting', callIds: waiting };
  if (input.lastError) return { status: 'error', message: input.lastError };
  return input.notice ? { status: 'idle', notice: input.notice } : { status: 'idle' };
}
