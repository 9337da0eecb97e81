// What features read and write of the saved records, named by the store so features never reach into its
// persistence: the layer rule keeps `store/persistence/` to the store and the app.
export type { AgUiAgent } from './persistence/ag-ui-agent-storage.ts';
export type { AiSdkRoute } from './persistence/ai-sdk-route-storage.ts';
export type { ConversationSummary } from './persistence/conversation-library.ts';
export { defaultMcpTimeoutSeconds } from './persistence/mcp-server-storage.ts';
export type { ModelSource, RememberedProviderSettings } from './persistence/provider-settings-storage.ts';
export { readSetAsideCalls } from './persistence/set-aside-storage.ts';
export type { StoredMcpServer } from './persistence/toolgate-database.ts';
export { readDiffLayout } from './persistence/ui-preferences.ts';
export type { DiffLayout } from './persistence/ui-preferences.ts';
