import type { StateCreator } from 'zustand';
import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import { createId } from '../core/ids.ts';
import { sourceOf } from '../core/source.ts';
import type { AgUiThread } from '../sources/ag-ui/ag-ui-thread.ts';
import type { AgUiEndpoint } from '../sources/ag-ui/ag-ui-transport.ts';
import { checkEndpoint } from '../sources/ag-ui/ag-ui-transport.ts';
import { createAgUiResumes } from './ag-ui-resumes.ts';
import type { AgUiSlice, AgUiAgentStatus, AgUiThreadView } from './ag-ui-slice-contract.ts';
import { agUiSource, createRunPump, reachedOutcome, runInput, threadOf, viewOf } from './ag-ui-runs.ts';
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
 * Creates the AG-UI slice: the agents, each thread's view (state, run, steps, raw events) kept beside its
 * conversation, runs and the composer; it registers the AG-UI desk, whose decisions and resumes are in
 * `ag-ui-resumes.ts`.
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
    const agentOf = (conversation: Conversation | undefined) => {
      const source = agUiSource(conversation);
      return source ? get().agUiAgents.find((agent) => agent.id === source.agentId) : undefined;
    };
    const setView = (conversationId: string, update: (view: AgUiThreadView | undefined) => AgUiThreadView) =>
      set((state) => ({
        agUiThreads: { ...state.agUiThreads, [conversationId]: update(state.agUiThreads[conversationId]) },
      }));
    const readThread = (conversationId: string): AgUiThread | undefined => {
      const conversation = get().conversationById(conversationId);
      return conversation ? threadOf(conversation, get().agUiThreads[conversationId]) : undefined;
    };

    const saveNow = async () => {
      await get().retrySave();
      await get().flushHeldConversations();
    };

    const pump = createRunPump({
      read: readThread,
      write: (conversationId, thread) => {
        get().updateConversationById(conversationId, () => thread.conversation);
        setView(conversationId, (previous) => viewOf(thread, previous));
      },
      applied: (conversationId, before, after) => {
        void resumes.settleAudit(conversationId, before, after);
        // Saves are spaced by their cost while a run streams; a result or a run's end is written at once, so a
        // reload right after it shows it.
        if (reachedOutcome(before, after)) void saveNow();
        if (after.run.status === 'interrupted' && before.run.status !== 'interrupted')
          void resumes.applyRules(conversationId, after);
        // A run the mapping failed while its stream goes on (past its event limit) is stopped; it keeps its reason.
        if (after.run.status === 'failed' && before.run.status !== 'failed' && pump.isRunning(conversationId))
          pump.stop(conversationId);
      },
      now,
    });
    const resumes = createAgUiResumes({ get, now, readThread, setView, agentOf, endpointOf, pump, saveNow });

    // A run whose thread the tab let go (a new demo or conversation took its place, it was deleted) or whose
    // agent was disconnected has nobody to show it to: its request is aborted, not left streaming. Checked a
    // task later, since opening a held thread moves it out of the held ones a moment before it is open.
    let orphanCheck: Promise<void> | undefined;
    const stopOrphanedRuns = () => {
      for (const conversationId of pump.runningIds()) {
        const conversation = get().conversationById(conversationId);
        if (!conversation || !agentOf(conversation)) pump.stop(conversationId);
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

    const send = async (conversationId: string, text: string) => {
      const conversation = get().conversationById(conversationId);
      const agent = agentOf(conversation);
      const source = agUiSource(conversation);
      if (!conversation || !agent || !source)
        return { ok: false as const, reason: 'The agent of this thread is no longer connected.' };
      const lock = composerLock(conversationId);
      if (lock) return { ok: false as const, reason: lock };
      const messageId = createId('msg');
      get().updateConversationById(conversationId, (current) => ({
        ...current,
        messages: [
          ...current.messages,
          {
            id: messageId,
            role: 'user',
            parts: [{ id: `${messageId}/text`, kind: 'text', pruning: 'auto', text }],
            createdAt: now(),
            status: 'complete',
          },
        ],
      }));
      const thread = readThread(conversationId)!;
      const input = runInput(thread, source.threadId);
      setView(conversationId, (view) => ({
        ...viewOf(thread, view),
        run: { status: 'running', runId: input.runId },
      }));
      await pump.start(conversationId, endpointOf(agent), input);
      return { ok: true as const };
    };

    const composerLock = (conversationId: string): string | undefined => {
      const thread = readThread(conversationId);
      if (!thread) return undefined;
      if (!agentOf(thread.conversation))
        return "This thread's agent is not connected: add it again in Agents to write to it.";
      const view = get().agUiThreads[conversationId];
      if (view?.delivery?.status === 'failed') return 'The answer to the agent was not sent: Retry it first.';
      if (view?.delivery?.status === 'unconfirmed')
        return 'The answer to the agent may have been sent before the reload: Retry it first if the agent did not act on it.';
      const waiting = allToolCalls(thread.conversation).filter(
        (call) => call.status === 'pending' && call.interrupt,
      );
      if (waiting.length > 0) {
        const decided = waiting.filter((call) => call.interrupt?.staged).length;
        return `Decide the agent's ${waiting.length} open ${waiting.length === 1 ? 'request' : 'requests'} first (${decided} decided): one answer goes back with all of them.`;
      }
      if (pump.isRunning(conversationId) || thread.run.status === 'running')
        return 'The agent is running; Stop it to write.';
      return undefined;
    };

    queueMicrotask(() =>
      get().registerSourceDesk({
        kind: 'ag-ui',
        decide: (conversationId, callId, decision) => resumes.decide(conversationId, callId, decision),
        send,
        stop: (conversationId) => pump.stop(conversationId),
        composerLock,
      }),
    );

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
        const conversation: Conversation = {
          id: createId('conv'),
          title: `${agent.name}: ${text.length > 48 ? `${text.slice(0, 48)}…` : text}`,
          createdAt: now(),
          systemPrompt: '',
          source: { kind: 'ag-ui', agentId, threadId: createId('thread') },
          messages: [],
        };
        const opened = await get().switchConversation((previous) => {
          if (sourceOf(previous).kind !== 'built-in') get().holdConversation(previous);
          return conversation;
        });
        if (!opened.ok) return opened;
        get().selectPart(undefined);
        return send(conversation.id, text);
      },
      recoverAgUiDeliveries: () => resumes.recoverDeliveries(),
      retryAgUiResume: (conversationId) => resumes.retry(conversationId),
      readAgUiHeaders: (agentId) => loadAgUiHeaders(storages, agentId),
    };
  };
}
