import type { StateCreator } from 'zustand';
import type { DecisionResult } from '../core/agent-status.ts';
import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import { DeploymentError } from '../sources/langgraph/deployment-failure.ts';
import type { LangGraphDesk } from '../desks/langgraph/langgraph-desk.ts';
import type { LangGraphRun } from '../desks/langgraph/langgraph-desk-ports.ts';
import { createLangGraphDesk } from '../desks/langgraph/langgraph-desk.ts';
import { reopenedConversation } from '../desks/langgraph/langgraph-thread-updates.ts';
import { storeLangGraphDeskPorts } from './store-langgraph-desk-ports.ts';
import { threadConversationId } from '../sources/langgraph/thread-conversation.ts';
import { openThreadInterrupts } from '../sources/langgraph/thread-interrupt.ts';
import { withStoredDrafts } from './persistence/held-conversations.ts';
import type { DeploymentClient } from '../sources/langgraph/deployment-client.ts';
import { createDeploymentClient } from '../sources/langgraph/deployment-client.ts';
import type { AppState } from './app-state.ts';
import type {
  LangGraphDeploymentSettings,
  OperatorIdentity,
} from './persistence/langgraph-settings-storage.ts';
import {
  forgetLangGraphDeployment,
  loadLangGraphApiKey,
  loadLangGraphDeployment,
  loadOperator,
  saveLangGraphDeployment,
  saveOperatorName,
} from './persistence/langgraph-settings-storage.ts';
import type { InboxOutcome } from '../core/inbox-outcome.ts';
import { readInboxOutcomes, writeInboxOutcomes } from './persistence/open-thread-storage.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import { browserStorages } from './persistence/provider-settings-storage.ts';

/** The LangGraph deployment the team inbox works on, this operator, and what happened to threads here. */
export interface LangGraphSlice {
  readonly langGraphDeployment: LangGraphDeploymentSettings | undefined;
  /** Changes whenever the deployment or its key changes, so queries keyed by it start over. */
  readonly langGraphRevision: number;
  readonly operator: OperatorIdentity;
  readonly inboxOutcomes: Readonly<Record<string, InboxOutcome>>;
  /** The resumed runs the desk follows, by conversation: Stop is offered while one is going. */
  readonly langGraphRuns: Readonly<Record<string, LangGraphRun>>;
  setLangGraphRun(conversationId: string, run: LangGraphRun | undefined): void;
  /** Saves the deployment; an undefined key keeps the one saved. */
  saveLangGraphDeployment(settings: LangGraphDeploymentSettings, apiKey: string | undefined): void;
  forgetLangGraphDeployment(): void;
  setOperatorName(name: string): void;
  /** The LangGraph desk, on the store's ports (registered as the source's desk when the store is made). */
  langGraphDesk(): LangGraphDesk;
  /** The client of the saved deployment (one per deployment and key), or undefined when none is saved. */
  langGraphClient(): DeploymentClient | undefined;
  setInboxOutcome(threadId: string, outcome: InboxOutcome | undefined): void;
  /**
   * Reads the thread afresh and opens it in the console: its history read-only, its open interrupt as pending
   * calls (drafts kept when the same interrupt is already held), and marks it as being reviewed by this operator.
   * A decision recorded in this browser as sending but that the deployment never received is settled as failed
   * here, so the operator decides again; nothing is resent on its own. A thread that moved on keeps the outcome
   * this tab recorded for it (decided elsewhere, deleted); one whose run is going is shown as held until it
   * settles. A thread the deployment no longer has is marked deleted.
   */
  openThread(
    threadId: string,
    title: string,
    options?: { readonly showConsole?: boolean },
  ): Promise<DecisionResult>;
  /** Ends this operator's soft claim on a thread (after a decision, or when leaving it). */
  releaseReviewClaim(threadId: string): void;
}

/** The interrupt the conversation's pending calls answer, if any. */
function waitingInterrupt(conversation: Conversation | undefined): string | undefined {
  if (!conversation) return undefined;
  return allToolCalls(conversation).find((call) => call.status === 'pending' && call.interrupt)?.interrupt
    ?.id;
}

/** Creates the slice; tests pass their own storages. */
export function createLangGraphSlice(
  storages: SettingsStorages = browserStorages(),
): StateCreator<AppState, [], [], LangGraphSlice> {
  let cached: { readonly key: string; readonly client: DeploymentClient } | undefined;
  let desk: LangGraphDesk | undefined;
  return (set, get) => ({
    langGraphDeployment: loadLangGraphDeployment(storages),
    langGraphRevision: 0,
    operator: loadOperator(storages),
    inboxOutcomes: readInboxOutcomes(storages),
    langGraphRuns: {},
    setLangGraphRun: (conversationId, run) =>
      set((state) => {
        const { [conversationId]: _previous, ...rest } = state.langGraphRuns;
        return { langGraphRuns: run ? { ...rest, [conversationId]: run } : rest };
      }),
    saveLangGraphDeployment: (settings, apiKey) => {
      saveLangGraphDeployment(storages, settings, apiKey ?? loadLangGraphApiKey(storages));
      set((state) => ({ langGraphDeployment: settings, langGraphRevision: state.langGraphRevision + 1 }));
    },
    forgetLangGraphDeployment: () => {
      forgetLangGraphDeployment(storages);
      set((state) => ({ langGraphDeployment: undefined, langGraphRevision: state.langGraphRevision + 1 }));
    },
    setOperatorName: (name) => set({ operator: saveOperatorName(storages, name) }),
    langGraphDesk: () => (desk ??= createLangGraphDesk(storeLangGraphDeskPorts(get))),
    langGraphClient: () => {
      const deployment = get().langGraphDeployment;
      if (!deployment) return undefined;
      const apiKey = loadLangGraphApiKey(storages);
      const key = `${deployment.url}\u0000${apiKey}`;
      if (cached?.key !== key)
        cached = { key, client: createDeploymentClient({ url: deployment.url, apiKey }) };
      return cached.client;
    },
    openThread: async (threadId, title, { showConsole = true } = {}) => {
      const client = get().langGraphClient();
      if (!client) return { ok: false, reason: 'Connect the LangGraph deployment in Settings first.' };
      const id = threadConversationId(client.url, threadId);
      let thread;
      try {
        thread = await client.getThread(threadId);
      } catch (error) {
        const known =
          get().inboxOutcomes[threadId]?.interruptId ?? waitingInterrupt(get().conversationById(id));
        if (error instanceof DeploymentError && error.failure.kind === 'not-found' && known)
          get().setInboxOutcome(threadId, { status: 'deleted', interruptId: known });
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
      const open = openThreadInterrupts(thread)[0];
      const held = get().conversationById(id);
      const reopened = reopenedConversation(held, thread, {
        deploymentId: client.url,
        title,
        open,
        outcome: get().inboxOutcomes[threadId],
      });
      // Nothing held, yet drafts may be stored: typed just before a reload that came ahead of the save.
      const next = held ? reopened : await withStoredDrafts(get().agentEnvironment().database, reopened);
      if (next !== held) get().holdConversation(next);
      await get().langGraphDesk().settleThread(id, threadId, thread);
      const opened = await get().openHeldConversation(id);
      if (!opened.ok) return opened;
      get().setReopenProblem(undefined);
      if (showConsole) get().setScreen('console');
      if (open) get().langGraphDesk().claimReview(id, threadId, open.id);
      return { ok: true };
    },
    releaseReviewClaim: (threadId) => get().langGraphDesk().releaseReview(threadId),
    setInboxOutcome: (threadId, outcome) => {
      set((state) => {
        const { [threadId]: _previous, ...rest } = state.inboxOutcomes;
        return { inboxOutcomes: outcome ? { ...rest, [threadId]: outcome } : rest };
      });
      writeInboxOutcomes(storages, get().inboxOutcomes);
    },
  });
}
