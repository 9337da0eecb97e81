import type { RuleConditionKind } from '../../core/rules/rule.ts';
import type { ConditionRow } from './rule-form-values.ts';

const kindLabels: Readonly<Record<RuleConditionKind, string>> = {
  equals: 'equals',
  'one-of': 'is one of',
  glob: 'matches glob',
  regex: 'matches regex',
  range: 'is between',
  present: 'is present',
  absent: 'is absent',
};

const input =
  'rounded-md border border-zinc-300 bg-white px-2 py-1 text-xs dark:border-zinc-700 dark:bg-zinc-950';

/** One condition of the rule editor: keep it or not, the argument path, the kind, and its value. */
export function ConditionFields({
  row,
  index,
  onChange,
  onRemove,
}: {
  readonly row: ConditionRow;
  readonly index: number;
  readonly onChange: (row: ConditionRow) => void;
  readonly onRemove: () => void;
}) {
  const label = `Condition ${index + 1}`;
  const set = (patch: Partial<ConditionRow>) => onChange({ ...row, ...patch });
  return (
    <fieldset
      aria-label={label}
      className={`flex flex-wrap items-center gap-1.5 rounded-md border border-zinc-200 px-2 py-1.5 dark:border-zinc-800 ${
        row.include ? '' : 'opacity-60'
      }`}
    >
      <input
        type="checkbox"
        aria-label={`Use ${label.toLowerCase()}`}
        checked={row.include}
        onChange={(event) => set({ include: event.target.checked })}
      />
      <input
        aria-label={`${label} path`}
        placeholder="argument.path"
        value={row.path}
        spellCheck={false}
        onChange={(event) => set({ path: event.target.value })}
        className={`${input} w-40 font-mono`}
      />
      <select
        aria-label={`${label} kind`}
        value={row.kind}
        onChange={(event) => set({ kind: event.target.value as RuleConditionKind })}
        className={input}
      >
        {(Object.keys(kindLabels) as RuleConditionKind[]).map((kind) => (
          <option key={kind} value={kind}>
            {kindLabels[kind]}
          </option>
        ))}
      </select>
      {row.kind === 'range' ? (
        <>
          <input
            aria-label={`${label} minimum`}
            placeholder="min"
            inputMode="decimal"
            value={row.min}
            onChange={(event) => set({ min: event.target.value })}
            className={`${input} w-20`}
          />
          <span className="text-xs">and</span>
          <input
            aria-label={`${label} maximum`}
            placeholder="max"
            inputMode="decimal"
            value={row.max}
            onChange={(event) => set({ max: event.target.value })}
            className={`${input} w-20`}
          />
        </>
      ) : row.kind === 'present' || row.kind === 'absent' ? null : (
        <input
          aria-label={`${label} value`}
          placeholder={row.kind === 'one-of' ? 'a, b, c' : row.kind === 'glob' ? '/tmp/**' : ''}
          value={row.text}
          spellCheck={false}
          onChange={(event) => set({ text: event.target.value })}
          className={`${input} min-w-0 flex-1 font-mono`}
        />
      )}
      {row.kind === 'regex' ? (
        <label className="flex items-center gap-1 text-xs">
          <input
            type="checkbox"
            checked={row.ignoreCase}
            onChange={(event) => set({ ignoreCase: event.target.checked })}
          />
          ignore case
        </label>
      ) : null}
      <button
        type="button"
        aria-label={`Remove ${label.toLowerCase()}`}
        onClick={onRemove}
        className="ml-auto rounded px-1.5 text-xs text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800"
      >
        Remove
      </button>
    </fieldset>
  );
}
