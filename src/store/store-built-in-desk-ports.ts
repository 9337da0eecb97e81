import type { BuiltInDeskPorts } from '../desks/built-in/built-in-desk-ports.ts';
import type { ModelClient } from '../providers/model-client.ts';
import type { AgentRuntime, AgentRuntimeStore } from './agent-runtime.ts';
import { allSecretsOf, runEvidenceOf } from './agent-runtime.ts';
import { createExecutionClaims, readStoredCall } from './persistence/execution-claims.ts';
import { loadProviderSettings } from './persistence/provider-settings-storage.ts';
import { readRunRecords } from './persistence/restore-session.ts';

/**
 * The app's ports for the built-in desk: the store's open conversation, the model the operator chose (the demo,
 * or the provider with the key read when a request is made), the agent's tools and rules, the execution claims,
 * receipts and audit log of this profile's database, the conversation's saves, the secrets, and the browser's
 * timers; the agent's status and the parts still streaming go to the store. The review reads the fixture's
 * tools while the page decides locally (`localTools`), the agent's otherwise.
 */
export function storeBuiltInDeskPorts(store: AgentRuntimeStore, runtime: AgentRuntime): BuiltInDeskPorts {
  const { get, set, storages, sessionId } = store;
  const { environment, audit } = runtime;
  const secrets = () => allSecretsOf(store);
  const client = (): ModelClient => {
    const { providerSettings, modelSource } = get();
    if (modelSource === 'demo' || !providerSettings) return environment.createDemoClient();
    return environment.createProviderClient({
      ...providerSettings,
      apiKey: loadProviderSettings(storages).apiKey,
    });
  };
  return {
    port: { read: () => get().conversation, write: (update) => get().updateConversation(update) },
    client,
    registry: environment.registry,
    rules: environment.rules,
    sessionId,
    audit,
    claims: createExecutionClaims(environment.database),
    storedCall: (callId) => readStoredCall(environment.database, get().conversation, callId),
    checkpoint: () => runtime.persistence?.flush() ?? Promise.resolve(),
    secrets,
    onLiveParts: (liveParts) => set({ liveParts }),
    ...(environment.now ? { now: environment.now } : {}),
    runRecords: (callIds) =>
      readRunRecords(environment.database, callIds, runEvidenceOf(environment, secrets)),
    onStatus: (agentStatus) => set({ agentStatus }),
    ready: () => get().restoreSession(),
    subscribe: (listener) => store.subscribe(listener),
    after: (ms, task) => {
      const timer = setTimeout(task, ms);
      return () => clearTimeout(timer);
    },
    reviewCatalog: () => get().localTools ?? environment,
  };
}
