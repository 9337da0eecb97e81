import { canRetry } from '../../../core/tool-call-status.ts';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { Button } from '../../../components/button.tsx';
import { DeadlineCountdown } from '../../../components/deadline-countdown.tsx';
import { formatDuration } from '../../../components/format.ts';
import { JsonBlock } from '../../../components/json-block.tsx';
import { Badge } from '../../../components/badge.tsx';
import type { TierName } from '../../../components/tier-badge.tsx';
import { TierBadge } from '../../../components/tier-badge.tsx';
import { summarizeArguments } from '../../../core/argument-summary.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { approvalOf, currentArguments } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { selectRetryOffered } from '../../../store/selectors.ts';
import type { ToolOrigin } from '../../../tools/tool-definition.ts';
import { durationOf } from '../call-facts.ts';
import { useCallActions } from '../hooks/use-call-actions.ts';
import { useNow } from '../hooks/use-now.ts';
import { CallOutcome } from './call-outcome.tsx';
import { CallStatusBadge } from './call-status-badge.tsx';
import { ExecutingControls } from './executing-controls.tsx';
import { McpOrigin } from './mcp-origin.tsx';
import { HandCallNotice } from './hand-call-notice.tsx';
import { McpProgress } from './mcp-progress.tsx';
import { ResultTabs } from './result-tabs.tsx';
import { PrunedHint } from '../../../components/pruned-hint.tsx';
import { StreamingArguments } from './streaming-arguments.tsx';

export interface ToolCallCardProps {
  readonly call: ToolCall;
  readonly partId: string;
  readonly tier: TierName | undefined;
  /** `timeline` is the compact card in the conversation; `review` is the full card in the side panel. */
  readonly variant: 'timeline' | 'review';
  /** Pin / Prune / Auto for the part, from the timeline. */
  readonly controls?: ReactNode;
  /** The hint the model reads instead of the call, shown in place of the body while it is pruned and folded. */
  readonly foldedHint?: string;
  /** The argument editor and decisions, for a pending call in the review panel. */
  readonly children?: ReactNode;
  /** Where the tool comes from; an MCP tool's card shows its server, annotations and why its tier. */
  readonly origin?: ToolOrigin;
  /** What the operator can do while the call runs (answer a server's question), in the review panel. */
  readonly whileRunning?: ReactNode;
}

/** A tool call: name, one-line summary, status with duration, tier, arguments, and the result in tabs. */
export const ToolCallCard = memo(function ToolCallCard({
  call,
  partId,
  tier,
  variant,
  controls,
  foldedHint,
  children,
  origin,
  whileRunning,
}: ToolCallCardProps) {
  const selected = useAppStore((state) => state.selectedPartId === partId);
  const retryOffered = useAppStore(selectRetryOffered);
  const actions = useCallActions();
  const now = useNow(call.status === 'executing');
  const duration = durationOf(call, now);
  const args = currentArguments(call);
  const approval = approvalOf(call);
  const highlight = variant === 'timeline' && selected;
  // In the timeline a card sits beside message headings (h3); in review it sits under the panel's h3.
  const Heading = variant === 'timeline' ? 'h3' : 'h4';
  return (
    <article
      aria-label={`${call.name} ${call.status}`}
      data-call-id={call.id}
      data-status={call.status}
      onClick={variant === 'timeline' ? () => actions.select(partId) : undefined}
      className={`min-w-0 rounded-lg border bg-white shadow-xs dark:bg-zinc-900 ${
        highlight
          ? 'border-teal-600 ring-1 ring-teal-600 dark:border-teal-400 dark:ring-teal-400'
          : 'border-zinc-200 dark:border-zinc-800'
      } ${call.status === 'pending' ? 'border-l-4 border-l-amber-500' : ''}`}
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-zinc-100 px-3 py-1.5 dark:border-zinc-800">
        <Heading className="min-w-0 font-mono text-sm font-semibold [overflow-wrap:anywhere]">
          {call.name}
        </Heading>
        <CallStatusBadge
          call={call}
          duration={duration === undefined ? undefined : formatDuration(duration)}
        />
        <TierBadge tier={tier} remote={call.interrupt !== undefined} />
        {call.initiatedBy === 'operator' ? <Badge tone="info">operator-initiated</Badge> : null}
        {call.status === 'pending' && call.deadline ? <DeadlineCountdown deadline={call.deadline} /> : null}
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2">
          {controls}
          {variant === 'timeline' ? (
            <Button
              size="sm"
              variant={call.status === 'pending' ? 'primary' : 'ghost'}
              onClick={(event) => {
                event.stopPropagation();
                actions.select(partId);
              }}
            >
              {call.status === 'pending' ? 'Review' : 'Details'}
            </Button>
          ) : null}
        </div>
      </header>
      <div className="space-y-2 px-3 py-2">
        {foldedHint ? (
          <PrunedHint hint={foldedHint} />
        ) : (
          <>
            {call.status === 'streaming' ? (
              <StreamingArguments callId={call.id} rawArguments={call.rawArguments} />
            ) : (
              <p className="font-mono text-xs text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">
                {summarizeArguments(call.name, args)}
              </p>
            )}
            {variant === 'review' && origin?.kind === 'mcp' ? <McpOrigin origin={origin} /> : null}
            {variant === 'review' && call.status !== 'streaming' && call.status !== 'pending' ? (
              <section aria-label={approval ? 'Approved arguments' : 'Proposed arguments'}>
                <h5 className="mb-1 text-[11px] font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
                  {approval ? 'Approved arguments' : 'Proposed arguments'}
                </h5>
                {args ? <JsonBlock value={args} /> : <JsonBlock value={call.rawArguments} />}
              </section>
            ) : null}
            {call.status === 'pending' ? children : null}
            {call.status === 'executing' ? <ExecutingControls call={call} onStop={actions.stop} /> : null}
            {call.status === 'executing' ? <McpProgress callId={call.id} toolName={call.name} /> : null}
            {call.status === 'executing' ? whileRunning : null}
            <CallOutcome call={call} />
            <HandCallNotice call={call} />
            {/* In the timeline a refusal or decline is said in one line above; the tabs add the raw record in review. */}
            {['executed', 'failed', 'interrupted'].includes(call.status) ||
            (variant === 'review' && ['refused', 'declined'].includes(call.status)) ? (
              <ResultTabs call={call} />
            ) : null}
            {retryOffered && canRetry(call) ? (
              <Button
                size="sm"
                onClick={(event) => {
                  event.stopPropagation();
                  actions.retry(call.id);
                }}
              >
                Retry
              </Button>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
});
