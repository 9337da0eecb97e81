import type { ConversationPort } from '../core/conversation.ts';
import { updateToolCall } from '../core/conversation.ts';
import type { RuleReference, RuleSource } from '../core/rules/rule.ts';
import { changedKeys } from '../core/argument-changes.ts';
import type { JsonObject } from '../core/json.ts';
import { jsonEqual } from '../core/json.ts';
import type { Decider, ToolCall } from '../core/tool-call.ts';
import { effectiveArgs } from '../core/tool-call.ts';
import { redactJson, redactText } from '../core/redact-secrets.ts';
import type { ToolCallEvent } from '../core/tool-call-status.ts';
import { IllegalTransitionError, transitionToolCall } from '../core/tool-call-status.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import type { ExecutionClaims } from './agent-options.ts';
import type { DecisionResult } from '../core/agent-status.ts';
import type { AuditOutcome, AuditSink } from '../core/audit-entry.ts';
import { approvalEntry } from '../core/audit-entry.ts';
import { findCall } from './conversation-queries.ts';
import type { RunOutcome, SnapshotJudge } from './run-approved-call.ts';
import { runApprovedCall } from './run-approved-call.ts';

/** What approving and running a call needs from the agent. */
export interface CallRunnerContext {
  readonly port: ConversationPort;
  readonly registry: ToolRegistry;
  readonly audit: AuditSink;
  readonly claims?: ExecutionClaims;
  readonly storedCall?: (callId: string) => Promise<ToolCall | undefined>;
  readonly checkpoint?: () => Promise<void>;
  readonly now: () => number;
  readonly createId: (prefix: string) => string;
  /** Values a tool's result or error must never carry into the conversation (the API key). */
  readonly secrets?: () => readonly string[];
  /** Which source the calls come from, for the audit log. */
  readonly source: RuleSource;
  /** The rules' last word on an approved snapshot, just before it runs. */
  readonly judge?: SnapshotJudge;
  /** Running calls and their abort controllers, shared with Stop. */
  readonly executions: Map<string, AbortController>;
  readonly onChange: () => void;
}

/**
 * Applies an event to a call if it still applies; false when the call moved on meanwhile (Stop interrupted it,
 * another action decided it), which leaves the conversation as it is.
 */
export function applyCallEvent(port: ConversationPort, callId: string, event: ToolCallEvent): boolean {
  const call = findCall(port.read(), callId);
  if (!call) return false;
  try {
    const next = transitionToolCall(call, event);
    port.write((conversation) => updateToolCall(conversation, callId, () => next));
    return true;
  } catch (error) {
    if (error instanceof IllegalTransitionError) return false;
    throw error;
  }
}

/** A tool's result and error enter the conversation (and the audit log) without any configured secret. */
function redactOutcome(outcome: RunOutcome, secrets: readonly string[]): RunOutcome {
  switch (outcome.kind) {
    case 'executed':
      return { ...outcome, result: redactJson(outcome.result, secrets) };
    case 'failed':
      return { ...outcome, error: redactText(outcome.error, secrets) };
    case 'refused':
      return {
        ...outcome,
        refusal: { ...outcome.refusal, message: redactText(outcome.refusal.message, secrets) },
      };
    case 'interrupted':
      return outcome;
  }
}

function outcomeEvent(outcome: RunOutcome, at: number): ToolCallEvent {
  switch (outcome.kind) {
    case 'executed':
      return { type: 'complete', at, result: outcome.result };
    case 'failed':
      return { type: 'fail', at, error: outcome.error };
    case 'refused':
      return { type: 'refuse', refusal: outcome.refusal };
    case 'interrupted':
      return { type: 'interrupt', reason: 'stopped by the operator' };
  }
}

function detailOf(outcome: RunOutcome): string | undefined {
  if (outcome.kind === 'failed') return outcome.error;
  if (outcome.kind === 'refused') return outcome.refusal.message;
  return undefined;
}

/**
 * Approves a pending call and runs it, exactly once: with `approvedArgs` when given (a snapshot other than the
 * draft's effective arguments; the model is told which keys it changes), else with the effective arguments. The
 * approval is a status transition read and written in one synchronous step, so a second approve (a double click)
 * finds the call executing and is refused. The decision is made durable and recorded in the audit log before
 * anything runs; the claim keeps another tab from running it too; the checks run once more; then exactly the
 * approved snapshot runs.
 */
export async function approveAndRun(
  context: CallRunnerContext,
  callId: string,
  by: Decider,
  feedback?: string,
  rule?: RuleReference,
  approvedArgs?: JsonObject,
): Promise<{ readonly result: DecisionResult; readonly outcome?: RunOutcome }> {
  const { port, audit, claims, now } = context;
  const conversation = port.read();
  const call = findCall(conversation, callId);
  if (!call)
    return { result: { ok: false, reason: `There is no tool call ${callId} in this conversation.` } };
  let approved: ToolCall;
  try {
    approved = transitionToolCall(call, {
      type: 'approve',
      by,
      at: now(),
      ...(feedback?.trim() ? { feedback } : {}),
      ...(rule ? { rule } : {}),
      ...(approvedArgs && !jsonEqual(approvedArgs, effectiveArgs(call))
        ? { answer: { approvedArgs, modifiedKeys: changedKeys(call.args, approvedArgs) } }
        : {}),
    });
  } catch (error) {
    if (error instanceof IllegalTransitionError) return { result: { ok: false, reason: error.message } };
    throw error;
  }
  port.write((current) => updateToolCall(current, callId, () => approved));
  if (approved.status !== 'executing') throw new Error('An approved call is executing.');
  const controller = new AbortController();
  context.executions.set(callId, controller);
  context.onChange();
  const entry = approvalEntry(
    context.createId('audit'),
    conversation.id,
    approved,
    { tier: context.registry.get(call.name)?.tier, source: context.source },
    call.status === 'pending' ? call.askedBy : undefined,
  );
  const settle = (outcome: AuditOutcome, detail?: string) =>
    audit.settle(entry.id, outcome, now(), detail).catch(() => undefined);
  try {
    let claimed = true;
    try {
      await context.checkpoint?.();
      await audit.record(entry);
      if (claims) claimed = await claims.claim(callId, context.registry.get(call.name)?.effects);
    } catch (error) {
      const reason = `the decision could not be recorded (${error instanceof Error ? error.message : String(error)}), so the call did not run`;
      applyCallEvent(port, callId, { type: 'fail', at: now(), error: reason });
      await settle('failed', reason);
      return { result: { ok: false, reason }, outcome: { kind: 'failed', error: reason } };
    }
    if (!claimed) {
      const reason = 'another tab already ran this call, and a call runs once';
      // The card shows what the other tab recorded (running, or its result), never an interruption of its own
      // that would offer Retry for a call that ran.
      const stored = await context.storedCall?.(callId).catch(() => undefined);
      if (stored && !['streaming', 'checking', 'pending'].includes(stored.status))
        port.write((current) => updateToolCall(current, callId, () => stored));
      else applyCallEvent(port, callId, { type: 'interrupt', reason, ran: 'unknown' });
      // This tab's approval ran nothing: the log says it was refused here, and why.
      await audit
        .refuse(entry.id, now(), `Refused in this tab: ${reason}; this approval ran nothing.`)
        .catch(() => undefined);
      return { result: { ok: false, reason: `Not run: ${reason}.` }, outcome: { kind: 'interrupted' } };
    }
    const outcome = controller.signal.aborted
      ? ({ kind: 'interrupted' } as const)
      : redactOutcome(
          await runApprovedCall(
            approved.name,
            approved.approval.approvedArgs,
            context.registry,
            controller.signal,
            callId,
            context.judge,
          ),
          context.secrets?.() ?? [],
        );
    const finishedAt = now();
    if (outcome.kind === 'executed' || outcome.kind === 'failed')
      await claims
        ?.settle?.(
          callId,
          outcome.kind === 'executed'
            ? { kind: 'executed', result: outcome.result, finishedAt }
            : { kind: 'failed', error: outcome.error, finishedAt },
        )
        .catch(() => undefined);
    const applied = applyCallEvent(port, callId, outcomeEvent(outcome, finishedAt));
    if (applied) await settle(outcome.kind, detailOf(outcome));
    // Stop already marked the call interrupted; the log still says what the tool really did.
    else
      await settle(
        'interrupted',
        outcome.kind === 'interrupted' ? undefined : `the tool ended (${outcome.kind}) after Stop`,
      );
    return { result: { ok: true }, outcome: applied ? outcome : { kind: 'interrupted' } };
  } finally {
    context.executions.delete(callId);
    context.onChange();
  }
}
