import type { AuditOutcome } from '../core/audit-entry.ts';
import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import type { AuditPort } from './desk-ports.ts';

/**
 * Settles the audit entries of a remote thread's calls that are still `running` once the thread shows how the
 * calls ended (executed or failed): what a reload cut off while it followed the run is settled when the thread is
 * read again, so an approval is logged when it was made and its outcome when it is known.
 */
export async function settleKnownOutcomes(
  audit: AuditPort,
  conversation: Conversation,
  at: number,
): Promise<void> {
  for (const call of allToolCalls(conversation)) {
    // The thread's history keeps no interrupt on a call that ran: the entry is found by call and thread.
    if (call.status !== 'executed' && call.status !== 'failed') continue;
    const outcome: AuditOutcome = call.status;
    for (const entry of await audit.forCall(call.id))
      if (entry.outcome === 'running' && entry.conversationId === conversation.id)
        await audit.settle(entry.id, outcome, at, call.status === 'failed' ? call.error : undefined);
  }
}

/** Settles as interrupted the running entries of an interrupt whose answer never reached its source. */
export async function settleNeverSent(
  audit: AuditPort,
  conversation: Conversation,
  interruptId: string,
  at: number,
  detail: string,
): Promise<void> {
  for (const call of allToolCalls(conversation)) {
    if (call.interrupt?.id !== interruptId) continue;
    for (const entry of await audit.forCall(call.id))
      if (entry.outcome === 'running' && entry.conversationId === conversation.id)
        await audit.settle(entry.id, 'interrupted', at, detail);
  }
}
