// What features show of the remote sources (AG-UI runs, LangGraph inbox items and threads), named by the store
// so features never import `sources/`: the layer rule keeps the protocols below the store.
export type { AgUiRunStatus } from '../sources/ag-ui/ag-ui-thread.ts';
export type { DeploymentClient } from '../sources/langgraph/deployment-client.ts';
export type { InboxItem } from '../sources/langgraph/inbox-item.ts';
export { inboxItemOf } from '../sources/langgraph/inbox-item.ts';
export { claimStatus } from '../sources/langgraph/review-claim.ts';
export { questionCallName } from '../sources/langgraph/thread-conversation.ts';
export { openThreadInterrupts } from '../sources/langgraph/thread-interrupt.ts';
