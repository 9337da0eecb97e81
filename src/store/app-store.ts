import { create } from 'zustand';
import type { AgentSliceOptions } from './agent-slice-contract.ts';
import { createAgentSlice } from './agent-slice.ts';
import type { AppState } from './app-state.ts';
import { createConversationSlice } from './conversation-slice.ts';
import { createCallGroupSlice } from './call-group-slice.ts';
import { createSetAsideSlice } from './set-aside-slice.ts';
import { createInboxRunSlice } from './inbox-run-slice.ts';
import { createHandCallSlice } from './hand-call-slice.ts';
import { createLangGraphSlice } from './langgraph-slice.ts';
import { createMcpSlice } from './mcp-slice.ts';
import { createSourcesSlice } from './sources-slice.ts';
import { createAgUiSlice } from './ag-ui-slice.ts';
import { createAiSdkSlice } from './ai-sdk-slice.ts';
import { createUiSlice } from './ui-slice.ts';

/** Options of {@link createAppStore}: tests give the agent slice a fake environment and storages. */
export interface AppStoreOptions {
  readonly agent?: AgentSliceOptions;
}

/** Creates a store; tests create their own, the app uses {@link useAppStore}. */
export function createAppStore(options: AppStoreOptions = {}) {
  const store = create<AppState>()((...args) => ({
    ...createConversationSlice(...args),
    ...createUiSlice(...args),
    ...createAgentSlice(options.agent)(...args),
    ...createMcpSlice(options.agent?.storages)(...args),
    ...createSourcesSlice(...args),
    ...createLangGraphSlice(options.agent?.storages)(...args),
    ...createAgUiSlice(options.agent?.storages)(...args),
    ...createAiSdkSlice(options.agent?.storages)(...args),
    ...createHandCallSlice(...args),
    ...createCallGroupSlice(...args),
    ...createSetAsideSlice(...args),
    ...createInboxRunSlice(...args),
  }));
  store.getState().registerSourceDesk(store.getState().builtInDesk());
  store.getState().registerSourceDesk(store.getState().langGraphDesk());
  return store;
}

/** The app's one store. Read it through narrow selectors (see selectors.ts). */
export const useAppStore = createAppStore();

// In the browser the saved session comes back at once; unit tests start from an empty store.
if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') {
  void useAppStore.getState().restoreSession();
  void useAppStore.getState().loadMcpServers();
  void useAppStore
    .getState()
    .restoreHeldConversations()
    .then(() => useAppStore.getState().recoverAgUiDeliveries())
    .then(() => useAppStore.getState().recoverAiSdkDeliveries());
}
