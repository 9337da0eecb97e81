import type { ExecutionClaims } from '../../agent/agent-options.ts';
import type { Conversation } from '../../core/conversation.ts';
import { boundJsonValue } from '../../core/storage-bounds.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { readStoredMessage } from './chunk-reads.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/**
 * Claims over IndexedDB: `add` fails when the key exists, and IndexedDB serializes writes across tabs, so
 * exactly one tab's claim of a call succeeds. Retry releases the claim, since the operator asked for a new run.
 */
export function createExecutionClaims(db: ToolgateDatabase, now: () => number = Date.now): ExecutionClaims {
  return {
    async claim(callId, effects) {
      try {
        await db.claims.add({ callId, claimedAt: now(), ...(effects ? { effects } : {}) });
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'ConstraintError') return false;
        throw error;
      }
    },
    async release(callId) {
      await db.claims.delete(callId);
    },
    async settle(callId, outcome) {
      const kept =
        outcome.kind === 'executed'
          ? { ...outcome, result: boundJsonValue(outcome.result, 'result') }
          : outcome;
      await db.claims.update(callId, { outcome: kept });
    },
  };
}

/** The stored state of a call of `conversation` (what another tab saved), or undefined. */
export async function readStoredCall(
  db: ToolgateDatabase,
  conversation: Conversation,
  callId: string,
): Promise<ToolCall | undefined> {
  const message = conversation.messages.find((candidate) =>
    candidate.parts.some((part) => part.kind === 'tool-call' && part.call.id === callId),
  );
  if (!message) return undefined;
  const stored = await readStoredMessage(db, conversation.id, message.id);
  for (const part of stored?.parts ?? [])
    if (part.kind === 'tool-call' && part.call.id === callId) return part.call;
  return undefined;
}
