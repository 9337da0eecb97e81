import type { StoreApi } from 'zustand';
import type { Agent } from '../agent/agent-options.ts';
import { createAgent } from '../agent/create-agent.ts';
import type { ModelClient } from '../providers/model-client.ts';
import { defaultAgentEnvironment, type AgentEnvironment } from './agent-environment.ts';
import type { AgentSliceOptions } from './agent-slice-contract.ts';
import type { AppState } from './app-state.ts';
import { withPromptTokens } from './audit-prompt-tokens.ts';
import { withDecisionGroups } from './audit-decision-groups.ts';
import { createAuditLog, type AuditLog } from './persistence/audit-log.ts';
import type { ConversationPersistence } from './persistence/conversation-persistence.ts';
import { createExecutionClaims, readStoredCall } from './persistence/execution-claims.ts';
import type { FeedbackDraftsPersistence } from './persistence/feedback-drafts.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import { configuredSecrets, loadProviderSettings } from './persistence/provider-settings-storage.ts';
import { mcpHeaderSecrets } from './persistence/mcp-server-storage.ts';
import { langGraphSecrets } from './persistence/langgraph-settings-storage.ts';
import { agUiHeaderSecrets } from './persistence/ag-ui-agent-storage.ts';
import { aiSdkRouteSecrets } from './persistence/ai-sdk-route-storage.ts';
import type { RunEvidence } from './persistence/restore-session.ts';
import { watchDeadlines } from './watch-deadlines.ts';

/** The built-in agent and what it works with, built on first use: environment, audit log, saves. */
export interface AgentRuntime {
  readonly environment: AgentEnvironment;
  readonly agent: Agent;
  readonly audit: AuditLog;
  persistence: ConversationPersistence | undefined;
  feedbackPersistence: FeedbackDraftsPersistence | undefined;
}

/** What the built-in agent's runtime needs of the store. */
export interface AgentRuntimeStore {
  readonly get: () => AppState;
  readonly set: StoreApi<AppState>['setState'];
  readonly subscribe: StoreApi<AppState>['subscribe'];
  readonly options: AgentSliceOptions;
  readonly storages: SettingsStorages;
  readonly sessionId: string;
}

/**
 * Every secret this profile holds (the API key, the MCP servers', deployments' and agents' header values, the AI
 * SDK routes' tokens).
 */
export function allSecretsOf(store: Pick<AgentRuntimeStore, 'get' | 'storages'>): readonly string[] {
  const { get, storages } = store;
  return [
    ...configuredSecrets(storages),
    ...langGraphSecrets(storages),
    ...mcpHeaderSecrets(
      storages,
      get().mcpServers.map((entry) => entry.settings.id),
    ),
    ...agUiHeaderSecrets(storages),
    ...aiSdkRouteSecrets(storages),
  ];
}

/** What a restore reads to settle a run a reload cut off: the built-in tools' receipts, and the secrets. */
export function runEvidenceOf(environment: AgentEnvironment, secrets: () => readonly string[]): RunEvidence {
  return {
    ...(environment.readReceipts ? { readReceipts: environment.readReceipts } : {}),
    secrets,
  };
}

/**
 * Builds the built-in agent over the store's open conversation: its model client (the demo, or the provider
 * with the key read when a request is made), tools, rules, receipts and audit log; the deadline watch expires
 * its waiting calls.
 */
export function createAgentRuntime(store: AgentRuntimeStore): AgentRuntime {
  const { get, set, options, storages, sessionId } = store;
  const environment = (options.environment ?? defaultAgentEnvironment)();
  const audit = withDecisionGroups(
    withPromptTokens(createAuditLog(environment.database), () => get().conversation),
    (conversationId, callId) => get().takeDecisionGroup(conversationId, callId),
  );
  const clientFor = (): ModelClient => {
    const { providerSettings, modelSource } = get();
    if (modelSource === 'demo' || !providerSettings) return environment.createDemoClient();
    return environment.createProviderClient({
      ...providerSettings,
      apiKey: loadProviderSettings(storages).apiKey,
    });
  };
  const built: AgentRuntime = {
    environment,
    audit,
    persistence: undefined,
    feedbackPersistence: undefined,
    agent: createAgent({
      port: { read: () => get().conversation, write: (update) => get().updateConversation(update) },
      client: clientFor,
      registry: environment.registry,
      rules: environment.rules,
      sessionId,
      audit,
      claims: createExecutionClaims(environment.database),
      storedCall: (callId) => readStoredCall(environment.database, get().conversation, callId),
      checkpoint: () => built.persistence?.flush() ?? Promise.resolve(),
      secrets: () => allSecretsOf(store),
      onLiveParts: (liveParts) => set({ liveParts }),
      ...(environment.now ? { now: environment.now } : {}),
    }),
  };
  built.agent.subscribe((agentStatus) => set({ agentStatus }));
  watchDeadlines({
    read: () => get().conversation,
    subscribe: (listener) => store.subscribe(listener),
    now: environment.now ?? Date.now,
    expire: () => built.agent.expireDeadlines(),
  });
  return built;
}
