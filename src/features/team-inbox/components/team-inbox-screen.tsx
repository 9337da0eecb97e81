import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { VirtualList } from '../../../components/virtual-list.tsx';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { showBidiControls } from '../../../core/bidi-controls.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ScreenFrame } from '../../../components/screen-frame.tsx';
import type { InboxItem } from '../../../store/remote-sources.ts';
import { useAppStore } from '../../../store/app-store.ts';
import {
  assistantsQueryOptions,
  inboxItemsOf,
  inboxLimit,
  interruptedThreadsQueryOptions,
} from '../api/inbox-queries.ts';
import { useNow } from '../../../components/use-now.ts';
import { InboxItemCard } from './inbox-item-card.tsx';
import { useInboxKeys } from '../hooks/use-inbox-keys.ts';

const rowHeight = 76;

/** Whether focus is on a row's Review button. */
function inList(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.dataset['inboxReview'] !== undefined;
}

function reviewButtonOf(threadId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-inbox-review][data-thread-id="${CSS.escape(threadId)}"]`);
}

function InboxList({
  items,
  cursor,
  onReview,
}: {
  readonly items: readonly InboxItem[];
  /** The row `j` / `k` move to and Enter reviews. */
  readonly cursor: number;
  readonly onReview: (item: InboxItem, byKeyboard: boolean) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const outcomes = useAppStore((state) => state.inboxOutcomes);
  const operatorId = useAppStore((state) => state.operator.operatorId);
  const now = useNow(5_000);
  // Keyed by thread, so a refresh that adds or removes threads keeps the operator's place.
  // Kept while the items are: another function makes the virtualizer lay out every row again.
  const getItemKey = useCallback((index: number) => items[index]?.threadId ?? index, [items]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey,
  });
  useEffect(() => {
    if (cursor >= items.length) return;
    virtualizer.scrollToIndex(cursor, { align: 'auto' });
    // Focus follows the cursor once `j` / `k` took it into the list, so Enter is the row's own Review.
    if (!inList()) return;
    const threadId = items[cursor]?.threadId ?? '';
    requestAnimationFrame(() => reviewButtonOf(threadId)?.focus());
  }, [cursor, items, virtualizer]);
  return (
    <div
      ref={scrollRef}
      data-inbox-scroll=""
      className="min-h-0 flex-1 overflow-y-auto rounded-md border border-zinc-200 dark:border-zinc-800"
    >
      <VirtualList
        virtualizer={virtualizer}
        rows={items}
        ordered={false}
        label="Interrupted threads"
        renderRow={(item, place) => (
          <InboxItemCard
            item={item}
            outcome={outcomes[item.threadId]}
            operatorId={operatorId}
            now={now}
            selected={place.index === cursor}
            onReview={onReview}
          />
        )}
      />
    </div>
  );
}

/**
 * The team inbox: every interrupted thread of the connected LangGraph deployment, oldest first, refreshed while
 * open. Review opens a thread in the console, where its interrupt is decided with the same form and diff.
 */
export function TeamInboxScreen() {
  const deployment = useAppStore((state) => state.langGraphDeployment);
  const revision = useAppStore((state) => state.langGraphRevision);
  const setScreen = useAppStore((state) => state.setScreen);
  const client = deployment ? useAppStore.getState().langGraphClient() : undefined;
  const queryClient = useQueryClient();
  const [openError, setOpenError] = useState<string>();
  const assistants = useQuery({
    ...assistantsQueryOptions(client, revision),
  });
  const threads = useQuery({
    ...interruptedThreadsQueryOptions(client, revision),
    enabled: client !== undefined,
  });
  const items = useMemo(
    () => inboxItemsOf(threads.data ?? [], assistants.data ?? []),
    [threads.data, assistants.data],
  );
  const [cursor, setCursor] = useState(0);
  const titleOf = (item: InboxItem) =>
    `${showBidiControls(item.assistant)} · thread ${item.threadId.slice(-8)}`;
  const review = (item: InboxItem, byKeyboard: boolean) => {
    setOpenError(undefined);
    // Reviewed from the keyboard, the threads from this one on, in the inbox's order, make a run: once this one
    // is decided, the next opens by itself. A click opens the one thread, which stays open with its outcome.
    const from = items.findIndex((listed) => listed.threadId === item.threadId);
    if (byKeyboard)
      useAppStore.getState().startInboxRun(
        items.slice(Math.max(0, from)).map((listed) => ({
          threadId: listed.threadId,
          title: titleOf(listed),
          interruptId: listed.interrupt.id,
        })),
      );
    else useAppStore.getState().endInboxRun();
    void useAppStore
      .getState()
      .openThread(item.threadId, titleOf(item))
      .then((result) => {
        if (!result.ok) {
          setOpenError(result.reason);
          void queryClient.invalidateQueries({ queryKey: ['team-inbox', client?.url] });
        }
      });
  };
  const place = Math.min(cursor, Math.max(0, items.length - 1));
  useInboxKeys({
    // The first key takes focus to the row under the cursor; the next ones move it.
    move: (delta) => {
      if (!inList()) {
        reviewButtonOf(items[place]?.threadId ?? '')?.focus();
        return;
      }
      setCursor(Math.min(Math.max(0, place + delta), Math.max(0, items.length - 1)));
    },
    review: () => {
      const item = items[place];
      if (item) review(item, true);
    },
  });
  if (!client)
    return (
      <ScreenFrame
        title="Team inbox"
        intro="Interrupted threads of a LangGraph deployment, for every operator."
      >
        <EmptyState title="No deployment connected">
          <Button variant="primary" onClick={() => setScreen('settings')}>
            Connect one in Settings
          </Button>
        </EmptyState>
      </ScreenFrame>
    );
  const failure = threads.error ?? assistants.error;
  return (
    <ScreenFrame
      title="Team inbox"
      width="full"
      intro={
        <>
          Interrupted threads of <span className="font-mono">{client.url}</span>, oldest first; j / k move,
          Enter reviews, and after each decision the next thread opens.{' '}
          {threads.data
            ? `${items.length} waiting${threads.data.length >= inboxLimit ? ` (the first ${inboxLimit})` : ''}.`
            : ''}
        </>
      }
      actions={
        <Button onClick={() => void threads.refetch()} disabled={threads.isFetching}>
          {threads.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      }
    >
      <div className="flex min-h-0 flex-1 flex-col gap-2 px-4 pb-4 sm:px-6">
        {failure ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {failure.message}
            {threads.data ? ' The list below is from the last refresh.' : ''}
          </p>
        ) : null}
        {openError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {openError}
          </p>
        ) : null}
        {threads.isPending && !failure ? <p className="text-sm">Reading the deployment…</p> : null}
        {threads.data && items.length === 0 ? (
          <EmptyState title="Nothing waiting">No thread of this deployment is interrupted.</EmptyState>
        ) : null}
        {items.length > 0 ? <InboxList items={items} cursor={place} onReview={review} /> : null}
      </div>
    </ScreenFrame>
  );
}
