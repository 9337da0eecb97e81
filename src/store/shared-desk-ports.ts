import { systemClock } from '../desks/desk-ports.ts';
import type { SharedDeskPorts } from '../desks/desk-ports.ts';
import type { AppState } from './app-state.ts';
import { withDecisionGroups } from './audit-decision-groups.ts';
import { createAuditLog } from './persistence/audit-log.ts';
import { createResumeLedger } from './persistence/resume-ledger.ts';

/**
 * The store's side of the ports every desk shares: the open and held conversations, the resume ledger and the
 * audit log of this profile's database, the rules, this session, and the browser's clock (with `now`).
 */
export function storeSharedDeskPorts(get: () => AppState, now: () => number = Date.now): SharedDeskPorts {
  const database = () => get().agentEnvironment().database;
  return {
    conversations: {
      read: (id) => get().conversationById(id),
      update: (id, change) => void get().updateConversationById(id, change),
      hold: (conversation) => get().holdConversation(conversation),
    },
    ledger: () => createResumeLedger(database()),
    // A call decided in a group of alike calls names the group on its entry.
    audit: () =>
      withDecisionGroups(createAuditLog(database()), (conversationId, callId) =>
        get().takeDecisionGroup(conversationId, callId),
      ),
    rules: () => get().agentTools().rules,
    sessionId: () => get().sessionId,
    clock: { ...systemClock, now },
  };
}
