import type { StateCreator } from 'zustand';
import type { Agent } from '../agent/agent-options.ts';
import { idleStatus, type DecisionResult } from '../agent/agent-status.ts';
import { createAgent } from '../agent/create-agent.ts';
import { mergeStoredMessages } from '../core/call-revision.ts';
import type { Conversation } from '../core/conversation.ts';
import { createId } from '../core/ids.ts';
import type { ModelClient } from '../providers/model-client.ts';
import { defaultAgentEnvironment, type AgentEnvironment } from './agent-environment.ts';
import type { AppState } from './app-state.ts';
import { emptyConversation } from './conversation-slice.ts';
import { createAuditLog, type AuditLog } from './persistence/audit-log.ts';
import { withDecisionGroups } from './audit-decision-groups.ts';
import { withPromptTokens } from './audit-prompt-tokens.ts';
import {
  exportConversationFile,
  exportFileName,
  importConversationFile,
} from './persistence/conversation-file.ts';
import { persistConversation, type ConversationPersistence } from './persistence/conversation-persistence.ts';
import { createExecutionClaims, readStoredCall } from './persistence/execution-claims.ts';
import type { FeedbackDraftsPersistence } from './persistence/feedback-drafts.ts';
import { persistFeedbackDrafts, restoreFeedbackDrafts } from './persistence/feedback-drafts.ts';
import {
  browserStorages,
  clearProviderSettings,
  configuredSecrets,
  loadModelSource,
  loadProviderSettings,
  saveModelSource,
  saveProviderSettings,
} from './persistence/provider-settings-storage.ts';
import { deleteStoredConversation, listStoredConversations } from './persistence/conversation-library.ts';
import type { OpenedSession, RunEvidence } from './persistence/restore-session.ts';
import { openStoredSession, restoreSession } from './persistence/restore-session.ts';
import { mcpHeaderSecrets } from './persistence/mcp-server-storage.ts';
import { langGraphSecrets } from './persistence/langgraph-settings-storage.ts';
import { agUiHeaderSecrets } from './persistence/ag-ui-agent-storage.ts';
import { reviveConversation } from '../agent/revive-conversation.ts';
import { noLiveParts } from '../agent/live-parts.ts';
import { importConversationInWorker } from '../workers/conversation-import-main.ts';
import { browserSessionId } from './persistence/session-id.ts';
import { watchDeadlines } from './watch-deadlines.ts';
import { findCall } from '../agent/conversation-queries.ts';
import type { Decision } from '../core/source.ts';
import { effectiveArgs } from '../core/tool-call.ts';
import { deskFor } from './sources-slice.ts';
import type { AgentSlice, AgentSliceOptions } from './agent-slice-contract.ts';

/** The instructions a new conversation gives a real model: it works under an operator's supervision. */
export const defaultSystemPrompt =
  'You are an assistant that works through tools. An operator reviews every tool call before it runs and may edit its ' +
  'arguments or decline it; each tool result says what the operator changed and why. Follow those notes.';

interface Runtime {
  readonly environment: AgentEnvironment;
  readonly agent: Agent;
  readonly audit: AuditLog;
  persistence: ConversationPersistence | undefined;
  feedbackPersistence: FeedbackDraftsPersistence | undefined;
}

/** Creates the agent slice; `options` lets tests inject the environment and storages. */
export function createAgentSlice(
  options: AgentSliceOptions = {},
): StateCreator<AppState, [], [], AgentSlice> {
  return (set, get, api) => {
    const storages = options.storages ?? browserStorages();
    const remembered = loadProviderSettings(storages).settings;
    const sessionId = browserSessionId(storages.session);
    let runtime: Runtime | undefined;
    let restoring: Promise<void> | undefined;

    // The API key and the MCP servers' header values.
    const allSecrets = (): readonly string[] => [
      ...configuredSecrets(storages),
      ...langGraphSecrets(storages),
      ...mcpHeaderSecrets(
        storages,
        get().mcpServers.map((entry) => entry.settings.id),
      ),
      ...agUiHeaderSecrets(storages),
    ];

    // What a restore reads to settle a run a reload cut off: the built-in tools' receipts.
    const runEvidence = (environment: AgentEnvironment): RunEvidence => ({
      ...(environment.readReceipts ? { readReceipts: environment.readReceipts } : {}),
      secrets: allSecrets,
    });

    const clientFor = (environment: AgentEnvironment): ModelClient => {
      const { providerSettings, modelSource } = get();
      if (modelSource === 'demo' || !providerSettings) return environment.createDemoClient();
      return environment.createProviderClient({
        ...providerSettings,
        apiKey: loadProviderSettings(storages).apiKey,
      });
    };

    const ensure = (): Runtime => {
      if (runtime) return runtime;
      const environment = (options.environment ?? defaultAgentEnvironment)();
      const audit = withDecisionGroups(
        withPromptTokens(createAuditLog(environment.database), () => get().conversation),
        (conversationId, callId) => get().takeDecisionGroup(conversationId, callId),
      );
      const built: Runtime = {
        environment,
        audit,
        persistence: undefined,
        feedbackPersistence: undefined,
        agent: createAgent({
          port: { read: () => get().conversation, write: (update) => get().updateConversation(update) },
          client: () => clientFor(environment),
          registry: environment.registry,
          rules: environment.rules,
          sessionId,
          audit,
          claims: createExecutionClaims(environment.database),
          storedCall: (callId) => readStoredCall(environment.database, get().conversation, callId),
          checkpoint: () => built.persistence?.flush() ?? Promise.resolve(),
          secrets: () => allSecrets(),
          onLiveParts: (liveParts) => set({ liveParts }),
          ...(environment.now ? { now: environment.now } : {}),
        }),
      };
      built.agent.subscribe((agentStatus) => set({ agentStatus }));
      watchDeadlines({
        read: () => get().conversation,
        subscribe: (listener) => api.subscribe(listener),
        now: environment.now ?? Date.now,
        expire: () => built.agent.expireDeadlines(),
      });
      runtime = built;
      return built;
    };

    // A remote source decides on its own side: its answer is shown like the agent's.
    const remote = async (pending: Promise<DecisionResult>): Promise<DecisionResult> => {
      const result = await pending;
      set({ actionError: result.ok ? undefined : result.reason });
      return result;
    };

    const act = async (action: (agent: Agent) => Promise<DecisionResult>): Promise<DecisionResult> => {
      await get().restoreSession();
      const result = await action(ensure().agent);
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
      current.agent.stop();
      const createdAt = current.environment.now?.() ?? Date.now();
      const conversation: Conversation = {
        id: createId('conv'),
        title,
        createdAt,
        systemPrompt,
        messages: [],
      };
      showConversation(conversation);
      current.agent.refresh();
    };

    const showOpened = async (current: Runtime, opened: OpenedSession) => {
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

    /**
     * Opens an imported conversation (nothing is running after an import) once the open one is saved, and waits
     * until it is saved too. An import never overwrites a stored conversation: a taken id is replaced.
     */
    const openImported = async (imported: Conversation): Promise<Conversation> => {
      const current = ensure();
      const taken = !!(await current.environment.database.conversations.get(imported.id));
      const conversation = taken ? { ...imported, id: createId('conv') } : imported;
      current.agent.stop();
      await current.persistence?.flush();
      showConversation(conversation);
      await current.persistence?.flush();
      current.agent.refresh();
      return conversation;
    };

    const startPersistence = (current: Runtime) => {
      current.persistence ??= persistConversation(
        { read: () => get().conversation, subscribe: (listener) => api.subscribe(listener) },
        current.environment.database,
        {
          onStatus: (saveStatus) => set({ saveStatus }),
          onStoredNewer: (messages, order) => {
            get().updateConversation((conversation) => mergeStoredMessages(conversation, messages, order));
            current.agent.refresh();
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
      sendMessage: (text) => {
        const desk = deskFor(get(), get().conversation);
        if (desk) return remote(desk.send(get().conversation.id, text));
        return act((agent) => agent.send(text));
      },
      approveCall: (callId, feedback) => {
        const conversation = get().conversation;
        const desk = deskFor(get(), conversation);
        const call = desk ? findCall(conversation, callId) : undefined;
        if (desk) {
          if (!call) return Promise.resolve({ ok: false, reason: 'That call is not in this conversation.' });
          const decision: Decision = {
            kind: 'approve',
            approvedArgs: effectiveArgs(call),
            ...(feedback?.trim() ? { feedback: feedback.trim() } : {}),
          };
          return remote(desk.decide(conversation.id, callId, decision));
        }
        return act((agent) => agent.approve(callId, feedback ? { feedback } : {}));
      },
      declineCall: (callId, reason) => {
        const desk = deskFor(get(), get().conversation);
        if (desk)
          return remote(
            desk.decide(get().conversation.id, callId, { kind: 'decline', ...(reason ? { reason } : {}) }),
          );
        return act((agent) => agent.decline(callId, reason));
      },
      answerCall: (callId, payload) => {
        const desk = deskFor(get(), get().conversation);
        if (!desk)
          return Promise.resolve({ ok: false, reason: 'Only a remote agent’s request takes an answer.' });
        return remote(desk.decide(get().conversation.id, callId, { kind: 'answer', payload }));
      },
      retryCall: (callId) => act((agent) => agent.retry(callId)),
      stopAgent: () => {
        const desk = deskFor(get(), get().conversation);
        if (desk) desk.stop(get().conversation.id);
        else runtime?.agent.stop();
      },
      async switchConversation(take) {
        await get().restoreSession();
        const current = ensure();
        current.agent.stop();
        await current.persistence?.flush();
        const next = take(get().conversation);
        if (!next) return { ok: false, reason: 'That conversation is no longer open in this tab.' };
        showConversation(next);
        current.agent.refresh();
        return { ok: true };
      },
      async startDemo() {
        await get().restoreSession();
        const { environment, agent } = ensure();
        // Nothing may still be writing to the records while they are put back.
        agent.stop();
        await (environment.resetDemoData ?? environment.prepare)?.();
        openConversation('Demo: a support day', '');
        saveModelSource(storages, 'demo');
        set({ modelSource: 'demo' });
        return act((agent) => agent.send(environment.demoStart));
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
            const opened = await restoreSession(
              current.environment.database,
              current.audit,
              current.environment.now,
              runEvidence(current.environment),
            );
            await showOpened(current, opened);
            startPersistence(current);
            set({ sessionStatus: { status: 'ready', restored: opened.status === 'opened' } });
          } catch (error) {
            const message = `The saved session could not be read (${error instanceof Error ? error.message : String(error)}); this tab works without saving.`;
            set({ sessionStatus: { status: 'unavailable', message } });
          }
          current.agent.refresh();
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
      exportConversation() {
        const conversation = get().conversation;
        const at = runtime?.environment.now?.() ?? Date.now();
        return {
          fileName: exportFileName(conversation, at),
          text: exportConversationFile(conversation, at, allSecrets()),
        };
      },
      async importConversation(text) {
        await get().restoreSession();
        const result = importConversationFile(text);
        if (!result.ok) return result;
        return { ok: true, conversation: await openImported(result.conversation) };
      },
      async importConversationFile(file, importOptions) {
        await get().restoreSession();
        const outcome = await importConversationInWorker(file, {
          ...importOptions,
          secrets: allSecrets(),
        });
        if (outcome.status !== 'imported' || importOptions.signal.aborted)
          return outcome.status === 'imported' ? { status: 'cancelled' } : outcome;
        importOptions.onProgress?.({ phase: 'saving' });
        const conversation = await openImported(reviveConversation(outcome.conversation));
        return { status: 'imported', conversation };
      },
      listConversations: async () => {
        await get().restoreSession();
        return listStoredConversations(ensure().environment.database);
      },
      async openStoredConversation(id) {
        await get().restoreSession();
        const current = ensure();
        if (get().conversation.id === id) return { ok: true };
        current.agent.stop();
        await current.persistence?.flush();
        const opened = await openStoredSession(
          current.environment.database,
          current.audit,
          id,
          current.environment.now,
          runEvidence(current.environment),
        );
        if (opened.status === 'none') return { ok: false, reason: 'That conversation is no longer stored.' };
        await showOpened(current, opened);
        current.agent.refresh();
        return opened.status === 'opened'
          ? { ok: true }
          : { ok: false, reason: `It cannot be opened: ${opened.setAside.reason}` };
      },
      async deleteStoredConversation(id) {
        await get().restoreSession();
        const current = ensure();
        const open = get().conversation.id === id;
        if (open) current.agent.stop();
        // A remote thread held in this tab is let go with it (its run's request is aborted), and is not saved
        // back after it is deleted.
        if (get().backgroundConversations[id]) {
          set((state) => {
            const { [id]: _deleted, ...kept } = state.backgroundConversations;
            return { backgroundConversations: kept };
          });
          await get().flushHeldConversations();
        }
        await current.persistence?.flush();
        await deleteStoredConversation(current.environment.database, id);
        if (open) await get().newConversation();
      },
      dismissSetAside: () => set({ setAside: undefined }),
      readAuditLog: () => ensure().audit.list(),
      agentTools: () => ensure().environment,
      refreshAgent: () => ensure().agent.refresh(),
      agentEnvironment: () => ensure().environment,
      recordAuditEntry: (entry) => ensure().audit.record(entry),
      sessionId,
    };
  };
}
