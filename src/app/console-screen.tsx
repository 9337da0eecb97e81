import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { prunedHint } from '../core/pruning.ts';
import { isInterruptExpired } from '../core/source.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { ActionErrorBanner } from '../features/agent-controls/components/action-error-banner.tsx';
import { Composer } from '../features/agent-controls/components/composer.tsx';
import { cachedDraftCheck } from '../features/argument-editor/api/draft-check-query.ts';
import { approvalGate, approvalStanding } from '../features/argument-editor/approval-gate.ts';
import { useDraftCheckAnswers } from '../features/argument-editor/hooks/use-draft-check-answers.ts';
import { ApprovalConfirmDialog } from '../features/argument-editor/components/approval-confirm-dialog.tsx';
import { useDecisions } from '../features/argument-editor/hooks/use-decisions.ts';
import type { CallStanding } from '../features/pending-queue/approve-all-plan.ts';
import { HandCallPicker } from '../features/hand-calls/components/hand-call-picker.tsx';
import { PendingQueue } from '../features/pending-queue/components/pending-queue.tsx';
import { Timeline } from '../features/timeline/components/timeline.tsx';
import type { RenderToolCall } from '../features/timeline/tool-call-slot.ts';
import { ToolCallCard } from '../features/tool-call-card/components/tool-call-card.tsx';
import { useAppStore } from '../store/app-store.ts';
import { selectToolCall } from '../store/selectors.ts';
import { ConsolePanelSwitch } from './console-panel-switch.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { SourceThreadPanel } from './source-thread-panel.tsx';
import type { ConsoleSetup } from './use-console-setup.ts';
import { useCallTierOf } from './use-call-tier-of.ts';
import { useConsoleShortcuts } from './use-console-shortcuts.ts';
import { useGroupActions } from './use-group-actions.ts';
import { useReviewFlow } from './use-review-flow.ts';
import { useFleetTierOf } from './use-fleet-tier-of.ts';
import { useHeldReviewFocus } from './use-held-review-focus.ts';
import { usePatternEnginesFor } from './use-pattern-engines.ts';
import { schemaUsesPatterns } from '../tools/schema-validation.ts';
import { HeldCallReview } from '../features/held-review/components/held-call-review.tsx';

/**
 * The console: the timeline on the left, the pending queue and the review of the open call on the right; on a
 * narrow window, one of the two at a time behind a switch.
 */
export function ConsoleScreen({ setup }: { readonly setup: ConsoleSetup }) {
  const { catalog, meter } = setup;
  const reviewHeadingRef = useRef<HTMLHeadingElement>(null);
  const decisions = useDecisions();
  const tierOf = useCallTierOf(catalog);
  const fleetTierOf = useFleetTierOf(catalog);
  useReviewFlow();
  useHeldReviewFocus();
  const reviewingHeld = useAppStore((state) => state.heldReview !== undefined);

  const renderToolCall = useCallback<RenderToolCall>(
    ({ part, controls, folded }) => (
      <ToolCallCard
        call={part.call}
        partId={part.id}
        tier={tierOf(part.call)}
        variant="timeline"
        controls={controls}
        foldedHint={folded ? prunedHint(part) : undefined}
      />
    ),
    [tierOf],
  );
  const queryClient = useQueryClient();
  // A new answer of a draft's check changes where its call stands, so the queue's plan is worked out again.
  const checkAnswers = useDraftCheckAnswers();
  const patternsReady = usePatternEnginesFor(catalog.tools);
  const standingOf = useCallback(
    (call: ToolCall): CallStanding => {
      void checkAnswers;
      // A remote agent's request is checked against its response schema when it is decided; a draft the rules
      // denied in its review stays blocked here too.
      if (call.interrupt)
        return isInterruptExpired(call.interrupt, Date.now()) ||
          cachedDraftCheck(queryClient, catalog.checkDraft, call).status === 'refused'
          ? 'blocked'
          : 'ready';
      if (catalog.unavailableOf(call.name) !== undefined) return 'waiting';
      const schema = catalog.schemaOf(call.name);
      if (!patternsReady && schema && schemaUsesPatterns(schema)) return 'checking';
      return approvalStanding(
        approvalGate(
          call,
          schema,
          useAppStore.getState().unparseableFields[call.id] ?? [],
          cachedDraftCheck(queryClient, catalog.checkDraft, call),
          catalog.unavailableOf(call.name),
        ),
      );
    },
    [catalog, queryClient, checkAnswers, patternsReady],
  );
  const canApprove = useCallback((call: ToolCall) => standingOf(call) === 'ready', [standingOf]);
  // Asked again at the moment of approval: a draft's check may have answered since the list was drawn.
  const requestApproval = useCallback(
    (callIds: readonly string[]) => {
      const state = useAppStore.getState();
      const approvable = callIds.filter((id) => {
        const call = selectToolCall(id)(state);
        return call !== undefined && !call.interrupt?.staged && canApprove(call);
      });
      decisions.requestApproval(approvable, tierOf);
    },
    [decisions, tierOf, canApprove],
  );
  const groupActions = useGroupActions(catalog, tierOf, canApprove);
  useConsoleShortcuts(catalog, tierOf, fleetTierOf, reviewHeadingRef, groupActions);
  const emptyHint = useMemo(
    () => (setup.mode.kind === 'demo' ? 'Send the agent a message to start.' : undefined),
    [setup.mode.kind],
  );

  const focusReviewHeading = useCallback(() => reviewHeadingRef.current?.focus(), []);
  const panel = useAppStore((state) => state.consolePanel);
  return (
    <main aria-label="Console" className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <ConsolePanelSwitch />
      <div
        className={`${panel === 'timeline' ? 'flex' : 'hidden'} min-h-0 min-w-0 flex-1 flex-col bg-zinc-50/50 lg:flex dark:bg-zinc-950`}
      >
        <Timeline renderToolCall={renderToolCall} tokenSource={meter} emptyHint={emptyHint} />
        <Composer />
      </div>
      <section
        aria-label="Decisions"
        className={`${panel === 'decisions' ? 'block' : 'hidden'} min-h-0 min-w-0 flex-1 space-y-6 overflow-x-hidden overflow-y-auto bg-white p-3 sm:p-4 lg:block lg:w-[min(32rem,45vw)] lg:flex-none lg:shrink-0 lg:border-l lg:border-zinc-200 dark:bg-zinc-950 lg:dark:border-zinc-800`}
      >
        <ActionErrorBanner />
        <SourceThreadPanel />
        <PendingQueue
          tierOf={tierOf}
          heldTierOf={fleetTierOf}
          standingOf={standingOf}
          approve={requestApproval}
          groupActions={groupActions}
          onOpened={focusReviewHeading}
        />
        {reviewingHeld ? (
          <HeldCallReview tierOf={fleetTierOf} headingRef={reviewHeadingRef} />
        ) : (
          <ReviewPanel catalog={catalog} tierOf={tierOf} headingRef={reviewHeadingRef} />
        )}
        <HandCallPicker tools={catalog.tools} />
      </section>
      <ApprovalConfirmDialog tierOf={tierOf} />
    </main>
  );
}
