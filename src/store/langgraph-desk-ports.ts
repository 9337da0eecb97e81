import { systemClock } from '../desks/desk-ports.ts';
import type { LangGraphDeskPorts } from '../desks/langgraph/langgraph-desk-ports.ts';
import type { AppState } from './app-state.ts';
import { createAuditLog } from './persistence/audit-log.ts';
import { withDecisionGroups } from './audit-decision-groups.ts';
import { createResumeLedger } from './persistence/resume-ledger.ts';

/**
 * The app's ports for the LangGraph desk: the store's held conversations, the saved deployment's client, the
 * resume ledger and audit log of this profile's database, the rules, this operator and session.
 */
export function storeLangGraphDeskPorts(
  get: () => AppState,
  now: () => number = Date.now,
): LangGraphDeskPorts {
  const database = () => get().agentEnvironment().database;
  return {
    conversations: {
      read: (id) => get().conversationById(id),
      update: (id, change) => void get().updateConversationById(id, change),
      hold: (conversation) => get().holdConversation(conversation),
    },
    transport: () => get().langGraphClient(),
    ledger: () => createResumeLedger(database()),
    audit: () =>
      withDecisionGroups(createAuditLog(database()), (conversationId, callId) =>
        get().takeDecisionGroup(conversationId, callId),
      ),
    rules: () => get().agentTools().rules,
    sessionId: () => get().sessionId,
    operator: () => get().operator,
    isOpen: (conversationId) => get().conversation.id === conversationId,
    setOutcome: (threadId, outcome) => get().setInboxOutcome(threadId, outcome),
    setRun: (conversationId, run) => get().setLangGraphRun(conversationId, run),
    clock: { ...systemClock, now },
  };
}
