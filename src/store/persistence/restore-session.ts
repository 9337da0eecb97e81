import { interruptedByReload, reviveConversation } from '../../agent/revive-conversation.ts';
import type { Conversation } from '../../core/conversation.ts';
import { updateToolCall } from '../../core/conversation.ts';
import type { AuditLog } from './audit-log.ts';
import { readActiveConversation, writeConversation } from './conversation-store.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/** What a reload finds: the open conversation as it now is, and the calls the reload interrupted. */
export interface RestoredSession {
  readonly conversation: Conversation;
  readonly interruptedCallIds: readonly string[];
}

/**
 * Rebuilds the open conversation from IndexedDB after a reload: the one that was open (or the latest), revived
 * (a call that was executing is interrupted, pending calls stay pending) with the operator's drafts laid back on
 * its pending calls. The audit log learns which approved calls the reload interrupted. Undefined when nothing
 * was stored yet.
 */
export async function restoreSession(
  db: ToolgateDatabase,
  audit: AuditLog,
  now: () => number = Date.now,
): Promise<RestoredSession | undefined> {
  const stored = await readActiveConversation(db);
  if (!stored) return undefined;
  let conversation = reviveConversation(stored);
  const drafts = await db.drafts.where('conversationId').equals(stored.id).toArray();
  for (const draft of drafts) {
    conversation = updateToolCall(conversation, draft.callId, (call) =>
      call.status === 'pending' ? { ...call, modifiedArgs: draft.modifiedArgs } : call,
    );
  }
  const interruptedCallIds = interruptedByReload(stored, conversation);
  for (const callId of interruptedCallIds) {
    const running = (await audit.forCall(callId)).filter((entry) => entry.outcome === 'running');
    for (const entry of running)
      await audit.settle(entry.id, 'interrupted', now(), 'the page was reloaded while it ran');
  }
  if (conversation !== stored) {
    const asStored = {
      id: stored.id,
      messages: new Map(stored.messages.map((message) => [message.id, message])),
    };
    await writeConversation(db, conversation, asStored, now());
  }
  return { conversation, interruptedCallIds };
}
