import type { RefObject } from 'react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { CopyTextButton } from '../components/copy-text-button.tsx';
import { loadPatternEngines } from '../core/rules/pattern-engines.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { Panel } from '../components/panel-heading.tsx';
import { usePendingCalls } from '../features/pending-queue/hooks/use-pending-calls.ts';
import { InterruptNotes } from '../features/team-inbox/components/interrupt-notes.tsx';
import { ToolCallCard } from '../features/tool-call-card/components/tool-call-card.tsx';
import { useAppStore } from '../store/app-store.ts';
import { selectSelectedToolCall } from '../store/selectors.ts';
import type { ToolCatalog } from './tool-catalog.ts';
import { JsonAnswer } from '../features/agent-sources/components/json-answer.tsx';
import type { CallTierLookup } from '../core/source.ts';
import { InterruptNotice, useNow } from '../features/agent-sources/components/interrupt-notice.tsx';
import { useReviewOf } from './use-review-of.ts';
import type { CallReviewAnswer, ReviewNotice } from './use-review-of.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { awaitsDecision } from '../core/review-flow.ts';
import { NotNowMenu } from '../features/pending-queue/components/not-now-menu.tsx';
import { StagedDecisionPanel } from '../features/agent-sources/components/staged-decision-panel.tsx';

// The argument editor (the generated form, its validation and the diff) loads apart from the console: the first
// screen has nothing to review. It is fetched as soon as a call waits, so opening the review rarely waits for it.
// Its rule editor (a rule made from the call) compiles globs and regular expressions.
const loadCallReview = () =>
  Promise.all([import('../features/argument-editor/components/call-review.tsx'), loadPatternEngines()]).then(
    ([module]) => module,
  );
const CallReview = lazy(() => loadCallReview().then((module) => ({ default: module.CallReview })));
const ElicitationPanel = lazy(() =>
  import('../features/argument-editor/components/elicitation-panel.tsx').then((module) => ({
    default: module.ElicitationPanel,
  })),
);

function EditorLoading() {
  return (
    <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
      Loading the editor…
    </p>
  );
}

/** A server's question to the operator, loaded only when one is open. */
function ServerQuestion({ callId }: { readonly callId: string }) {
  const asking = useAppStore((state) => state.mcpCallActivity[callId]?.elicitation !== undefined);
  if (!asking) return null;
  return (
    <Suspense fallback={<EditorLoading />}>
      <ElicitationPanel callId={callId} />
    </Suspense>
  );
}

/** What the review shows beside the form, as the call's source asked for it. */
function ReviewNoticeView({
  notice,
  call,
  now,
}: {
  readonly notice: ReviewNotice;
  readonly call: ToolCall;
  readonly now: number;
}) {
  if (!call.interrupt) return null;
  if (notice === 'interrupt-notice') return <InterruptNotice interrupt={call.interrupt} now={now} />;
  if (notice === 'json-answer') return <JsonAnswer callId={call.id} />;
  return <InterruptNotes interrupt={call.interrupt} />;
}

/** The review's answer without its notices: the argument form's own props. */
function formOf({ notices: _notices, ...form }: CallReviewAnswer): Omit<CallReviewAnswer, 'notices'> {
  return form;
}

/**
 * When the review moves to another call while focus was in the old one (its Approve button, its form), the old
 * card is gone and focus would fall back to the page: it goes to the review's heading instead, which names the
 * call now open, so keyboard decisions go on from there.
 */
function useFocusFollowsReview(callId: string | undefined, headingRef: RefObject<HTMLHeadingElement | null>) {
  const previous = useRef(callId);
  useEffect(() => {
    const moved = previous.current !== undefined && callId !== undefined && previous.current !== callId;
    previous.current = callId;
    if (!moved) return;
    const active = document.activeElement;
    if (active === null || active === document.body) headingRef.current?.focus();
  }, [callId, headingRef]);
}

/** The side panel's review of the selected call: the full card, and for a pending call the editor and decisions. */
export function ReviewPanel({
  catalog,
  tierOf,
  headingRef,
}: {
  readonly catalog: ToolCatalog;
  /** Each call's tier (`callTier`): a remote tool nobody has tiered is `unknown`. */
  readonly tierOf: CallTierLookup;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const call = useAppStore(selectSelectedToolCall);
  const partId = useAppStore((state) => state.selectedPartId);
  useFocusFollowsReview(call?.id, headingRef);
  const waiting = usePendingCalls().length > 0;
  useEffect(() => {
    if (waiting) loadCallReview().catch(() => undefined);
  }, [waiting]);
  const reviewOf = useReviewOf(tierOf);
  const conversationId = useAppStore((state) => state.conversation.id);
  const now = useNow(call?.interrupt?.expiresAt !== undefined && call.status === 'pending');
  const review = call ? reviewOf(call, now) : undefined;
  return (
    // Positioned, so that screen-reader-only text (absolutely positioned) scrolls with the panel instead of
    // hanging below the page and making the document taller than the window.
    <Panel
      id="review-heading"
      className="relative"
      data={{ 'data-reviewed-call': call ? `${conversationId}/${call.id}` : undefined }}
      title="Review"
      aside={
        call ? (
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="truncate font-mono text-xs font-semibold text-zinc-900 dark:text-zinc-100">
              {call.name}
            </span>
            <StatusBadge status={call.status} />
          </span>
        ) : null
      }
      actions={call ? <CopyTextButton text={call.id} label="Copy call id" /> : null}
    >
      <h3 ref={headingRef} tabIndex={-1} className="sr-only">
        {call ? `Reviewing ${call.name}, ${call.status}` : 'No call selected'}
      </h3>
      {call && partId && review ? (
        <ToolCallCard
          key={call.id}
          call={call}
          partId={partId}
          tier={tierOf(call)}
          origin={catalog.originOf(call.name)}
          variant="review"
          whileRunning={<ServerQuestion callId={call.id} />}
        >
          {review.notices.map((notice) => (
            <ReviewNoticeView key={notice} notice={notice} call={call} now={now} />
          ))}
          {awaitsDecision(call) ? (
            <NotNowMenu callId={call.id} onSetAside={() => headingRef.current?.focus()} />
          ) : null}
          {call.interrupt?.staged && call.status === 'pending' ? (
            <StagedDecisionPanel conversationId={conversationId} call={call} staged={call.interrupt.staged} />
          ) : (
            <Suspense fallback={<EditorLoading />}>
              <CallReview call={call} {...formOf(review)} />
            </Suspense>
          )}
        </ToolCallCard>
      ) : (
        <EmptyState title="No call selected">
          Open a pending call from the list above, or press j then Enter.
        </EmptyState>
      )}
    </Panel>
  );
}
