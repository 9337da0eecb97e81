import { ThreadPanel } from '../features/agent-sources/components/thread-panel.tsx';
import { LangGraphThreadPanel } from '../features/team-inbox/components/langgraph-thread-panel.tsx';
import { useAppStore } from '../store/app-store.ts';

/**
 * The open conversation's thread as its source shows it above the queue: an AG-UI agent's run, a LangGraph
 * deployment's thread; a built-in conversation has none.
 */
export function SourceThreadPanel() {
  const agUiConversationId = useAppStore((state) =>
    state.conversation.source?.kind === 'ag-ui' ? state.conversation.id : undefined,
  );
  const langGraphSource = useAppStore((state) =>
    state.conversation.source?.kind === 'langgraph' ? state.conversation.source : undefined,
  );
  if (agUiConversationId) return <ThreadPanel conversationId={agUiConversationId} />;
  if (langGraphSource)
    return (
      <LangGraphThreadPanel deploymentId={langGraphSource.deploymentId} threadId={langGraphSource.threadId} />
    );
  return null;
}
