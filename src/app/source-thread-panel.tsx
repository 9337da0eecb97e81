import { AiSdkThreadPanel } from '../features/agent-sources/components/ai-sdk-thread-panel.tsx';
import { ThreadPanel } from '../features/agent-sources/components/thread-panel.tsx';
import { LangGraphThreadPanel } from '../features/team-inbox/components/langgraph-thread-panel.tsx';
import { useAppStore } from '../store/app-store.ts';

/**
 * The open conversation's thread as its source shows it above the queue: an AG-UI agent's run, a LangGraph
 * deployment's thread, an AI SDK route's chat; a built-in conversation has none.
 */
export function SourceThreadPanel() {
  const agUiConversationId = useAppStore((state) =>
    state.conversation.source?.kind === 'ag-ui' ? state.conversation.id : undefined,
  );
  const langGraphSource = useAppStore((state) =>
    state.conversation.source?.kind === 'langgraph' ? state.conversation.source : undefined,
  );
  const aiSdkChatId = useAppStore((state) =>
    state.conversation.source?.kind === 'ai-sdk' ? state.conversation.id : undefined,
  );
  const aiSdkRouteUrl = useAppStore((state) =>
    state.conversation.source?.kind === 'ai-sdk' ? state.conversation.source.routeId : undefined,
  );
  if (agUiConversationId) return <ThreadPanel conversationId={agUiConversationId} />;
  if (aiSdkChatId && aiSdkRouteUrl)
    return <AiSdkThreadPanel conversationId={aiSdkChatId} routeUrl={aiSdkRouteUrl} />;
  if (langGraphSource)
    return (
      <LangGraphThreadPanel deploymentId={langGraphSource.deploymentId} threadId={langGraphSource.threadId} />
    );
  return null;
}
