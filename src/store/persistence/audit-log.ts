import type { AuditEntry, AuditSink } from '../../agent/audit-entry.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/** The audit log in IndexedDB: the agent writes it, the audit screen reads it. */
export interface AuditLog extends AuditSink {
  /** Every entry, newest first. */
  list(): Promise<readonly AuditEntry[]>;
  /** The entries about one call, oldest first. */
  forCall(callId: string): Promise<readonly AuditEntry[]>;
}

/** The audit log over `db`. */
export function createAuditLog(db: ToolgateDatabase): AuditLog {
  return {
    async record(entry) {
      await db.audit.put(entry);
    },
    async settle(entryId, outcome, at, detail) {
      await db.audit.update(entryId, {
        outcome,
        finishedAt: at,
        ...(detail ? { outcomeDetail: detail } : {}),
      });
    },
    async list() {
      return (await db.audit.orderBy('at').reverse().toArray()) as readonly AuditEntry[];
    },
    async forCall(callId) {
      const entries = await db.audit.where('callId').equals(callId).toArray();
      return entries.sort((a, b) => a.at - b.at);
    },
  };
}
