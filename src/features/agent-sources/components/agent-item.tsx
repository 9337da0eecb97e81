import { useMemo } from 'react';
import { useAppStore } from '../../../store/app-store.ts';
import type { AgUiAgent } from '../../../store/saved-records.ts';
import type { VirtualPlace } from '../../../components/virtual-list.tsx';
import type { EndpointDraft } from './remote-endpoint-item.tsx';
import { RemoteEndpointItem } from './remote-endpoint-item.tsx';
import { describeStoredHeaders, storedHeaders } from '../stored-headers.ts';
import { ToolTiers } from './tool-tiers.tsx';

/** One connected agent: where it is, whether it answers, its tools' tiers, and a first message that opens a thread. */
export function AgentItem({
  agent,
  onOpened,
  draft,
  onDraft,
  place,
}: {
  readonly agent: AgUiAgent;
  readonly onOpened: () => void;
  readonly draft: EndpointDraft;
  readonly onDraft: (agentId: string, change: (draft: EndpointDraft) => EndpointDraft) => void;
  readonly place: VirtualPlace;
}) {
  const status = useAppStore((state) => state.agUiAgentStatus[agent.id]);
  // Read again when the agent is saved again (a new object), which is when its headers change.
  const headers = useMemo(() => {
    const stored = storedHeaders(
      agent.headerNames,
      useAppStore.getState().readAgUiHeaders(agent.id),
      agent.rememberHeaders,
    );
    return { text: describeStoredHeaders(stored, 'the agent'), lost: stored.status === 'lost' };
  }, [agent]);
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
      headers={headers}
      draft={draft}
      onDraft={(change) => onDraft(agent.id, change)}
      place={place}
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
