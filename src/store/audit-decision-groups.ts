import type { AuditSink } from '../core/audit-entry.ts';
import type { DecisionGroupRef } from '../core/group-decision.ts';

/**
 * The audit log, with each entry of a call decided in a group of alike calls naming that group (its id and
 * size): the group is taken once, by the first entry written for the call after the decision.
 */
export function withDecisionGroups<Log extends AuditSink>(
  log: Log,
  takeGroup: (conversationId: string, callId: string) => DecisionGroupRef | undefined,
): Log {
  return {
    ...log,
    record(entry) {
      const group = entry.group ?? takeGroup(entry.conversationId, entry.callId);
      return log.record(group ? { ...entry, group } : entry);
    },
  };
}
