import type { AgentSlice } from './agent-slice-contract.ts';
import type { ConversationSlice } from './conversation-slice.ts';
import type { CallGroupSlice } from './call-group-slice.ts';
import type { SetAsideSlice } from './set-aside-slice.ts';
import type { InboxRunSlice } from './inbox-run-slice.ts';
import type { HandCallSlice } from './hand-call-slice.ts';
import type { LangGraphSlice } from './langgraph-slice.ts';
import type { McpSlice } from './mcp-slice-contract.ts';
import type { SourcesSlice } from './sources-slice.ts';
import type { AgUiSlice } from './ag-ui-slice-contract.ts';
import type { UiSlice } from './ui-slice.ts';
import type { AiSdkSlice } from './ai-sdk-slice.ts';

/** The whole store: one object composed of slices. */
export type AppState = ConversationSlice &
  UiSlice &
  AgentSlice &
  McpSlice &
  SourcesSlice &
  LangGraphSlice &
  AgUiSlice &
  AiSdkSlice &
  HandCallSlice &
  CallGroupSlice &
  SetAsideSlice &
  InboxRunSlice;
