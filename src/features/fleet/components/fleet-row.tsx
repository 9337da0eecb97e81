import { memo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { formatClock, formatDuration } from '../../../components/format.ts';
import { showBidiControls } from '../../../core/bidi-controls.ts';
import type { FleetRow, FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import { fleetSourceKindLabels } from '../../../core/fleet/fleet-rows.ts';
import { FleetStateBadge } from './fleet-state-badge.tsx';
import { FleetWaitingCalls } from './fleet-waiting-calls.tsx';

function Fact({ label, children }: { readonly label: string; readonly children: string }) {
  return (
    <span className="whitespace-nowrap">
      <span className="text-zinc-500 dark:text-zinc-400">{label}</span> {children}
    </span>
  );
}

function deadlineText(at: number, now: number): string {
  const left = at - now;
  return left <= 0 ? 'passed' : `in ${formatDuration(left)}`;
}

interface FleetRowProps {
  readonly row: FleetRow;
  readonly now: number;
  readonly tierOf: FleetTierLookup;
  readonly onOpen: (row: FleetRow) => void;
}

function sameState(a: FleetRow['state'], b: FleetRow['state']): boolean {
  return (
    a.status === b.status &&
    (a.status !== 'waiting' || b.status !== 'waiting' || a.count === b.count) &&
    ('reason' in a ? a.reason : undefined) === ('reason' in b ? b.reason : undefined)
  );
}

/** Rows are worked out again on every change of the fleet; a row renders again only when what it shows moved. */
function sameRow(previous: FleetRowProps, next: FleetRowProps): boolean {
  const a = previous.row;
  const b = next.row;
  return (
    previous.now === next.now &&
    previous.tierOf === next.tierOf &&
    previous.onOpen === next.onOpen &&
    a.id === b.id &&
    a.title === b.title &&
    a.agent === b.agent &&
    sameState(a.state, b.state) &&
    a.oldestWaitAt === b.oldestWaitAt &&
    a.nearestDeadlineAt === b.nearestDeadlineAt &&
    a.lastActivityAt === b.lastActivityAt &&
    a.tiers.join() === b.tiers.join() &&
    (a.waiting === b.waiting || (a.kind === 'source' && a.waiting.length === b.waiting.length))
  );
}

/**
 * One source or thread: its state, the oldest wait and nearest deadline, its source and agent, its last
 * activity. A thread opens in the console; a waiting thread also opens its calls here, to be decided in place.
 */
export const FleetRowView = memo(function FleetRowView({ row, now, tierOf, onOpen }: FleetRowProps) {
  const [expanded, setExpanded] = useState(false);
  const title = showBidiControls(row.title);
  const agent = showBidiControls(row.agent);
  const waiting = row.state.status === 'waiting' && row.kind === 'thread' && row.conversationId;
  const reason =
    row.state.status === 'failed' || row.state.status === 'disconnected' ? row.state.reason : undefined;
  return (
    <article
      aria-label={`${row.kind === 'source' ? fleetSourceKindLabels[row.sourceKind] : 'Thread'} ${title}`}
      data-fleet-row={row.id}
      className={`space-y-1 border-b border-zinc-200 px-3 py-2 dark:border-zinc-800 ${row.kind === 'source' ? 'bg-zinc-50 dark:bg-zinc-900/60' : ''}`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <FleetStateBadge state={row.state} />
        <span
          className={`min-w-0 flex-1 basis-40 truncate text-sm ${row.kind === 'source' ? 'font-semibold' : ''}`}
        >
          {title}
        </span>
        <span className="min-w-0 truncate text-[11px] text-zinc-600 dark:text-zinc-400">
          {fleetSourceKindLabels[row.sourceKind]}
          {row.kind === 'thread' ? ` · ${agent}` : ''}
        </span>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 text-[11px] text-zinc-700 dark:text-zinc-300">
        {reason ? <span className="min-w-0 break-words text-red-700 dark:text-red-300">{reason}</span> : null}
        {row.oldestWaitAt !== undefined ? (
          <Fact label="oldest wait">{formatDuration(Math.max(0, now - row.oldestWaitAt))}</Fact>
        ) : null}
        {row.nearestDeadlineAt !== undefined ? (
          <Fact label="deadline">{deadlineText(row.nearestDeadlineAt, now)}</Fact>
        ) : null}
        {row.lastActivityAt !== undefined && row.lastActivityAt > 0 ? (
          <Fact label="last activity">{formatClock(row.lastActivityAt)}</Fact>
        ) : null}
        <span className="ml-auto flex flex-wrap gap-1.5">
          {waiting ? (
            <Button size="sm" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
              {expanded ? 'Hide calls' : 'Decide here'}
            </Button>
          ) : null}
          {row.kind === 'thread' ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Open ${title} in the console`}
              onClick={() => onOpen(row)}
            >
              Open
            </Button>
          ) : null}
        </span>
      </div>
      {waiting && expanded ? (
        <FleetWaitingCalls conversationId={row.conversationId!} waiting={row.waiting} tierOf={tierOf} />
      ) : null}
    </article>
  );
}, sameRow);
