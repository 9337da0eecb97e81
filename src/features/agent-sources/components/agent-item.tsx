import { useAppStore } from '../../../store/app-store.ts';
import type { AgUiAgent } from '../../../store/saved-records.ts';
import { RemoteEndpointItem } from './remote-endpoint-item.tsx';
import { ToolTiers } from './tool-tiers.tsx';

/** One connected agent: where it is, whether it answers, its tools' tiers, and a first message that opens a thread. */
export function AgentItem({ agent, onOpened }: { readonly agent: AgUiAgent; readonly onOpened: () => void }) {
  const status = useAppStore((state) => state.agUiAgentStatus[agent.id]);
  return (
    <RemoteEndpointItem
      name={agent.name}
      url={agent.url}
      inputId={`start-${agent.id}`}
      status={status}
      reachable="an AG-UI endpoint"
      conversationName="thread"
      onCheck={() => void useAppStore.getState().checkAgUiAgent(agent.id)}
      onRemove={() => useAppStore.getState().removeAgUiAgent(agent.id)}
      onStart={async (text) => {
        const result = await useAppStore.getState().startAgUiThread(agent.id, text);
        if (result.ok) onOpened();
        return result;
      }}
    >
      <ToolTiers agent={agent} />
    </RemoteEndpointItem>
  );
}
