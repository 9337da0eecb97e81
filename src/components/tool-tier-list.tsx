import type { SafetyTier } from '../core/safety-tier.ts';

const choices: readonly { readonly value: SafetyTier | ''; readonly label: string }[] = [
  { value: '', label: 'unknown (handled as destructive)' },
  { value: 'read-only', label: 'read-only' },
  { value: 'write', label: 'write' },
  { value: 'destructive', label: 'destructive' },
];

/**
 * A remote source's tools, each with the tier the operator gives it (a select named "Tier of <tool>"); a tool
 * nobody has tiered shows `unknown`, which is handled like destructive.
 */
export function ToolTierList({
  idPrefix,
  tools,
  given,
  saving,
  error,
  emptyHint,
  onChange,
}: {
  readonly idPrefix: string;
  readonly tools: readonly string[];
  readonly given: ReadonlyMap<string, SafetyTier>;
  readonly saving: boolean;
  readonly error: string | undefined;
  readonly emptyHint: string;
  readonly onChange: (tool: string, tier: SafetyTier | undefined) => void;
}) {
  if (tools.length === 0) return <p className="text-xs text-zinc-600 dark:text-zinc-400">{emptyHint}</p>;
  return (
    <fieldset className="space-y-1">
      <legend className="text-xs font-semibold">Tool tiers</legend>
      <ul className="space-y-1">
        {tools.map((tool) => (
          <li key={tool} className="flex flex-wrap items-center gap-2 text-xs">
            <label htmlFor={`${idPrefix}-${tool}`} className="min-w-32 font-mono break-all">
              {tool}
            </label>
            <select
              id={`${idPrefix}-${tool}`}
              aria-label={`Tier of ${tool}`}
              value={given.get(tool) ?? ''}
              disabled={saving}
              onChange={(event) =>
                onChange(tool, (event.target.value || undefined) as SafetyTier | undefined)
              }
              className="h-7 rounded-md border border-zinc-300 bg-white px-1 dark:border-zinc-700 dark:bg-zinc-900"
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          Not saved: {error}
        </p>
      ) : null}
    </fieldset>
  );
}
