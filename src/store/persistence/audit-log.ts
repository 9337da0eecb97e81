import type { AuditEntry, AuditSink } from '../../core/audit-entry.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';
import { boundObject } from '../../core/storage-bounds.ts';

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
      // The entry is kept whatever the arguments were: a value too deep or too big to store becomes a note.
      const proposedArgs = entry.proposedArgs && boundObject(entry.proposedArgs, 'proposed arguments');
      const approvedArgs = entry.approvedArgs && boundObject(entry.approvedArgs, 'approved arguments');
      await db.audit.put({ ...entry, proposedArgs, ...(approvedArgs ? { approvedArgs } : {}) });
    },
    async settle(entryId, outcome, at, detail) {
      await db.audit.update(entryId, {
        outcome,
        finishedAt: at,
        ...(detail ? { outcomeDetail: detail } : {}),
      });
    },
    async refuse(entryId, at, reason) {
      await db.audit.update(entryId, { decision: 'refused', outcome: 'refused', reason, finishedAt: at });
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
