import type { StateCreator } from 'zustand';
import type { Conversation } from '../core/conversation.ts';
import { createId } from '../core/ids.ts';
import { newRemoteConversation, sourceOf } from '../core/source.ts';
import type { AgUiEndpoint } from '../sources/ag-ui/ag-ui-transport.ts';
import { checkEndpoint } from '../sources/ag-ui/ag-ui-transport.ts';
import { createAgUiDesk } from '../desks/ag-ui/ag-ui-desk.ts';
import type { AgUiThreadWrite } from '../desks/ag-ui/ag-ui-desk-ports.ts';
import type { AgUiThreadView } from '../desks/ag-ui/ag-ui-thread-view.ts';
import { agUiSource } from '../desks/ag-ui/ag-ui-thread-view.ts';
import { storeAgUiDeskPorts } from './store-ag-ui-desk-ports.ts';
import type { AgUiSlice, AgUiAgentStatus } from './ag-ui-slice-contract.ts';
import type { AppState } from './app-state.ts';
import type { AgUiAgent } from './persistence/ag-ui-agent-storage.ts';
import {
  loadAgUiAgents,
  loadAgUiHeaders,
  saveAgUiAgents,
  saveAgUiHeaders,
} from './persistence/ag-ui-agent-storage.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import { browserStorages } from './persistence/provider-settings-storage.ts';

/**
 * Creates the AG-UI slice: the agents and their endpoints' status, and each thread's view (state, run, steps,
 * raw events, where its answer is) kept beside its conversation; it registers the AG-UI desk
 * (`desks/ag-ui/ag-ui-desk.ts`), which runs the threads and sends their answers.
 */
export function createAgUiSlice(
  storagesOption?: SettingsStorages,
): StateCreator<AppState, [], [], AgUiSlice> {
  return (set, get, api) => {
    const storages = storagesOption ?? browserStorages();
    const now = () => Date.now();
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

    const endpointOf = (agent: AgUiAgent): AgUiEndpoint => ({
      url: agent.url,
      headers: loadAgUiHeaders(storages, agent.id),
      origin,
    });
    const setView = (conversationId: string, update: (view: AgUiThreadView | undefined) => AgUiThreadView) =>
      set((state) => ({
        agUiThreads: { ...state.agUiThreads, [conversationId]: update(state.agUiThreads[conversationId]) },
      }));
    // Many threads in one change of the store: the open conversation, the held ones and their views.
    const writeThreads = (writes: ReadonlyMap<string, AgUiThreadWrite>) =>
      set((state) => {
        let open = state.conversation;
        let held: Record<string, Conversation> | undefined;
        const views = { ...state.agUiThreads };
        for (const [conversationId, write] of writes) {
          if (open.id === conversationId) open = write.conversation;
          else if (
            state.backgroundConversations[conversationId] &&
            state.backgroundConversations[conversationId] !== write.conversation
          ) {
            held ??= { ...state.backgroundConversations };
            held[conversationId] = write.conversation;
          }
          views[conversationId] = write.view(views[conversationId]);
        }
        return {
          conversation: open,
          backgroundConversations: held ?? state.backgroundConversations,
          agUiThreads: views,
        };
      });
    const desk = createAgUiDesk(
      storeAgUiDeskPorts(get, { setView, writeThreads }, (agentId) => {
        const agent = get().agUiAgents.find((candidate) => candidate.id === agentId);
        return agent ? endpointOf(agent) : undefined;
      }),
    );
    queueMicrotask(() => get().registerSourceDesk(desk));

    // A run whose thread the tab let go (a new demo or conversation took its place, it was deleted) or whose
    // agent was disconnected has nobody to show it to: its request is aborted, not left streaming. Checked a
    // task later, since opening a held thread moves it out of the held ones a moment before it is open.
    let orphanCheck: Promise<void> | undefined;
    const stopOrphanedRuns = () => {
      for (const conversationId of desk.runningIds()) {
        const source = agUiSource(get().conversationById(conversationId));
        if (!source || !get().agUiAgents.some((agent) => agent.id === source.agentId))
          desk.stop(conversationId);
      }
    };
    api.subscribe((state, previous) => {
      if (
        orphanCheck ||
        (state.conversation.id === previous.conversation.id &&
          state.backgroundConversations === previous.backgroundConversations &&
          state.agUiAgents === previous.agUiAgents)
      )
        return;
      orphanCheck = Promise.resolve().then(() => {
        orphanCheck = undefined;
        stopOrphanedRuns();
      });
    });

    const checkAgent = async (agentId: string): Promise<AgUiAgentStatus> => {
      const agent = get().agUiAgents.find((candidate) => candidate.id === agentId);
      if (!agent) return { status: 'unchecked' };
      set((state) => ({ agUiAgentStatus: { ...state.agUiAgentStatus, [agentId]: { status: 'checking' } } }));
      const checked = await checkEndpoint(endpointOf(agent));
      const status: AgUiAgentStatus = checked.ok
        ? { status: 'ready' }
        : { status: 'failed', failure: checked.failure };
      set((state) => ({ agUiAgentStatus: { ...state.agUiAgentStatus, [agentId]: status } }));
      return status;
    };

    return {
      agUiAgents: loadAgUiAgents(storages),
      agUiAgentStatus: {},
      agUiThreads: {},
      async saveAgUiAgent(input) {
        const id = input.id ?? createId('agent');
        const existing = get().agUiAgents.find((agent) => agent.id === id);
        const agent: AgUiAgent = {
          id,
          name: input.name.trim(),
          url: input.url.trim(),
          headerNames: Object.keys(input.headers),
          rememberHeaders: input.rememberHeaders,
          createdAt: existing?.createdAt ?? now(),
        };
        saveAgUiHeaders(storages, id, input.headers, input.rememberHeaders);
        const agents = existing
          ? get().agUiAgents.map((entry) => (entry.id === id ? agent : entry))
          : [...get().agUiAgents, agent];
        saveAgUiAgents(storages, agents);
        set({ agUiAgents: agents });
        return { agentId: id, status: await checkAgent(id) };
      },
      checkAgUiAgent: checkAgent,
      removeAgUiAgent(agentId) {
        const agents = get().agUiAgents.filter((agent) => agent.id !== agentId);
        saveAgUiHeaders(storages, agentId, {}, false);
        saveAgUiAgents(storages, agents);
        set({ agUiAgents: agents });
      },
      async startAgUiThread(agentId, text) {
        const agent = get().agUiAgents.find((candidate) => candidate.id === agentId);
        if (!agent) return { ok: false, reason: 'That agent is no longer connected.' };
        const conversation = newRemoteConversation(
          createId('conv'),
          { kind: 'ag-ui', agentId, threadId: createId('thread') },
          agent.name,
          text,
          now(),
        );
        const opened = await get().switchConversation((previous) => {
          // The thread left keeps streaming and waiting among the held ones (`holdConversation` would take it for
          // the open one, which it still is until this swap).
          if (sourceOf(previous).kind !== 'built-in')
            set((state) => ({
              backgroundConversations: { ...state.backgroundConversations, [previous.id]: previous },
            }));
          return conversation;
        });
        if (!opened.ok) return opened;
        get().selectPart(undefined);
        return desk.send(conversation.id, text);
      },
      async startAgUiThreads(agentIds, text) {
        const threads = agentIds.map((agentId) => {
          const agent = get().agUiAgents.find((candidate) => candidate.id === agentId);
          const conversation = agent
            ? newRemoteConversation(
                createId('conv'),
                { kind: 'ag-ui', agentId, threadId: createId('thread') },
                agent.name,
                text,
                now(),
              )
            : undefined;
          return { agentId, conversation };
        });
        // One change of the held threads for all of them, not one per agent.
        set((state) => {
          const added = { ...state.backgroundConversations };
          for (const { conversation } of threads) if (conversation) added[conversation.id] = conversation;
          return { backgroundConversations: added };
        });
        const started = threads.flatMap(({ conversation }) => (conversation ? [conversation.id] : []));
        const results = new Map(
          (await desk.sendMany(started, text)).map((result, index) => [started[index], result]),
        );
        return threads.map(({ agentId, conversation }) => ({
          agentId,
          result: (conversation && results.get(conversation.id)) || {
            ok: false as const,
            reason: 'That agent is no longer connected.',
          },
        }));
      },
      async recoverAgUiDeliveries() {
        const state = get();
        for (const conversation of [state.conversation, ...Object.values(state.backgroundConversations)])
          await desk.settle(conversation.id);
      },
      retryAgUiResume: (conversationId) => desk.retry(conversationId),
      readAgUiHeaders: (agentId) => loadAgUiHeaders(storages, agentId),
    };
  };
}
