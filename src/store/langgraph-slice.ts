import type { StateCreator } from 'zustand';
import type { DecisionResult } from '../agent/agent-status.ts';
import { allToolCalls } from '../core/conversation.ts';
import { claimPatch, releasePatch } from '../sources/langgraph/review-claim.ts';
import { threadConversation, threadConversationId } from '../sources/langgraph/thread-conversation.ts';
import { openInterrupts } from '../sources/langgraph/thread-interrupt.ts';
import { createResumeLedger } from './persistence/resume-ledger.ts';
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
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import { browserStorages } from './persistence/provider-settings-storage.ts';

/**
 * What became of a thread's interrupt in this tab, shown on its inbox card: a decision on its way or sent, or
 * found answered by someone else, or the thread gone.
 */
export type InboxOutcome =
  | { readonly status: 'sending'; readonly interruptId: string }
  | { readonly status: 'sent'; readonly interruptId: string }
  | { readonly status: 'decided-elsewhere'; readonly interruptId: string }
  | { readonly status: 'deleted'; readonly interruptId: string }
  | { readonly status: 'failed'; readonly interruptId: string; readonly message: string };

/** The LangGraph deployment the team inbox works on, this operator, and what happened to threads here. */
export interface LangGraphSlice {
  readonly langGraphDeployment: LangGraphDeploymentSettings | undefined;
  /** Changes whenever the deployment or its key changes, so queries keyed by it start over. */
  readonly langGraphRevision: number;
  readonly operator: OperatorIdentity;
  readonly inboxOutcomes: Readonly<Record<string, InboxOutcome>>;
  /** Saves the deployment; an undefined key keeps the one saved. */
  saveLangGraphDeployment(settings: LangGraphDeploymentSettings, apiKey: string | undefined): void;
  forgetLangGraphDeployment(): void;
  setOperatorName(name: string): void;
  /** The client of the saved deployment (one per deployment and key), or undefined when none is saved. */
  langGraphClient(): DeploymentClient | undefined;
  setInboxOutcome(threadId: string, outcome: InboxOutcome | undefined): void;
  /**
   * Reads the thread afresh and opens it in the console: its history read-only, its open interrupt as pending
   * calls (drafts kept when the same interrupt is already held), and marks it as being reviewed by this operator.
   * A decision recorded in this browser as sending but that the deployment never received is settled as failed
   * here, so the operator decides again; nothing is resent on its own.
   */
  openThread(threadId: string, title: string): Promise<DecisionResult>;
  /** Ends this operator's soft claim on a thread (after a decision, or when leaving it). */
  releaseReviewClaim(threadId: string): void;
}

/** How often a claim is renewed while the operator has the thread open. */
const claimRenewMs = 30_000;

/** Creates the slice; tests pass their own storages. */
export function createLangGraphSlice(
  storages: SettingsStorages = browserStorages(),
): StateCreator<AppState, [], [], LangGraphSlice> {
  let cached: { readonly key: string; readonly client: DeploymentClient } | undefined;
  const renewals = new Map<string, ReturnType<typeof setInterval>>();
  return (set, get) => ({
    langGraphDeployment: loadLangGraphDeployment(storages),
    langGraphRevision: 0,
    operator: loadOperator(storages),
    inboxOutcomes: {},
    saveLangGraphDeployment: (settings, apiKey) => {
      saveLangGraphDeployment(storages, settings, apiKey ?? loadLangGraphApiKey(storages));
      set((state) => ({ langGraphDeployment: settings, langGraphRevision: state.langGraphRevision + 1 }));
    },
    forgetLangGraphDeployment: () => {
      forgetLangGraphDeployment(storages);
      set((state) => ({ langGraphDeployment: undefined, langGraphRevision: state.langGraphRevision + 1 }));
    },
    setOperatorName: (name) => set({ operator: saveOperatorName(storages, name) }),
    langGraphClient: () => {
      const deployment = get().langGraphDeployment;
      if (!deployment) return undefined;
      const apiKey = loadLangGraphApiKey(storages);
      const key = `${deployment.url}\u0000${apiKey}`;
      if (cached?.key !== key)
        cached = { key, client: createDeploymentClient({ url: deployment.url, apiKey }) };
      return cached.client;
    },
    openThread: async (threadId, title) => {
      const client = get().langGraphClient();
      if (!client) return { ok: false, reason: 'Connect the LangGraph deployment in Settings first.' };
      let thread;
      try {
        thread = await client.getThread(threadId);
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
      const open = openInterrupts(thread)[0];
      const id = threadConversationId(client.url, threadId);
      const held = get().conversationById(id);
      const keepsDrafts =
        open !== undefined &&
        held !== undefined &&
        allToolCalls(held).some((call) => call.status === 'pending' && call.interrupt?.id === open.id);
      if (!keepsDrafts)
        get().holdConversation(
          threadConversation(thread, {
            deploymentId: client.url,
            title,
            ...(open ? { interrupt: open } : {}),
          }).conversation,
        );
      if (open) {
        const ledger = createResumeLedger(get().agentEnvironment().database);
        for (const resume of await ledger.forConversation(id))
          if (
            resume.status === 'sending' &&
            resume.interruptIds.includes(open.id) &&
            thread.status === 'interrupted'
          )
            await ledger.settle(resume.id, {
              status: 'failed',
              error: 'The deployment never received it; the interrupt is still open.',
            });
      }
      const opened = await get().openHeldConversation(id);
      if (!opened.ok) return opened;
      get().setScreen('console');
      if (open) {
        const me = {
          operatorId: get().operator.operatorId,
          operator: get().operator.name,
          interruptId: open.id,
        };
        const claim = () =>
          void client.patchMetadata(threadId, claimPatch(me, Date.now())).catch(() => undefined);
        claim();
        clearInterval(renewals.get(threadId));
        renewals.set(
          threadId,
          setInterval(() => {
            // Renewed while the operator has the thread open; past that, the claim expires on its own.
            if (get().conversation.id === id) claim();
            else {
              clearInterval(renewals.get(threadId));
              renewals.delete(threadId);
            }
          }, claimRenewMs),
        );
      }
      return { ok: true };
    },
    releaseReviewClaim: (threadId) => {
      clearInterval(renewals.get(threadId));
      renewals.delete(threadId);
      void get()
        .langGraphClient()
        ?.patchMetadata(threadId, releasePatch)
        .catch(() => undefined);
    },
    setInboxOutcome: (threadId, outcome) =>
      set((state) => {
        const { [threadId]: _previous, ...rest } = state.inboxOutcomes;
        return { inboxOutcomes: outcome ? { ...rest, [threadId]: outcome } : rest };
      }),
  });
}
