import { useEffect, useRef } from 'react';
import { formatCost, formatInteger } from '../../../components/format.ts';
import type { ContextReading } from '../context-reading.ts';
import { pruningEffect } from '../pruning-effect.ts';

/** How one count compares to another: "1.08 times", "0.95 times". */
function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)} times`;
}

/**
 * Where the tokens go: system, tools, active history, and what pruning keeps out; and, once the provider has
 * reported usage, the figure corrected to its count with where that correction comes from.
 */
export function ContextBreakdown({
  reading,
  percent,
  onClose,
}: {
  readonly reading: ContextReading;
  readonly percent: number;
  readonly onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const approx = reading.estimate ? '≈' : '';
  const pruning = pruningEffect(reading.breakdown.prunedSavings);
  const pruningTone =
    pruning.direction === 'saves'
      ? 'text-emerald-800 dark:text-emerald-300'
      : 'text-amber-800 dark:text-amber-300';
  const rows: readonly [string, number][] = [
    ['System prompt', reading.breakdown.system],
    ['Tool declarations', reading.breakdown.tools],
    ['Active history', reading.breakdown.history],
  ];
  return (
    <div
      ref={ref}
      className="absolute top-full left-0 z-30 mt-2 w-72 max-w-[calc(100vw-1.5rem)] sm:right-0 sm:left-auto rounded-lg border border-zinc-200 bg-white p-3 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
    >
      <p className="mb-2 font-medium text-zinc-900 dark:text-zinc-100">
        {reading.modelLabel} · {percent.toFixed(1)}% of {formatInteger(reading.contextWindow)}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="text-right">
              {approx}
              {formatInteger(value)}
            </dd>
          </div>
        ))}
        <dt className={pruningTone}>{pruning.label}</dt>
        <dd className={`text-right ${pruningTone}`}>{pruning.value}</dd>
        <dt className="border-t border-zinc-200 pt-1 font-medium dark:border-zinc-700">Next request</dt>
        <dd className="border-t border-zinc-200 pt-1 text-right font-medium dark:border-zinc-700">
          {approx}
          {formatInteger(reading.effectiveTokens)}
        </dd>
        {reading.calibrated !== undefined ? (
          <>
            <dt className="text-zinc-600 dark:text-zinc-400">By the provider's count</dt>
            <dd className="text-right">≈{formatInteger(reading.calibrated.tokens)}</dd>
          </>
        ) : null}
        <dt className="text-zinc-600 dark:text-zinc-400">Input cost</dt>
        <dd className="text-right">
          {reading.costUsd === undefined ? 'unknown' : formatCost(reading.costUsd)}
        </dd>
      </dl>
      {reading.calibrated !== undefined ? (
        <p className="mt-2 text-[11px] text-zinc-600 dark:text-zinc-400">
          The provider counted {formatRatio(reading.calibrated.ratio)} the tokens this browser counted for
          your last {reading.calibrated.samples === 1 ? 'request' : `${reading.calibrated.samples} requests`}{' '}
          to this model (the input tokens it reported); the next request, counted its way, comes to about this
          figure.
        </p>
      ) : null}
      {pruning.note ? (
        <p className="mt-2 text-[11px] text-amber-800 dark:text-amber-300">{pruning.note}</p>
      ) : null}
      {reading.estimate ? (
        <p className="mt-2 text-[11px] text-zinc-600 dark:text-zinc-400">
          ≈ marks an estimate: this model has no exact tokenizer in the browser.
        </p>
      ) : null}
    </div>
  );
}
