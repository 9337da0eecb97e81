import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { ToolCall } from '../../../core/tool-call.ts';
import type { TierName } from '../../../components/tier-badge.tsx';
import { PendingItem } from './pending-item.tsx';

/** From this many waiting calls on, the list mounts only the items in view (and a few around them). */
export const virtualQueueFrom = 200;

interface PendingListProps {
  readonly calls: readonly ToolCall[];
  readonly tierOf: (call: ToolCall) => TierName | undefined;
  readonly selectedCallId: string | undefined;
  readonly onOpen: (callId: string) => void;
}

/**
 * The waiting calls, oldest first. A long queue (a run that asks about thousands of calls) is virtualized in a
 * scrolling box of its own: j / k move focus item by item, and the box scrolls the next one into view.
 */
export function PendingList(props: PendingListProps) {
  if (props.calls.length < virtualQueueFrom) {
    const { calls, tierOf, selectedCallId, onOpen } = props;
    return (
      <ol aria-label="Waiting calls, oldest first" className="space-y-1">
        {calls.map((call) => (
          <PendingItem
            key={call.id}
            call={call}
            tier={tierOf(call)}
            current={selectedCallId === call.id}
            onOpen={onOpen}
          />
        ))}
      </ol>
    );
  }
  return <VirtualPendingList {...props} />;
}

function VirtualPendingList({ calls, tierOf, selectedCallId, onOpen }: PendingListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: calls.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 52,
    getItemKey: (index) => calls[index]!.id,
    overscan: 6,
    gap: 4,
  });
  return (
    <div ref={scrollRef} className="max-h-[60vh] overflow-y-auto overscroll-contain">
      <ol
        aria-label="Waiting calls, oldest first"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const call = calls[item.index]!;
          return (
            <PendingItem
              key={item.key}
              call={call}
              tier={tierOf(call)}
              current={selectedCallId === call.id}
              onOpen={onOpen}
              place={{
                index: item.index,
                start: item.start,
                count: calls.length,
                measure: virtualizer.measureElement,
              }}
            />
          );
        })}
      </ol>
    </div>
  );
}
