import type { StateCreator } from 'zustand';
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
}

/** Creates the slice; tests pass their own storages. */
export function createLangGraphSlice(
  storages: SettingsStorages = browserStorages(),
): StateCreator<AppState, [], [], LangGraphSlice> {
  let cached: { readonly key: string; readonly client: DeploymentClient } | undefined;
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
    setInboxOutcome: (threadId, outcome) =>
      set((state) => {
        const { [threadId]: _previous, ...rest } = state.inboxOutcomes;
        return { inboxOutcomes: outcome ? { ...rest, [threadId]: outcome } : rest };
      }),
  });
}
