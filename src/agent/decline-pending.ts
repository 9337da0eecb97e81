import type { DecisionResult } from '../core/agent-status.ts';
import { declineEntry } from '../core/audit-entry.ts';
import { dueDeadlines } from '../core/rules/call-deadline.ts';
import type { RuleReference } from '../core/rules/rule.ts';
import type { CallRunnerContext } from './approve-and-run.ts';
import { applyCallEvent } from './approve-and-run.ts';
import { findCall } from './conversation-queries.ts';

/** How a pending call is declined: by the operator (with a reason, maybe) or by a rule's passed deadline. */
export interface PendingDecline {
  readonly by: 'operator' | 'policy';
  readonly reason?: string;
  readonly rule?: RuleReference;
}

/**
 * Declines of the built-in agent's pending calls, on the operator's word or by a passed deadline: each is
 * recorded in the audit log, and the turn goes on once its last call is settled (`onSettled`). A deadline that
 * notifies keeps the call waiting and says again when.
 */
export function createDeclines({
  runner,
  deciding,
  onSettled,
}: {
  readonly runner: CallRunnerContext;
  /** Calls still being checked: a deadline never declines one of them. */
  readonly deciding: ReadonlySet<string>;
  readonly onSettled: () => void;
}) {
  const { port, audit, registry, source, now, createId, executions } = runner;

  async function decline(callId: string, how: PendingDecline): Promise<DecisionResult> {
    const at = now();
    const before = findCall(port.read(), callId);
    const askedBy = before?.status === 'pending' ? before.askedBy : undefined;
    if (
      !applyCallEvent(port, callId, {
        type: 'decline',
        by: how.by,
        at,
        ...(how.reason?.trim() ? { reason: how.reason } : {}),
        ...(how.rule ? { rule: how.rule } : {}),
      })
    ) {
      return {
        ok: false,
        reason: before
          ? `Only a pending call can be declined; this one is ${before.status}.`
          : `There is no tool call ${callId}.`,
      };
    }
    const call = findCall(port.read(), callId);
    if (call)
      await audit
        .record(
          declineEntry(
            createId('audit'),
            port.read().id,
            call,
            at,
            { tier: registry.get(call.name)?.tier, source },
            askedBy,
          ),
        )
        .catch(() => undefined);
    onSettled();
    runner.onChange();
    return { ok: true };
  }

  return {
    decline,
    /** Acts on the deadlines that have passed; returns the calls whose operator is to be notified again. */
    async expireDeadlines(): Promise<readonly string[]> {
      const due = dueDeadlines(port.read(), now());
      const notified: string[] = [];
      for (const action of due) {
        if (deciding.has(action.callId) || executions.has(action.callId)) continue;
        if (action.kind === 'decline') {
          await decline(action.callId, {
            by: 'policy',
            reason: action.reason,
            ...(action.deadline.rule ? { rule: action.deadline.rule } : {}),
          });
        } else {
          const call = findCall(port.read(), action.callId);
          if (call?.status !== 'pending') continue;
          applyCallEvent(port, action.callId, { type: 'remind', deadline: action.next });
          notified.push(action.callId);
        }
      }
      return notified;
    },
  };
}
