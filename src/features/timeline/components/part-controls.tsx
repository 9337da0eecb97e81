import { memo } from 'react';
import { formatCompactTokens, formatInteger } from '../../../components/format.ts';
import type { Part, PruningState } from '../../../core/part.ts';
import { remainingDepth } from '../../../core/pruning.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { usePartTokens } from '../hooks/use-part-tokens.ts';
import type { PartTokenSource } from '../part-token-source.ts';

const choices: readonly { readonly state: PruningState; readonly label: string; readonly hint: string }[] = [
  { state: 'pinned', label: 'Pin', hint: 'Always send this part to the model' },
  { state: 'pruned', label: 'Prune', hint: 'Send only a one-line header with a hint' },
  { state: 'auto', label: 'Auto', hint: 'Send it until it expires by depth' },
];

/** What the operator reads about a part's life in the context: how long it stays, or why it stays. */
export function lifetimeText(part: Part, depth: number): string {
  if (
    part.kind === 'tool-call' &&
    ['streaming', 'checking', 'pending', 'executing'].includes(part.call.status)
  )
    return 'kept while open';
  if (part.pruning === 'pinned') return 'pinned';
  if (part.pruning === 'pruned') return 'pruned';
  const remaining = remainingDepth(part, depth);
  if (remaining === Number.POSITIVE_INFINITY) return 'kept forever';
  if (remaining <= 0) return 'expired';
  return `expires in ${remaining} ${remaining === 1 ? 'turn' : 'turns'}`;
}

/** Pin / Prune / Auto with the current state pressed, the remaining depth and the part's effective tokens. */
export const PartControls = memo(function PartControls({
  part,
  depth,
  tokenSource,
}: {
  readonly part: Part;
  readonly depth: number;
  readonly tokenSource: PartTokenSource | undefined;
}) {
  const setPartPruning = useAppStore((state) => state.setPartPruning);
  const { tokens, estimate } = usePartTokens(tokenSource, part.id);
  const lifetime = lifetimeText(part, depth);
  // A call the operator made by hand never reaches the model: there is no lifetime in its view to set.
  if (part.kind === 'tool-call' && part.call.initiatedBy === 'operator')
    return <span className="text-[11px] text-zinc-600 dark:text-zinc-400">not sent to the model</span>;
  return (
    <div className="flex min-w-0 flex-wrap items-center justify-end gap-x-2 gap-y-1 text-[11px] text-zinc-600 dark:text-zinc-400">
      <span className={lifetime === 'expired' ? 'text-orange-700 dark:text-orange-300' : undefined}>
        {lifetime}
      </span>
      <span aria-hidden="true">·</span>
      <span
        title={tokens === undefined ? 'Counting' : `${formatInteger(tokens)} effective tokens`}
        className="tabular-nums"
      >
        {tokens === undefined ? '… tokens' : `${estimate ? '≈' : ''}${formatCompactTokens(tokens)} tokens`}
      </span>
      <div
        role="group"
        aria-label="Pruning"
        className="flex overflow-hidden rounded-md border border-zinc-300 dark:border-zinc-700"
      >
        {choices.map((choice) => {
          const active = part.pruning === choice.state;
          return (
            <button
              key={choice.state}
              type="button"
              aria-pressed={active}
              title={choice.hint}
              onClick={(event) => {
                event.stopPropagation();
                setPartPruning(part.id, choice.state);
              }}
              className={`h-6 border-l border-zinc-300 px-2 text-[11px] font-medium first:border-l-0 dark:border-zinc-700 ${
                active
                  ? 'bg-zinc-800 text-white dark:bg-zinc-200 dark:text-zinc-900'
                  : 'bg-white text-zinc-700 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800'
              }`}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </div>
  );
});
