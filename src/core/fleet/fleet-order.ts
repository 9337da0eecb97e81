import type { CallTier } from '../safety-tier.ts';
import type { FleetRow, FleetSourceKind, FleetStateName } from './fleet-rows.ts';

/** How the Fleet screen orders its rows. */
export type FleetSort = 'urgency' | 'activity';

/** What the Fleet screen shows; a field left out means all. */
export interface FleetFilter {
  readonly sourceKind?: FleetSourceKind;
  /** One source (one agent, deployment or server), by its key. */
  readonly sourceKey?: string;
  readonly state?: FleetStateName;
  /** Rows with a waiting call of this tier. */
  readonly tier?: CallTier;
}

/** After waiting rows, which states come first: what needs the operator before what does not. */
const stateRank: Readonly<Record<FleetStateName, number>> = {
  waiting: 0,
  failed: 1,
  disconnected: 2,
  running: 3,
  idle: 4,
};

function byNumber(a: number | undefined, b: number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a - b;
}

function byActivity(a: FleetRow, b: FleetRow): number {
  return (b.lastActivityAt ?? 0) - (a.lastActivityAt ?? 0);
}

function byTie(a: FleetRow, b: FleetRow): number {
  // A source before its own threads when they tie, then a stable order by id.
  if (a.kind !== b.kind) return a.kind === 'source' ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Most urgent first: the nearest deadline, then the oldest wait, then rows by state (failed, disconnected,
 * running, idle), each by its newest activity.
 */
export function byUrgency(a: FleetRow, b: FleetRow): number {
  return (
    byNumber(a.nearestDeadlineAt, b.nearestDeadlineAt) ||
    byNumber(a.oldestWaitAt, b.oldestWaitAt) ||
    stateRank[a.state.status] - stateRank[b.state.status] ||
    byActivity(a, b) ||
    byTie(a, b)
  );
}

/** Whether a row passes the filter. */
export function matchesFleetFilter(row: FleetRow, filter: FleetFilter): boolean {
  if (filter.sourceKind && row.sourceKind !== filter.sourceKind) return false;
  if (filter.sourceKey && row.sourceKey !== filter.sourceKey) return false;
  if (filter.state && row.state.status !== filter.state) return false;
  if (filter.tier && !row.tiers.includes(filter.tier)) return false;
  return true;
}

/** The rows that pass `filter`, in the order `sort` names; the input is not changed. */
export function orderFleetRows(
  rows: readonly FleetRow[],
  filter: FleetFilter,
  sort: FleetSort = 'urgency',
): readonly FleetRow[] {
  const kept = rows.filter((row) => matchesFleetFilter(row, filter));
  return kept.sort(sort === 'urgency' ? byUrgency : (a, b) => byActivity(a, b) || byTie(a, b));
}
