import type { AgUiDeskPorts, AgUiThreadWrite } from '../desks/ag-ui/ag-ui-desk-ports.ts';
import type { AgUiThreadView } from '../desks/ag-ui/ag-ui-thread-view.ts';
import type { AgUiEndpoint } from '../sources/ag-ui/ag-ui-transport.ts';
import { startRun } from '../sources/ag-ui/ag-ui-transport.ts';
import type { AppState } from './app-state.ts';
import { storeSharedDeskPorts } from './shared-desk-ports.ts';

/** Runs `task` at the next animation frame while the page is shown, else at the next task. */
function browserNextFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && !document.hidden)
    requestAnimationFrame(task);
  else setTimeout(task, 0);
}

/**
 * The app's ports for the AG-UI desk: the store's conversations and thread views, the connected agents (their
 * endpoints with the header values kept for them), the agent servers over HTTP, the resume ledger and audit log
 * of this profile's database, the rules, this session, and a save of every conversation at once.
 */
export function storeAgUiDeskPorts(
  get: () => AppState,
  writes: {
    readonly setView: (
      conversationId: string,
      change: (view: AgUiThreadView | undefined) => AgUiThreadView,
    ) => void;
    readonly writeThreads: (writes: ReadonlyMap<string, AgUiThreadWrite>) => void;
  },
  endpointOf: (agentId: string) => AgUiEndpoint | undefined,
  now: () => number = Date.now,
): AgUiDeskPorts {
  return {
    ...storeSharedDeskPorts(get, now),
    views: { read: (conversationId) => get().agUiThreads[conversationId], update: writes.setView },
    writeThreads: writes.writeThreads,
    agent: (agentId) => {
      const agent = get().agUiAgents.find((candidate) => candidate.id === agentId);
      const endpoint = agent ? endpointOf(agent.id) : undefined;
      return agent && endpoint ? { name: agent.name, endpoint } : undefined;
    },
    startRun,
    persist: async (conversationId) => {
      if (get().conversation.id === conversationId) await get().retrySave();
      else await get().flushHeldConversations(conversationId);
    },
    nextFrame: browserNextFrame,
  };
}
