import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '../../../core/audit-entry.ts';

/** Reads the audit log; the app passes the store's IndexedDB reader. */
export type AuditReader = () => Promise<readonly AuditEntry[]>;

/** The audit log, refreshed while shown so decisions made meanwhile appear. */
export function auditQueryOptions(read: AuditReader) {
  return queryOptions({
    queryKey: ['audit-log'] as const,
    queryFn: () => read(),
    refetchInterval: 2000,
  });
}
