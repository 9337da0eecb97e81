import type { AuditActor, AuditEntry, AuditOutcome } from '../../core/audit-entry.ts';

/** The filters of the audit view; `all` lets everything through. */
export interface AuditFilter {
  readonly tool: string | 'all';
  readonly outcome: AuditOutcome | 'all';
  readonly by: AuditActor | 'all';
}

export const noFilter: AuditFilter = { tool: 'all', outcome: 'all', by: 'all' };

/** Entries matching every filter, newest first. */
export function filterAudit(entries: readonly AuditEntry[], filter: AuditFilter): readonly AuditEntry[] {
  return entries
    .filter(
      (entry) =>
        (filter.tool === 'all' || entry.tool === filter.tool) &&
        (filter.outcome === 'all' || entry.outcome === filter.outcome) &&
        (filter.by === 'all' || entry.by === filter.by),
    )
    .toSorted((a, b) => b.at - a.at);
}
