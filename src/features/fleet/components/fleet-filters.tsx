import { useId } from 'react';
import type { FleetFilter, FleetSort } from '../../../core/fleet/fleet-order.ts';
import type { FleetRow, FleetSourceKind, FleetStateName } from '../../../core/fleet/fleet-rows.ts';
import type { CallTier } from '../../../core/safety-tier.ts';
import { callTiers } from '../../../core/safety-tier.ts';
import { tierLabel } from '../../../components/tier-badge.tsx';
import { showBidiControls } from '../../../core/bidi-controls.ts';
import { fleetSourceKindLabels } from '../../../core/fleet/fleet-rows.ts';

const states: readonly FleetStateName[] = ['waiting', 'running', 'failed', 'idle', 'disconnected'];
const stateLabels: Readonly<Record<FleetStateName, string>> = {
  waiting: 'Waiting for you',
  running: 'Running',
  failed: 'Failed',
  idle: 'Idle',
  disconnected: 'Disconnected',
};
const kinds = Object.keys(fleetSourceKindLabels) as readonly FleetSourceKind[];

const selectClass =
  'h-8 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: T | undefined;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-0.5">
      <label htmlFor={id} className="block text-[11px] font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as T))}
        className={selectClass}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Fleet screen's filters (source kind, agent, state, tier) and its order. */
export function FleetFilters({
  rows,
  filter,
  sort,
  onFilter,
  onSort,
}: {
  readonly rows: readonly FleetRow[];
  readonly filter: FleetFilter;
  readonly sort: FleetSort;
  readonly onFilter: (filter: FleetFilter) => void;
  readonly onSort: (sort: FleetSort) => void;
}) {
  const agents = rows
    .filter((row) => row.kind === 'source')
    .map((row) => ({ value: row.sourceKey, label: showBidiControls(row.agent) }));
  const set = <K extends keyof FleetFilter>(key: K, value: FleetFilter[K] | undefined) => {
    const { [key]: _previous, ...rest } = filter;
    onFilter(value === undefined ? rest : { ...rest, [key]: value });
  };
  const sortId = useId();
  return (
    <div role="group" aria-label="Filters" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
      <Choice
        label="Source"
        value={filter.sourceKind}
        options={kinds.map((kind) => ({ value: kind, label: fleetSourceKindLabels[kind] }))}
        onChange={(value) => set('sourceKind', value)}
      />
      <Choice
        label="Agent"
        value={filter.sourceKey}
        options={agents}
        onChange={(value) => set('sourceKey', value)}
      />
      <Choice
        label="State"
        value={filter.state}
        options={states.map((state) => ({ value: state, label: stateLabels[state] }))}
        onChange={(value) => set('state', value)}
      />
      <Choice<CallTier>
        label="Tier"
        value={filter.tier}
        options={callTiers.map((tier) => ({ value: tier, label: tierLabel(tier) }))}
        onChange={(value) => set('tier', value)}
      />
      <div className="min-w-0 space-y-0.5">
        <label htmlFor={sortId} className="block text-[11px] font-medium text-zinc-700 dark:text-zinc-300">
          Order
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value as FleetSort)}
          className={selectClass}
        >
          <option value="urgency">Most urgent first</option>
          <option value="activity">Latest activity first</option>
        </select>
      </div>
    </div>
  );
}
