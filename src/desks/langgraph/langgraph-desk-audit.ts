import type { AuditEntry, AuditOutcome, AuditSink } from '../../agent/audit-entry.ts';
import { remoteDecisionEntry } from '../../agent/audit-entry.ts';
import { createId } from '../../core/ids.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import type { LangGraphSource } from './langgraph-desk-ports.ts';

/** The LangGraph desk's audit entries: each staged decision recorded with the operator's name, then settled. */
export function createDeskAudit(port: {
  readonly audit: () => AuditSink;
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
      at: number,
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
          at,
        );
        return [{ ...entry, operator }];
      });
      const audit = port.audit();
      await Promise.all(entries.map((entry) => audit.record(entry)));
      return entries;
    },
  };
}
