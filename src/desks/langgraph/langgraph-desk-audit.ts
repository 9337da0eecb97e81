import type { AuditEntry, AuditOutcome } from '../../core/audit-entry.ts';
import { refusedRemoteDecisionEntry, remoteDecisionEntry } from '../../core/audit-entry.ts';
import { createId } from '../../core/ids.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import type { AuditPort } from '../desk-ports.ts';
import type { LangGraphSource } from './langgraph-desk-ports.ts';

/** The LangGraph desk's audit entries: each staged decision recorded with the operator's name, then settled. */
export function createDeskAudit(port: {
  readonly audit: () => AuditPort;
  readonly operatorName: () => string;
  readonly now: () => number;
}) {
  return {
    async settleAudit(entries: readonly AuditEntry[], outcome: AuditOutcome, detail?: string) {
      const audit = port.audit();
      await Promise.all(entries.map((entry) => audit.settle(entry.id, outcome, port.now(), detail)));
    },

    /** Records the staged decision on each call (the operator's, or a deny rule's) with the operator's name. */
    async recordDecisions(
      conversationId: string,
      source: LangGraphSource,
      calls: readonly ToolCall[],
    ): Promise<readonly AuditEntry[]> {
      const operator = port.operatorName() || 'this operator';
      const entries = calls.flatMap((call) => {
        const staged = call.interrupt?.staged;
        if (!staged) return [];
        const entry = remoteDecisionEntry(
          createId('audit'),
          conversationId,
          source,
          call,
          staged,
          staged.by,
          // Logged as made: a decision staged before a reload is dated when it was taken.
          staged.at,
        );
        return [{ ...entry, operator }];
      });
      const audit = port.audit();
      await Promise.all(entries.map((entry) => audit.record(entry)));
      return entries;
    },

    /**
     * Records the staged decisions this tab could not send (another tab of this browser had sent one for the
     * interrupt) as refused here, so the log never reads as if they had left.
     */
    async recordRefusals(
      conversationId: string,
      source: LangGraphSource,
      calls: readonly ToolCall[],
      reason: string,
    ): Promise<void> {
      const operator = port.operatorName() || 'this operator';
      const audit = port.audit();
      for (const call of calls)
        if (call.interrupt?.staged)
          await audit.record({
            ...refusedRemoteDecisionEntry(
              createId('audit'),
              conversationId,
              source,
              call,
              call.interrupt.staged,
              port.now(),
              reason,
            ),
            operator,
          });
    },
  };
}
