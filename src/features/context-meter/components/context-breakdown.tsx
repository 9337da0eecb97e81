import { useEffect, useRef } from 'react';
import { formatCost, formatInteger } from '../../../components/format.ts';
import type { ContextReading } from '../context-reading.ts';
import { pruningEffect } from '../pruning-effect.ts';

/** How one count compares to another: "1.08 times", "0.95 times". */
function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)} times`;
}

/** The billed figure against the predicted one, signed, to one decimal: "+0.2%", "−3.1%". */
export function formatError(predicted: number, billed: number): string {
  if (predicted <= 0) return 'n/a';
  const percent = ((billed - predicted) / predicted) * 100;
  const rounded = Math.abs(percent).toFixed(1);
  return `${percent < 0 && rounded !== '0.0' ? '−' : '+'}${rounded}%`;
}

/**
 * Where the tokens go, line by line (system prompt, framing, tool declarations, the parts by kind, images), the
 * lines adding up to the next request's total, and what pruning keeps out; for an estimate, how far off it was
 * measured to be; once the provider has reported usage, the last request's prediction beside what was billed
 * and the correction learnt from it.
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
  return (
    <div
      ref={ref}
      className="absolute top-full left-0 z-30 mt-2 w-72 max-w-[calc(100vw-1.5rem)] sm:right-0 sm:left-auto rounded-lg border border-zinc-200 bg-white p-3 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
    >
      <p className="mb-2 font-medium text-zinc-900 dark:text-zinc-100">
        {reading.modelLabel} · {percent.toFixed(1)}% of {formatInteger(reading.contextWindow)}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        {reading.breakdown.lines.map(({ label, tokens }) => (
          <div key={label} className="contents" data-testid="breakdown-line">
            <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="text-right">
              {approx}
              {formatInteger(tokens)}
            </dd>
          </div>
        ))}
        <dt className="border-t border-zinc-200 pt-1 font-medium dark:border-zinc-700">Next request</dt>
        <dd
          className="border-t border-zinc-200 pt-1 text-right font-medium dark:border-zinc-700"
          data-testid="breakdown-total"
        >
          {approx}
          {formatInteger(reading.effectiveTokens)}
        </dd>
        <dt className={pruningTone}>{pruning.label}</dt>
        <dd className={`text-right ${pruningTone}`}>{pruning.value}</dd>
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
      {reading.lastRequest !== undefined ? (
        <p className="mt-2 text-[11px] text-zinc-700 dark:text-zinc-300" data-testid="last-request">
          Last request: predicted {formatInteger(reading.lastRequest.predicted)}, billed{' '}
          {formatInteger(reading.lastRequest.billed)},{' '}
          {formatError(reading.lastRequest.predicted, reading.lastRequest.billed)}
        </p>
      ) : null}
      {reading.calibrated !== undefined ? (
        <p className="mt-2 text-[11px] text-zinc-600 dark:text-zinc-400">
          Correction: this provider billed {formatRatio(reading.calibrated.ratio)} the tokens predicted for
          your last {reading.calibrated.samples === 1 ? 'request' : `${reading.calibrated.samples} requests`}{' '}
          to this model, so the next request, counted its way, comes to about the corrected figure above.
        </p>
      ) : null}
      {pruning.note ? (
        <p className="mt-2 text-[11px] text-amber-800 dark:text-amber-300">{pruning.note}</p>
      ) : null}
      {reading.estimate ? (
        <p className="mt-2 text-[11px] text-zinc-600 dark:text-zinc-400" data-testid="estimate-band">
          ≈ marks an estimate, {reading.band ?? 'not measured'}.
        </p>
      ) : (
        <p className="mt-2 text-[11px] text-zinc-600 dark:text-zinc-400" data-testid="estimate-band">
          Exact: equal to the reference count for this model's requests.
        </p>
      )}
    </div>
  );
}
