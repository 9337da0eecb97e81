import type { StoreApi } from 'zustand';
import { defaultAgentEnvironment, type AgentEnvironment } from './agent-environment.ts';
import type { AgentSliceOptions } from './agent-slice-contract.ts';
import type { AppState } from './app-state.ts';
import { withPromptTokens } from './audit-prompt-tokens.ts';
import { withDecisionGroups } from './audit-decision-groups.ts';
import { createAuditLog, type AuditLog } from './persistence/audit-log.ts';
import type { ConversationPersistence } from './persistence/conversation-persistence.ts';
import type { FeedbackDraftsPersistence } from './persistence/feedback-drafts.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import { configuredSecrets } from './persistence/provider-settings-storage.ts';
import { mcpHeaderSecrets } from './persistence/mcp-server-storage.ts';
import { langGraphSecrets } from './persistence/langgraph-settings-storage.ts';
import { agUiHeaderSecrets } from './persistence/ag-ui-agent-storage.ts';
import { aiSdkRouteSecrets } from './persistence/ai-sdk-route-storage.ts';
import type { RunEvidence } from './persistence/restore-session.ts';

/** What the built-in agent works with, built on first use: environment, audit log, saves. */
export interface AgentRuntime {
  readonly environment: AgentEnvironment;
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
 * Builds what the built-in agent works with, on first use: its environment (tools, rules, models, database) and
 * its audit log. The agent loop itself is the built-in desk's (`store/store-built-in-desk-ports.ts` wires it).
 */
export function createAgentRuntime(store: Pick<AgentRuntimeStore, 'get' | 'options'>): AgentRuntime {
  const { get, options } = store;
  const environment = (options.environment ?? defaultAgentEnvironment)();
  const audit = withDecisionGroups(
    withPromptTokens(createAuditLog(environment.database), () => get().conversation),
    (conversationId, callId) => get().takeDecisionGroup(conversationId, callId),
  );
  return { environment, audit, persistence: undefined, feedbackPersistence: undefined };
}
