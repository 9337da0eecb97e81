import type { LangGraphDeskPorts } from '../desks/langgraph/langgraph-desk-ports.ts';
import type { AppState } from './app-state.ts';
import { storeSharedDeskPorts } from './shared-desk-ports.ts';

/**
 * The app's ports for the LangGraph desk: the store's held conversations, the saved deployment's client, the
 * resume ledger and audit log of this profile's database, the rules, this operator and session.
 */
export function storeLangGraphDeskPorts(
  get: () => AppState,
  now: () => number = Date.now,
): LangGraphDeskPorts {
  return {
    ...storeSharedDeskPorts(get, now),
    transport: () => get().langGraphClient(),
    operator: () => get().operator,
    isOpen: (conversationId) => get().conversation.id === conversationId,
    setOutcome: (threadId, outcome) => get().setInboxOutcome(threadId, outcome),
    setRun: (conversationId, run) => get().setLangGraphRun(conversationId, run),
  };
}
