import type { ExecutionClaims } from '../../agent/agent-options.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/**
 * Claims over IndexedDB: `add` fails when the key exists, and IndexedDB serializes writes across tabs, so
 * exactly one tab's claim of a call succeeds. Retry releases the claim, since the operator asked for a new run.
 */
export function createExecutionClaims(db: ToolgateDatabase, now: () => number = Date.now): ExecutionClaims {
  return {
    async claim(callId) {
      try {
        await db.claims.add({ callId, claimedAt: now() });
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'ConstraintError') return false;
        throw error;
      }
    },
    async release(callId) {
      await db.claims.delete(callId);
    },
  };
}
