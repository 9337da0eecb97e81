import type { AuditEntry } from '../../core/audit-entry.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { DeploymentError } from '../../sources/langgraph/deployment-failure.ts';
import { createDeskAudit } from './langgraph-desk-audit.ts';
import { createReviewClaims } from './langgraph-review-claim.ts';
import { createFollowedRuns } from './langgraph-stop.ts';
import type { LangGraphDeskPorts, LangGraphSource } from './langgraph-desk-ports.ts';
import { decidedElsewhere } from './langgraph-desk-ports.ts';
import { answeredElsewhereCall, applyToCalls } from './langgraph-thread-updates.ts';

/** What the deployment's refusal says, for any error a client call threw. */
export function failureOf(error: unknown): DeploymentError['failure'] {
  return error instanceof DeploymentError
    ? error.failure
    : { kind: 'refused', status: 0, message: error instanceof Error ? error.message : String(error) };
}

/** The ports with the few moves every step of the LangGraph desk makes on them. */
export function createDeskContext(ports: LangGraphDeskPorts) {
  const now = () => ports.clock.now();
  const update = (conversationId: string, change: (call: ToolCall) => ToolCall | undefined) =>
    ports.conversations.update(conversationId, (conversation) => applyToCalls(conversation, change));
  const audit = createDeskAudit({ audit: ports.audit, operatorName: () => ports.operator().name, now });
  const claims = createReviewClaims(ports);
  const runs = createFollowedRuns((conversationId, run) => ports.setRun(conversationId, run));
  return {
    ports,
    now,
    claims,
    runs,
    update,
    ...audit,
    /** Takes the staged decisions of the interrupt off its waiting calls: nothing was sent. */
    unstage(conversationId: string, interruptId: string) {
      update(conversationId, (call) => {
        if (call.interrupt?.id !== interruptId || call.status !== 'pending' || !call.interrupt.staged)
          return undefined;
        const { staged: _staged, ...interrupt } = call.interrupt;
        return { ...call, interrupt };
      });
    },
    /** Closes the interrupt's calls as answered elsewhere (or the thread gone) and shows that outcome. */
    answeredElsewhere(
      conversationId: string,
      source: LangGraphSource,
      interruptId: string,
      status: 'decided-elsewhere' | 'deleted',
      reason = status === 'deleted' ? 'The thread was deleted on the deployment.' : decidedElsewhere,
    ): string {
      ports.setOutcome(source.threadId, { status, interruptId });
      update(conversationId, (call) => answeredElsewhereCall(call, interruptId, now(), reason));
      return reason;
    },
    /** Settles the audit entries of the approvals that went out, by what the thread shows of each call. */
    async settleRan(
      entries: readonly AuditEntry[],
      callOf: (callId: string) => ToolCall | undefined,
      threadStatus: unknown,
    ) {
      const sink = ports.audit();
      await Promise.all(
        entries
          .filter((entry) => entry.decision === 'approved')
          .map((entry) => {
            const call = callOf(entry.callId);
            if (call?.status === 'failed') return sink.settle(entry.id, 'failed', now(), call.error);
            return sink.settle(
              entry.id,
              'executed',
              now(),
              call?.status === 'executed' ? undefined : `The thread went on (${String(threadStatus)}).`,
            );
          }),
      );
    },
  };
}

/** The LangGraph desk's ports and moves, shared by its steps. */
export type DeskContext = ReturnType<typeof createDeskContext>;
