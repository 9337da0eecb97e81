import { useCallback, useEffect, useMemo, useRef } from 'react';
import { metadataHeader } from '../core/pruning.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { ActionErrorBanner } from '../features/agent-controls/components/action-error-banner.tsx';
import { Composer } from '../features/agent-controls/components/composer.tsx';
import { approvalGate } from '../features/argument-editor/approval-gate.ts';
import { ApprovalConfirmDialog } from '../features/argument-editor/components/approval-confirm-dialog.tsx';
import { useDecisions } from '../features/argument-editor/hooks/use-decisions.ts';
import { PendingQueue } from '../features/pending-queue/components/pending-queue.tsx';
import { Timeline } from '../features/timeline/components/timeline.tsx';
import type { RenderToolCall } from '../features/timeline/tool-call-slot.ts';
import { ToolCallCard } from '../features/tool-call-card/components/tool-call-card.tsx';
import { useAppStore } from '../store/app-store.ts';
import { cachedPendingCalls, selectPartIdOfCall, selectSelectedToolCall } from '../store/selectors.ts';
import { ReviewPanel } from './review-panel.tsx';
import type { ConsoleSetup } from './use-console-setup.ts';
import { useConsoleShortcuts } from './use-console-shortcuts.ts';

/**
 * Opens the oldest pending call when nothing is open, so the operator lands on what blocks the agent. A call
 * opened this way gives way to the next pending one when a policy or a check settles it; a call the operator
 * decided stays open, so its result can be read.
 */
function useOpenFirstPending() {
  useEffect(() => {
    let autoOpened: string | undefined;
    const openFirst = () => {
      const state = useAppStore.getState();
      const selected = selectSelectedToolCall(state);
      const operatorDecided =
        selected &&
        (('approval' in selected && selected.approval?.by === 'operator') ||
          (selected.status === 'declined' && selected.by === 'operator'));
      const settledByItself =
        state.selectedPartId === autoOpened &&
        selected !== undefined &&
        selected.status !== 'pending' &&
        !operatorDecided;
      if (state.selectedPartId && !settledByItself) return;
      const first = cachedPendingCalls(state.conversation)[0];
      if (!first) return;
      autoOpened = selectPartIdOfCall(first.id)(state);
      state.selectPart(autoOpened);
    };
    openFirst();
    // A task later, so that a conversation of ten thousand parts arriving (an import, a restore) and the review
    // of its first pending call are rendered in separate tasks, neither of them long.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.conversation === previous.conversation || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        openFirst();
      }, 0);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
}

/** The console: the timeline on the left, the pending queue and the review of the open call on the right. */
export function ConsoleScreen({ setup }: { readonly setup: ConsoleSetup }) {
  const { catalog, meter } = setup;
  const reviewHeadingRef = useRef<HTMLHeadingElement>(null);
  const decisions = useDecisions();
  useConsoleShortcuts(catalog, reviewHeadingRef);
  useOpenFirstPending();

  const renderToolCall = useCallback<RenderToolCall>(
    ({ part, controls, folded }) => (
      <ToolCallCard
        call={part.call}
        partId={part.id}
        tier={catalog.tierOf(part.call.name)}
        variant="timeline"
        controls={controls}
        foldedHeader={folded ? metadataHeader(part) : undefined}
      />
    ),
    [catalog],
  );
  const canApprove = useCallback(
    (call: ToolCall) =>
      approvalGate(call, catalog.schemaOf(call.name), useAppStore.getState().unparseableFields[call.id] ?? [])
        .canApprove,
    [catalog],
  );
  const requestApproval = useCallback(
    (callIds: readonly string[]) => decisions.requestApproval(callIds, catalog.tierOf),
    [decisions, catalog],
  );
  const emptyHint = useMemo(
    () => (setup.mode.kind === 'demo' ? 'Send the agent a message to start.' : undefined),
    [setup.mode.kind],
  );

  return (
    <div className="flex min-h-0 flex-1">
      <main className="flex min-w-0 flex-1 flex-col bg-zinc-50/50 dark:bg-zinc-950">
        <Timeline renderToolCall={renderToolCall} tokenSource={meter} emptyHint={emptyHint} />
        <Composer />
      </main>
      <aside
        aria-label="Decisions"
        className="w-[min(32rem,45vw)] shrink-0 space-y-6 overflow-y-auto border-l border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950"
      >
        <ActionErrorBanner />
        <PendingQueue
          tierOf={catalog.tierOf}
          canApprove={canApprove}
          approve={requestApproval}
          onOpened={() => reviewHeadingRef.current?.focus()}
        />
        <ReviewPanel catalog={catalog} headingRef={reviewHeadingRef} />
      </aside>
      <ApprovalConfirmDialog tierOf={catalog.tierOf} />
    </div>
  );
}
