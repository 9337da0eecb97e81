import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAppStore } from '../../../store/app-store.ts';
import { selectMessages, selectShowPruned } from '../../../store/selectors.ts';
import { useStickToBottom } from '../hooks/use-stick-to-bottom.ts';
import type { PartTokenSource } from '../part-token-source.ts';
import { estimateRowHeight, timelineRows } from '../timeline-rows.ts';
import type { RenderToolCall } from '../tool-call-slot.ts';
import { MessageHeaderRow } from './message-header-row.tsx';
import { PartRow } from './part-row.tsx';

/**
 * The conversation, virtualized: only the rows in view (plus a margin) are mounted, and each is measured as it
 * renders, so ten thousand parts scroll as smoothly as ten.
 */
export function Timeline({
  renderToolCall,
  tokenSource,
  emptyHint,
}: {
  readonly renderToolCall: RenderToolCall;
  readonly tokenSource?: PartTokenSource;
  readonly emptyHint?: string;
}) {
  const messages = useAppStore(selectMessages);
  const showPruned = useAppStore(selectShowPruned);
  const rows = useMemo(() => timelineRows(messages), [messages]);
  const scrollRef = useRef<HTMLElement>(null);

  // Stable between scroll frames: new functions would make the virtualizer re-measure all rows on every frame.
  const estimateSize = useCallback((index: number) => estimateRowHeight(rows[index]), [rows]);
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 8,
    // Lets the first paint (and jsdom, which has no layout) show rows before the container is measured.
    initialRect: { width: 800, height: 900 },
    useFlushSync: false,
  });
  useStickToBottom(scrollRef, virtualizer, rows.length, messages);

  return (
    <section
      ref={scrollRef}
      aria-label="Timeline"
      tabIndex={0}
      className="min-h-0 min-w-0 flex-1 overflow-y-auto overscroll-contain pb-6 focus-visible:outline-offset-[-2px]"
    >
      <h2 className="sr-only">Conversation</h2>
      {rows.length === 0 ? (
        <div className="p-6">
          <EmptyState title="No messages yet">{emptyHint}</EmptyState>
        </div>
      ) : (
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
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
                  />
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
