import type { StateCreator } from 'zustand';
import { idleStatus, type DecisionResult } from '../core/agent-status.ts';
import { mergeStoredMessages } from '../core/call-revision.ts';
import type { Conversation } from '../core/conversation.ts';
import { createId } from '../core/ids.ts';
import { createBuiltInDesk } from '../desks/built-in/built-in-desk.ts';
import type { AgentRuntime } from './agent-runtime.ts';
import { allSecretsOf, createAgentRuntime } from './agent-runtime.ts';
import { storeBuiltInDeskPorts } from './store-built-in-desk-ports.ts';
import type { AppState } from './app-state.ts';
import { emptyConversation } from './conversation-slice.ts';
import { conversationLibraryActions } from './conversation-library-actions.ts';
import { routeCallActions } from './desk-routing.ts';
import { persistConversation } from './persistence/conversation-persistence.ts';
import { persistFeedbackDrafts, restoreFeedbackDrafts } from './persistence/feedback-drafts.ts';
import {
  browserStorages,
  clearProviderSettings,
  loadModelSource,
  loadProviderSettings,
  saveModelSource,
  saveProviderSettings,
} from './persistence/provider-settings-storage.ts';
import type { OpenedSession } from './persistence/restore-session.ts';
import { restoreSession } from './persistence/restore-session.ts';
import { noLiveParts } from '../agent/live-parts.ts';
import { browserSessionId } from './persistence/session-id.ts';
import type { AgentSlice, AgentSliceOptions } from './agent-slice-contract.ts';

/** The instructions a new conversation gives a real model: it works under an operator's supervision. */
export const defaultSystemPrompt =
  'You are an assistant that works through tools. An operator reviews every tool call before it runs and may edit its ' +
  'arguments or decline it; each tool result says what the operator changed and why. Follow those notes.';

/** Creates the agent slice; `options` lets tests inject the environment and storages. */
export function createAgentSlice(
  options: AgentSliceOptions = {},
): StateCreator<AppState, [], [], AgentSlice> {
  return (set, get, api) => {
    const storages = options.storages ?? browserStorages();
    const remembered = loadProviderSettings(storages).settings;
    const sessionId = browserSessionId(storages.session);
    let runtime: AgentRuntime | undefined;
    let restoring: Promise<void> | undefined;

    const store = { get, set, subscribe: api.subscribe, options, storages, sessionId };
    const allSecrets = () => allSecretsOf(store);
    const ensure = (): AgentRuntime => (runtime ??= createAgentRuntime(store));
    // The built-in agent's desk, its loop built on first use; the store registers it with the other sources'.
    const desk = createBuiltInDesk(() => storeBuiltInDeskPorts(store, ensure()));
    const openId = () => get().conversation.id;
    const shown = (result: DecisionResult): DecisionResult => {
      set({ actionError: result.ok ? undefined : result.reason });
      return result;
    };

    /**
     * Puts another conversation in the store. A part selected in the previous one means nothing in it, so the
     * selection is cleared first: whoever reacts to the new conversation may then select in it.
     */
    const showConversation = (conversation: Conversation) => {
      get().selectPart(undefined);
      get().loadConversation(conversation);
    };

    const openConversation = (title: string, systemPrompt: string) => {
      const current = ensure();
      desk.stop(openId());
      const createdAt = current.environment.now?.() ?? Date.now();
      const conversation: Conversation = {
        id: createId('conv'),
        title,
        createdAt,
        systemPrompt,
        messages: [],
      };
      showConversation(conversation);
      desk.refresh();
    };

    const showOpened = async (current: AgentRuntime, opened: OpenedSession) => {
      if (opened.status === 'set-aside') {
        set({ setAside: opened.setAside });
        // Whatever was shown must not be saved over the conversation just kept aside.
        if (get().conversation.id === opened.setAside.id)
          showConversation(emptyConversation(createId('conv'), current.environment.now?.() ?? Date.now()));
      }
      if (opened.status !== 'opened') return;
      const { conversation } = opened.session;
      // The notes come back with the calls they belong to, so a restored review shows both at once.
      const feedback = await restoreFeedbackDrafts(current.environment.database, conversation);
      const drafts = get().feedbackDrafts;
      const notes = { ...feedback, ...drafts[conversation.id] };
      if (Object.keys(notes).length > 0) set({ feedbackDrafts: { ...drafts, [conversation.id]: notes } });
      showConversation(conversation);
    };

    const startPersistence = (current: AgentRuntime) => {
      current.persistence ??= persistConversation(
        { read: () => get().conversation, subscribe: (listener) => api.subscribe(listener) },
        current.environment.database,
        {
          onStatus: (saveStatus) => set({ saveStatus }),
          onStoredNewer: (messages, order) => {
            get().updateConversation((conversation) => mergeStoredMessages(conversation, messages, order));
            desk.refresh();
          },
        },
      );
      current.feedbackPersistence ??= persistFeedbackDrafts(
        {
          read: () => ({ drafts: get().feedbackDrafts }),
          subscribe: (listener) => api.subscribe(listener),
        },
        current.environment.database,
        { onStatus: (feedbackSaveStatus) => set({ feedbackSaveStatus }) },
      );
    };

    return {
      agentStatus: idleStatus,
      sessionStatus: { status: 'not-started' },
      providerSettings: remembered,
      modelSource: loadModelSource(storages, !!remembered),
      actionError: undefined,
      setAside: undefined,
      saveStatus: { status: 'saved' },
      feedbackSaveStatus: { status: 'saved' },
      liveParts: noLiveParts,
      retrySave: async () =>
        void (await Promise.all([runtime?.persistence?.flush(), runtime?.feedbackPersistence?.flush()])),
      ...routeCallActions(get, set),
      builtInDesk: () => desk,
      retryCall: async (callId) => shown(await desk.retryCall(openId(), callId)),
      async switchConversation(take) {
        await get().restoreSession();
        const current = ensure();
        desk.stop(openId());
        await current.persistence?.flush();
        const next = take(get().conversation);
        if (!next) return { ok: false, reason: 'That conversation is no longer open in this tab.' };
        showConversation(next);
        desk.refresh();
        return { ok: true };
      },
      async startDemo() {
        await get().restoreSession();
        const { environment } = ensure();
        // Nothing may still be writing to the records while they are put back.
        desk.stop(openId());
        await (environment.resetDemoData ?? environment.prepare)?.();
        openConversation('Demo: a support day', '');
        saveModelSource(storages, 'demo');
        set({ modelSource: 'demo' });
        return shown(await desk.send(openId(), environment.demoStart));
      },
      async newConversation() {
        await get().restoreSession();
        await ensure().environment.prepare?.();
        openConversation('New conversation', defaultSystemPrompt);
        set({ actionError: undefined });
      },
      restoreSession() {
        restoring ??= (async () => {
          const current = ensure();
          set({ sessionStatus: { status: 'restoring' } });
          try {
            const opened = await restoreSession(current.environment.database, current.environment.now);
            await showOpened(current, opened);
            startPersistence(current);
            // What the reload left executing is settled from its record, never run again.
            await desk.settle(openId());
            await current.persistence?.flush();
            set({ sessionStatus: { status: 'ready', restored: opened.status === 'opened' } });
          } catch (error) {
            const message = `The saved session could not be read (${error instanceof Error ? error.message : String(error)}); this tab works without saving.`;
            set({ sessionStatus: { status: 'unavailable', message } });
          }
          desk.refresh();
        })();
        return restoring;
      },
      saveProviderSettings(input) {
        const { apiKey, ...settings } = input;
        saveProviderSettings(storages, settings, apiKey);
        saveModelSource(storages, 'provider');
        set({ providerSettings: settings, modelSource: 'provider' });
      },
      forgetProviderSettings() {
        clearProviderSettings(storages);
        set({ providerSettings: undefined, modelSource: 'demo' });
      },
      readApiKey: () => loadProviderSettings(storages).apiKey,
      configuredSecrets: () => allSecrets(),
      ...conversationLibraryActions({
        get,
        set,
        runtime: ensure,
        builtRuntime: () => runtime,
        desk,
        secrets: allSecrets,
        show: showConversation,
        showOpened,
      }),
      dismissSetAside: () => set({ setAside: undefined }),
      readAuditLog: () => ensure().audit.list(),
      agentTools: () => ensure().environment,
      refreshAgent: () => desk.refresh(),
      agentEnvironment: () => ensure().environment,
      recordAuditEntry: (entry) => ensure().audit.record(entry),
      sessionId,
    };
  };
}
