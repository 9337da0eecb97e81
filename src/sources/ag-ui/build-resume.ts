import type { ResumeEntry } from '@ag-ui/core';
import type { Conversation } from '../../core/conversation.ts';
import { allToolCalls, updateToolCall } from '../../core/conversation.ts';
import type { JsonValue } from '../../core/json.ts';
import { draftBetween } from '../../core/argument-changes.ts';
import { jsonEqual } from '../../core/json.ts';
import type { Decision, StagedDecision } from '../../core/source.ts';
import { isInterruptExpired } from '../../core/source.ts';
import type { Decider, ToolCall } from '../../core/tool-call.ts';
import { transitionToolCall } from '../../core/tool-call-status.ts';
import { checkPayload } from './check-payload.ts';
import { declinedAsStaged } from '../../core/staged-decision.ts';

/** A pending call of the run that an interrupt holds. */
export type InterruptedCall = ToolCall & { readonly interrupt: NonNullable<ToolCall['interrupt']> };

/** The calls of `runId` still waiting on their interrupt, oldest first. */
export function openInterrupts(conversation: Conversation, runId: string): readonly InterruptedCall[] {
  return allToolCalls(conversation).filter(
    (call): call is InterruptedCall => call.status === 'pending' && call.interrupt?.runId === runId,
  );
}

/** The payload an interrupt is answered with for a decision. */
export function payloadOf(call: InterruptedCall, decision: Decision): JsonValue {
  if (decision.kind === 'answer') return decision.payload;
  if (decision.kind === 'decline')
    return { approved: false, ...(decision.reason ? { reason: decision.reason } : {}) };
  const edited = !jsonEqual(decision.approvedArgs, call.args ?? {});
  return {
    approved: true,
    ...(edited ? { editedArgs: decision.approvedArgs } : {}),
    ...(decision.feedback ? { feedback: decision.feedback } : {}),
  };
}

/** Why a decision cannot be staged on the call now, or undefined when it can. */
export function refuseDecision(call: ToolCall, decision: Decision, now: number): string | undefined {
  if (call.status !== 'pending' || !call.interrupt) return 'Only a pending call can be decided.';
  const interrupted = call as InterruptedCall;
  if (decision.kind === 'approve' && isInterruptExpired(interrupted.interrupt, now))
    return 'This interrupt has expired; it can no longer be approved and is answered as cancelled.';
  if (
    decision.kind === 'approve' &&
    !interrupted.interrupt.editable &&
    !jsonEqual(decision.approvedArgs, call.args ?? {})
  )
    return 'The agent does not accept edited arguments for this call; approve it as proposed or decline it.';
  const problem = checkPayload(interrupted.interrupt.responseSchema, payloadOf(interrupted, decision));
  return problem;
}

/** The conversation with `decision` staged on the call's interrupt; nothing is sent yet. */
export function stageDecision(
  conversation: Conversation,
  callId: string,
  decision: Decision,
  by: Decider,
  at: number,
): Conversation {
  const staged: StagedDecision = { ...decision, by, at };
  return updateToolCall(conversation, callId, (call) =>
    call.status === 'pending' && call.interrupt
      ? { ...call, interrupt: { ...call.interrupt, staged }, revision: (call.revision ?? 0) + 1 }
      : call,
  );
}

/** What answering a run needs: every open interrupt decided (or expired), or who is still waiting. */
export type ResumePlan =
  | { readonly status: 'waiting'; readonly undecided: readonly InterruptedCall[]; readonly decided: number }
  | { readonly status: 'invalid'; readonly callId: string; readonly reason: string }
  | {
      readonly status: 'ready';
      readonly resume: readonly ResumeEntry[];
      readonly interruptIds: readonly string[];
      readonly calls: readonly InterruptedCall[];
    };

/**
 * The one resume that answers every open interrupt of `runId`, once each is decided: `resolved` with the payload
 * of its staged decision (checked against its `responseSchema`), or `cancelled` when it expired first, whatever
 * was staged. Until then, the calls still undecided.
 */
export function planResume(conversation: Conversation, runId: string, now: number): ResumePlan {
  const calls = openInterrupts(conversation, runId);
  const undecided = calls.filter(
    (call) => !call.interrupt.staged && !isInterruptExpired(call.interrupt, now),
  );
  if (undecided.length > 0 || calls.length === 0)
    return { status: 'waiting', undecided, decided: calls.length - undecided.length };
  const resume: ResumeEntry[] = [];
  for (const call of calls) {
    const { interrupt } = call;
    if (isInterruptExpired(interrupt, now)) {
      resume.push({ interruptId: interrupt.id, status: 'cancelled' });
      continue;
    }
    const payload = payloadOf(call, interrupt.staged!);
    const problem = checkPayload(interrupt.responseSchema, payload);
    if (problem) return { status: 'invalid', callId: call.id, reason: problem };
    resume.push({ interruptId: interrupt.id, status: 'resolved', payload });
  }
  return { status: 'ready', resume, interruptIds: calls.map((call) => call.interrupt.id), calls };
}

/**
 * The calls once their resume is recorded as sent: an approved call is executing (its agent runs it with the
 * approved arguments), a declined one declined, an answered question executed with its answer, an expired one
 * declined as cancelled. The interrupt stays on the call, its staged decision with it, for the record.
 */
export function settleResumedCalls(
  conversation: Conversation,
  calls: readonly InterruptedCall[],
  now: number,
): Conversation {
  let next = conversation;
  for (const call of calls) {
    next = updateToolCall(next, call.id, (current) => {
      if (current.status !== 'pending' || !current.interrupt) return current;
      const staged = current.interrupt.staged;
      if (isInterruptExpired(current.interrupt, now) || !staged)
        return transitionToolCall(current, {
          type: 'decline',
          by: 'policy',
          at: now,
          reason: 'the interrupt expired and was answered as cancelled',
        });
      if (staged.kind === 'decline') return declinedAsStaged(current, staged, now);
      const withDraft: ToolCall =
        staged.kind === 'approve'
          ? { ...current, modifiedArgs: draftBetween(current.args ?? null, staged.approvedArgs) }
          : current;
      const approved = transitionToolCall(withDraft, {
        type: 'approve',
        by: staged.by,
        at: now,
        ...(staged.kind === 'approve' && staged.feedback ? { feedback: staged.feedback } : {}),
      });
      return staged.kind === 'answer'
        ? transitionToolCall(approved, { type: 'complete', at: now, result: staged.payload })
        : approved;
    });
  }
  return next;
}
