import { useState } from 'react';
import { formatCost, formatInteger } from '../../../components/format.ts';
import type { ContextSource, FillLevel } from '../context-reading.ts';
import { fillLevel } from '../context-reading.ts';
import { useContextReading } from '../hooks/use-context-reading.ts';
import { useDelayedFlag } from '../hooks/use-delayed-flag.ts';
import { ContextBreakdown } from './context-breakdown.tsx';

const barColour: Readonly<Record<FillLevel, string>> = {
  normal: 'bg-teal-600 dark:bg-teal-400',
  high: 'bg-amber-500 dark:bg-amber-400',
  critical: 'bg-orange-600 dark:bg-orange-400',
  over: 'bg-red-600 dark:bg-red-500',
};

/**
 * The header's context meter: effective tokens against the model's window as a bar that turns amber at 70%,
 * orange at 90% and red at 100%, the cost of the next request, and the breakdown on demand.
 */
export function ContextMeter({ source }: { readonly source: ContextSource }) {
  const reading = useContextReading(source);
  const [open, setOpen] = useState(false);
  const recounting = useDelayedFlag(reading.status === 'counting');
  const level = fillLevel(reading.effectiveTokens, reading.contextWindow);
  const percent = reading.contextWindow > 0 ? (reading.effectiveTokens / reading.contextWindow) * 100 : 0;
  const approx = reading.estimate ? '≈' : '';
  return (
    <section
      aria-label="Context"
      aria-busy={reading.status === 'counting'}
      className="relative flex min-w-0 items-center gap-3 text-xs"
    >
      <div className="min-w-0">
        <p className="flex items-baseline gap-1 whitespace-nowrap text-zinc-700 dark:text-zinc-300">
          <span
            className="font-semibold text-zinc-900 tabular-nums dark:text-zinc-50"
            data-testid="context-total"
          >
            {approx}
            {formatInteger(reading.effectiveTokens)}
          </span>{' '}
          <span>/ {formatInteger(reading.contextWindow)} tokens</span>
          {recounting ? (
            <span role="status" className="ml-1 text-sky-800 dark:text-sky-300">
              recounting…
            </span>
          ) : null}
        </p>
        <div
          role="meter"
          aria-label="Context window used"
          aria-valuemin={0}
          aria-valuemax={reading.contextWindow}
          aria-valuenow={Math.min(reading.effectiveTokens, reading.contextWindow)}
          aria-valuetext={`${percent.toFixed(1)}% of the window`}
          className="mt-1 h-1.5 w-44 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        >
          <div className={`h-full ${barColour[level]}`} style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
      </div>
      <span
        className="hidden whitespace-nowrap text-zinc-700 tabular-nums lg:inline dark:text-zinc-300"
        title="Input cost of the next request"
      >
        {reading.costUsd === undefined ? 'cost unknown' : `${formatCost(reading.costUsd)} next`}
      </span>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="rounded px-1.5 py-0.5 text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        Breakdown
      </button>
      {open ? <ContextBreakdown reading={reading} percent={percent} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
