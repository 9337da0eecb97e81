import type { Range, Virtualizer } from '@tanstack/react-virtual';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { Message } from '../../../core/conversation.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectConversation, selectShowPruned } from '../../../store/selectors.ts';
import { useStickToBottom } from '../hooks/use-stick-to-bottom.ts';
import type { PartTokenSource } from '../part-token-source.ts';
import {
  estimatedHeight,
  estimateRowHeight,
  latestTurnStart,
  timelineRows,
  withLatestTurn,
} from '../timeline-rows.ts';
import type { RenderToolCall } from '../tool-call-slot.ts';
import { MessageHeaderRow } from './message-header-row.tsx';
import { PartRow } from './part-row.tsx';

/**
 * A row's height as the ResizeObserver reports it. When a row mounts there is no report yet, and reading its
 * height would force a layout inside React's commit (tens of milliseconds when a whole screen of rows mounts
 * at once): it keeps its last known height, or the estimate, until the observer reports after the next layout.
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLElement, Element>,
) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

interface TimelineProps {
  readonly renderToolCall: RenderToolCall;
  readonly tokenSource?: PartTokenSource;
  readonly emptyHint?: string;
}

/** The viewport assumed until the scroll container is measured; it lets jsdom, which has no layout, show rows. */
const initialRect = { width: 800, height: 900 };

/**
 * The conversation, virtualized: only the rows in view (plus a margin) are mounted, and each is measured as it
 * renders, so ten thousand parts scroll as smoothly as ten.
 */
export function Timeline(props: TimelineProps) {
  // Deferred: a new conversation of ten thousand parts (an import, a restore) is laid out in a background
  // render that yields to the browser, not inside the store update that brought it. The rows below are
  // memoized so that the update's own render stops here: the virtualizer's commit reads the scroll height,
  // which would force a layout of everything else the update changed.
  const conversation = useDeferredValue(useAppStore(selectConversation));
  const scrollRef = useRef<HTMLElement>(null);
  return (
    <section
      ref={scrollRef}
      aria-label="Timeline"
      tabIndex={0}
      className="min-h-0 min-w-0 flex-1 overflow-y-auto overscroll-contain pb-6 focus-visible:outline-offset-[-2px]"
    >
      <h2 className="sr-only">Conversation</h2>
      {/* Another conversation starts a list of its own, opened at its latest turn. */}
      <TimelineRows key={conversation.id} messages={conversation.messages} scrollRef={scrollRef} {...props} />
    </section>
  );
}

const TimelineRows = memo(function TimelineRows({
  messages,
  scrollRef,
  renderToolCall,
  tokenSource,
  emptyHint,
}: TimelineProps & {
  readonly messages: readonly Message[];
  readonly scrollRef: RefObject<HTMLElement | null>;
}) {
  const showPruned = useAppStore(selectShowPruned);
  const rows = useMemo(() => timelineRows(messages), [messages]);

  // Stable between scroll frames: new functions would make the virtualizer re-measure all rows on every frame.
  const estimateSize = useCallback((index: number) => estimateRowHeight(rows[index]), [rows]);
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const getScrollElement = useCallback(() => scrollRef.current, [scrollRef]);
  // The two newest messages stay mounted wherever the virtualizer believes the scroll is (see withLatestTurn):
  // the turn being answered, and the one before it, whose call the operator has just decided.
  const latestStart = useMemo(() => latestTurnStart(rows, 2), [rows]);
  const rangeExtractor = useCallback(
    (range: Range) => withLatestTurn(defaultRangeExtractor(range), latestStart, range.count),
    [latestStart],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 8,
    rangeExtractor,
    measureElement: measureRow,
    initialRect,
    // Read once, when the list mounts: the first rows laid out are the last ones, where the operator lands,
    // rather than the first screen, which would be measured and thrown away.
    initialOffset: () => Math.max(0, estimatedHeight(rows) - initialRect.height),
    useFlushSync: false,
  });
  useStickToBottom(scrollRef, virtualizer, rows.length, messages);
  // The virtualizer finds its scroll element, and with it the observer that measures rows, in a layout effect
  // that runs after the rows' refs: a row mounted in the list's first commit would be remembered as observed
  // without ever being measured, and keep its estimated height (a gap, or an overlap) for as long as it is
  // mounted. So the first commit lays out the container alone, and the rows follow before the first paint.
  const [observing, setObserving] = useState(false);
  useLayoutEffect(() => setObserving(true), []);

  if (rows.length === 0) {
    return (
      <div className="p-6">
        <EmptyState title="No messages yet">{emptyHint}</EmptyState>
      </div>
    );
  }
  return (
    <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {(observing ? virtualizer.getVirtualItems() : []).map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full [contain:layout_style]"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {row.type === 'message' ? (
              <MessageHeaderRow message={row.message} depth={row.depth} />
            ) : (
              <PartRow
                part={row.part}
                depth={row.depth}
                effectivelyPruned={row.effectivelyPruned}
                showPruned={showPruned}
                tokenSource={tokenSource}
                renderToolCall={renderToolCall}
                streaming={row.message.status === 'streaming'}
              />
            )}
          </div>
        );
      })}
    </div>
  );
});
