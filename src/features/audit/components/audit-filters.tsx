import type { AuditFilter } from '../audit-filter.ts';

const outcomes = [
  'running',
  'executed',
  'failed',
  'interrupted',
  'refused',
  'declined',
  'answered',
  'decided-elsewhere',
] as const;

/** A choice of a filter: shown as its label, kept as its value. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

const same = (values: readonly string[]): readonly FilterOption[] =>
  values.map((value) => ({ value, label: value }));
const deciders = ['operator', 'policy', 'check'] as const;

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly FilterOption[];
  readonly onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-1.5 text-xs text-zinc-700 dark:text-zinc-300">
      {label}
      {/* Named by its label alone: a wrapping label would also lend it the chosen option's text. */}
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-zinc-300 bg-white px-2 py-1 text-xs dark:border-zinc-700 dark:bg-zinc-950"
      >
        <option value="all">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Source, tool, outcome and decider filters. */
export function AuditFilters({
  filter,
  sources,
  tools,
  onChange,
}: {
  readonly filter: AuditFilter;
  readonly sources: readonly FilterOption[];
  readonly tools: readonly string[];
  readonly onChange: (filter: AuditFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-center gap-4">
      <FilterSelect
        label="Source"
        value={filter.source}
        options={sources}
        onChange={(source) => onChange({ ...filter, source })}
      />
      <FilterSelect
        label="Tool"
        value={filter.tool}
        options={same(tools)}
        onChange={(tool) => onChange({ ...filter, tool })}
      />
      <FilterSelect
        label="Outcome"
        value={filter.outcome}
        options={same(outcomes)}
        onChange={(outcome) => onChange({ ...filter, outcome: outcome as AuditFilter['outcome'] })}
      />
      <FilterSelect
        label="Decided by"
        value={filter.by}
        options={same(deciders)}
        onChange={(by) => onChange({ ...filter, by: by as AuditFilter['by'] })}
      />
    </div>
  );
}
