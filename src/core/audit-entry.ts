import type { JsonObject, JsonValue } from './json.ts';
import type { PromptTokens } from './message-usage.ts';
import { changedKeys } from './argument-changes.ts';
import type { RuleReference, RuleSource } from './rules/rule.ts';
import type { SafetyTier } from './safety-tier.ts';
import type { DecisionGroupRef } from './group-decision.ts';
import type { Decision, RemoteSource } from './source.ts';
import type { Refusal, ToolCall } from './tool-call.ts';
import { modifiedKeys } from './tool-call.ts';

/**
 * Who made a decision: the operator by hand, `policy` for an automatic one (a rule, the read-only tier, a passed
 * deadline), or the checks before approval.
 */
export type AuditActor = 'operator' | 'policy' | 'check';

/** The decision itself; `answered` is the operator's answer to a server's question during a call. */
export type AuditDecision = 'approved' | 'declined' | 'refused' | 'answered';

/** What came of the decision; `running` until an approved call finishes. */
export type AuditOutcome =
  | 'running'
  | 'executed'
  | 'failed'
  | 'interrupted'
  | 'refused'
  | 'declined'
  | 'answered'
  /** Another operator answered the remote interrupt first; this decision did not run. */
  | 'decided-elsewhere';

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
  /** The rule that made the decision (or, for an operator's decision, that asked for it). */
  readonly rule?: RuleReference;
  /** The tool's tier and the call's source when decided, for replaying the log against rules. */
  readonly tier?: SafetyTier;
  readonly source?: RuleSource;
  /** For a call of a remote source: which agent or deployment and thread proposed it. */
  readonly origin?: RemoteSource;
  /** For a call of a remote source: the interrupt the decision answers. */
  readonly interruptId?: string;
  /** The payload sent for a remote agent's question. */
  readonly answer?: JsonValue;
  /** The operator's display name, for a decision other operators could also have taken (a shared deployment). */
  readonly operator?: string;
  /** The prompt tokens of the request whose answer proposed the call: predicted by the meter, billed. */
  readonly promptTokens?: PromptTokens;
  /** `operator`: the operator called the tool by hand, rather than approving a call the model proposed. */
  readonly initiatedBy?: 'operator';
  /** The group of alike calls the operator decided this one with (each call still decided on its own). */
  readonly group?: DecisionGroupRef;
}

/** What an entry records about the call besides the call itself. */
export interface EntryFacts {
  readonly tier: SafetyTier | undefined;
  readonly source: RuleSource;
}

function factsOf(facts: EntryFacts | undefined): Partial<Pick<AuditEntry, 'tier' | 'source'>> {
  if (!facts) return {};
  return { ...(facts.tier ? { tier: facts.tier } : {}), source: facts.source };
}

/** What every entry says of its call: which call of which conversation, when, and what was proposed. */
function entryOf(
  id: string,
  at: number,
  conversationId: string,
  call: ToolCall,
): Pick<AuditEntry, 'id' | 'at' | 'conversationId' | 'callId' | 'tool' | 'proposedArgs'> {
  return { id, at, conversationId, callId: call.id, tool: call.name, proposedArgs: call.args };
}

/** Where the agent writes its audit log; the store implements it over IndexedDB, tests over an array. */
export interface AuditSink {
  /** Records a decision; the agent awaits it before an approved call starts. */
  record(entry: AuditEntry): Promise<void>;
  /** Records how an approved call ended. */
  settle(entryId: string, outcome: AuditOutcome, at: number, detail?: string): Promise<void>;
  /**
   * Turns a recorded approval into what it became in this tab: refused (another tab ran the call first, so this
   * approval ran nothing), with why.
   */
  refuse(entryId: string, at: number, reason: string): Promise<void>;
}

/**
 * The entry for an approval (by the operator, a rule or the tier), taken from the call right after the
 * transition. `askedBy` is the rule that asked the operator, for an operator's approval.
 */
export function approvalEntry(
  id: string,
  conversationId: string,
  call: ToolCall,
  facts?: EntryFacts,
  askedBy?: RuleReference,
): AuditEntry {
  if (call.status !== 'executing')
    throw new Error(`An approval entry needs an executing call, not a ${call.status} one.`);
  const { approval } = call;
  return {
    ...entryOf(id, approval.at, conversationId, call),
    by: approval.by,
    decision: 'approved',
    approvedArgs: approval.approvedArgs,
    modifiedKeys: approval.modifiedKeys,
    ...(approval.feedback ? { feedback: approval.feedback } : {}),
    outcome: 'running',
    ...(approval.rule ? { rule: approval.rule } : askedBy ? { rule: askedBy } : {}),
    ...(call.initiatedBy ? { initiatedBy: call.initiatedBy } : {}),
    ...factsOf(facts),
  };
}

/** The entry for a declined call. */
export function declineEntry(
  id: string,
  conversationId: string,
  call: ToolCall,
  at: number,
  facts?: EntryFacts,
  askedBy?: RuleReference,
): AuditEntry {
  const rule = call.status === 'declined' && call.rule ? call.rule : askedBy;
  return {
    ...entryOf(id, at, conversationId, call),
    by: call.status === 'declined' ? call.by : 'operator',
    decision: 'declined',
    modifiedKeys: modifiedKeys(call),
    ...(call.status === 'declined' && call.reason ? { reason: call.reason } : {}),
    outcome: 'declined',
    finishedAt: at,
    ...(rule ? { rule } : {}),
    ...factsOf(facts),
  };
}

/** The entry for a call refused before approval, by the checks or by a `deny` rule. */
export function refusalEntry(
  id: string,
  conversationId: string,
  call: ToolCall,
  refusal: Refusal,
  at: number,
  facts?: EntryFacts,
): AuditEntry {
  return {
    ...entryOf(id, at, conversationId, call),
    by: refusal.source === 'policy' ? 'policy' : 'check',
    decision: 'refused',
    modifiedKeys: modifiedKeys(call),
    reason: refusal.message,
    outcome: 'refused',
    finishedAt: at,
    ...(refusal.rule ? { rule: refusal.rule } : {}),
    ...factsOf(facts),
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
    ...entryOf(id, at, conversationId, call),
    by: 'operator',
    decision: 'answered',
    modifiedKeys: [],
    outcome: 'answered',
    finishedAt: at,
    elicitation,
  };
}

/**
 * The entry for a decision about a remote source's call or question: what the agent proposed, what was approved
 * (the complete arguments) or the reason, and where it came from. The outcome of an approval stays `running`
 * until the agent reports the tool's result; a decline or an answer is settled at once.
 */
export function remoteDecisionEntry(
  id: string,
  conversationId: string,
  origin: RemoteSource,
  call: ToolCall,
  decision: Decision,
  by: AuditActor,
  at: number,
): AuditEntry {
  const base = {
    ...entryOf(id, at, conversationId, call),
    by,
    source: origin.kind,
    origin,
    ...(call.interrupt ? { interruptId: call.interrupt.id } : {}),
  };
  if (decision.kind === 'approve') {
    return {
      ...base,
      decision: 'approved',
      approvedArgs: decision.approvedArgs,
      modifiedKeys: changedKeys(call.args, decision.approvedArgs),
      ...(decision.feedback ? { feedback: decision.feedback } : {}),
      outcome: 'running',
    };
  }
  if (decision.kind === 'decline')
    return {
      ...base,
      decision: 'declined',
      modifiedKeys: [],
      ...(decision.reason ? { reason: decision.reason } : {}),
      outcome: 'declined',
      finishedAt: at,
    };
  return {
    ...base,
    decision: 'answered',
    modifiedKeys: [],
    answer: decision.payload,
    outcome: 'answered',
    finishedAt: at,
  };
}

/**
 * The entry for a remote decision this tab could not send: another tab of this browser had answered the
 * request already, so this one was refused here and nothing left. It keeps what the operator chose.
 */
export function refusedRemoteDecisionEntry(
  id: string,
  conversationId: string,
  origin: RemoteSource,
  call: ToolCall,
  decision: Decision,
  at: number,
  reason: string,
): AuditEntry {
  const chosen = remoteDecisionEntry(id, conversationId, origin, call, decision, 'operator', at);
  return { ...chosen, decision: 'refused', outcome: 'refused', reason, finishedAt: at };
}
