import type { JsonObject } from '../core/json.ts';
import type { Refusal, ToolCall } from '../core/tool-call.ts';

/** Who made a decision: the operator by hand, a remembered policy or safety tier, or the checks before approval. */
export type AuditActor = 'operator' | 'policy' | 'check';

/** The decision itself; `answered` is the operator's answer to a server's question during a call. */
export type AuditDecision = 'approved' | 'declined' | 'refused' | 'answered';

/** What came of the decision; `running` until an approved call finishes. */
export type AuditOutcome =
  'running' | 'executed' | 'failed' | 'interrupted' | 'refused' | 'declined' | 'answered';

/** A server's question during a call (MCP elicitation) and the operator's answer. */
export interface AuditedElicitation {
  readonly mode: 'form' | 'url';
  readonly message: string;
  readonly url?: string;
  readonly action: 'accept' | 'decline' | 'cancel';
  /** The values sent with an accepted form. */
  readonly content?: JsonObject;
}

/**
 * One line of the audit log: every decision about a tool call, when and by whom, what the model proposed, what
 * was approved, which keys the operator modified, the operator's feedback, and the outcome.
 */
export interface AuditEntry {
  readonly id: string;
  readonly at: number;
  readonly conversationId: string;
  readonly callId: string;
  readonly tool: string;
  readonly by: AuditActor;
  readonly decision: AuditDecision;
  /** The model's arguments as parsed (null when they did not parse). */
  readonly proposedArgs: JsonObject | null;
  /** What ran, byte for byte; only for approved calls. */
  readonly approvedArgs?: JsonObject;
  readonly modifiedKeys: readonly string[];
  readonly feedback?: string;
  /** The refusal message or the operator's reason for declining. */
  readonly reason?: string;
  readonly outcome: AuditOutcome;
  /** The error, refusal or interruption that ended an approved call. */
  readonly outcomeDetail?: string;
  readonly finishedAt?: number;
  readonly elicitation?: AuditedElicitation;
}

/** Where the agent writes its audit log; the store implements it over IndexedDB, tests over an array. */
export interface AuditSink {
  /** Records a decision; the agent awaits it before an approved call starts. */
  record(entry: AuditEntry): Promise<void>;
  /** Records how an approved call ended. */
  settle(entryId: string, outcome: AuditOutcome, at: number, detail?: string): Promise<void>;
}

/** The entry for an approval (by the operator or a policy), taken from the call right after the transition. */
export function approvalEntry(id: string, conversationId: string, call: ToolCall): AuditEntry {
  if (call.status !== 'executing')
    throw new Error(`An approval entry needs an executing call, not a ${call.status} one.`);
  const { approval } = call;
  return {
    id,
    at: approval.at,
    conversationId,
    callId: call.id,
    tool: call.name,
    by: approval.by,
    decision: 'approved',
    proposedArgs: call.args,
    approvedArgs: approval.approvedArgs,
    modifiedKeys: approval.modifiedKeys,
    ...(approval.feedback ? { feedback: approval.feedback } : {}),
    outcome: 'running',
  };
}

/** The entry for a declined call. */
export function declineEntry(id: string, conversationId: string, call: ToolCall, at: number): AuditEntry {
  return {
    id,
    at,
    conversationId,
    callId: call.id,
    tool: call.name,
    by: call.status === 'declined' ? call.by : 'operator',
    decision: 'declined',
    proposedArgs: call.args,
    modifiedKeys: Object.keys(call.modifiedArgs),
    ...(call.status === 'declined' && call.reason ? { reason: call.reason } : {}),
    outcome: 'declined',
    finishedAt: at,
  };
}

/** The entry for a call refused before approval, by the checks or by a `deny` policy. */
export function refusalEntry(
  id: string,
  conversationId: string,
  call: ToolCall,
  refusal: Refusal,
  at: number,
): AuditEntry {
  return {
    id,
    at,
    conversationId,
    callId: call.id,
    tool: call.name,
    by: refusal.source === 'policy' ? 'policy' : 'check',
    decision: 'refused',
    proposedArgs: call.args,
    modifiedKeys: Object.keys(call.modifiedArgs),
    reason: refusal.message,
    outcome: 'refused',
    finishedAt: at,
  };
}

/** The entry for the operator's answer to a server's question during a running call. */
export function elicitationEntry(
  id: string,
  conversationId: string,
  call: ToolCall,
  elicitation: AuditedElicitation,
  at: number,
): AuditEntry {
  return {
    id,
    at,
    conversationId,
    callId: call.id,
    tool: call.name,
    by: 'operator',
    decision: 'answered',
    proposedArgs: call.args,
    modifiedKeys: [],
    outcome: 'answered',
    finishedAt: at,
    elicitation,
  };
}
