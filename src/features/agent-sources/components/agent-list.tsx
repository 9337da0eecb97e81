import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { VirtualList } from '../../../components/virtual-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { AgUiAgent } from '../../../store/saved-records.ts';
import { AgentItem } from './agent-item.tsx';
import type { EndpointDraft } from './remote-endpoint-item.tsx';

/** An agent item's height before it is measured: its name, status, tool tiers' hint and first message. */
const estimatedHeight = 168;
/** From this many agents on, a field finds one by its name or URL. */
const findFrom = 6;
const noDraft: EndpointDraft = { text: '' };

/** The agents whose name or URL holds `query`, ignoring case; every agent for an empty query. */
export function agentsMatching(agents: readonly AgUiAgent[], query: string): readonly AgUiAgent[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return agents;
  return agents.filter(
    (agent) => agent.name.toLowerCase().includes(wanted) || agent.url.toLowerCase().includes(wanted),
  );
}

/**
 * The connected agents, in a box that mounts only the items in view: a fleet of a hundred agents opens this
 * screen as fast as one of three. The drafts of first messages are kept here, so an item scrolled out of view
 * and back (or filtered out and back) keeps what was written in it; an agent just connected is scrolled to.
 */
export function AgentList({
  agents,
  labelledBy,
  onOpened,
}: {
  readonly agents: readonly AgUiAgent[];
  readonly labelledBy: string;
  readonly onOpened: () => void;
}) {
  const [query, setQuery] = useState('');
  const [drafts, setDrafts] = useState<Readonly<Record<string, EndpointDraft>>>({});
  const shown = useMemo(() => agentsMatching(agents, query), [agents, query]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => shown[index]?.id ?? index, [shown]);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedHeight,
    overscan: 3,
    getItemKey,
  });
  const changeDraft = useCallback(
    (agentId: string, change: (draft: EndpointDraft) => EndpointDraft) =>
      setDrafts((current) => ({ ...current, [agentId]: change(current[agentId] ?? noDraft) })),
    [],
  );

  const known = useRef(new Set(agents.map((agent) => agent.id)));
  useEffect(() => {
    const added = agents.find((agent) => !known.current.has(agent.id));
    known.current = new Set(agents.map((agent) => agent.id));
    const index = added ? shown.indexOf(added) : -1;
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [agents, shown, virtualizer]);

  return (
    <div className="space-y-2">
      {agents.length >= findFrom ? (
        <div className="flex flex-wrap items-center gap-2">
          <input
            type="search"
            aria-label="Find an agent"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Find an agent by name or URL"
            className="h-8 min-w-48 flex-1 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
          />
          <p className="text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {shown.length === agents.length
              ? `${agents.length} agents`
              : `${shown.length} of ${agents.length} agents`}
          </p>
        </div>
      ) : null}
      {shown.length === 0 ? (
        <EmptyState title="No agent matches">No connected agent has that name or URL.</EmptyState>
      ) : (
        <div ref={scrollRef} data-agent-scroll="" className="max-h-[70vh] overflow-y-auto">
          <VirtualList
            virtualizer={virtualizer}
            rows={shown}
            ordered={false}
            labelledBy={labelledBy}
            ownItem={() => true}
            renderRow={(agent, place) => (
              <AgentItem
                agent={agent}
                onOpened={onOpened}
                draft={drafts[agent.id] ?? noDraft}
                onDraft={changeDraft}
                place={place}
              />
            )}
          />
        </div>
      )}
    </div>
  );
}
