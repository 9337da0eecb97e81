import { useEffect, useState } from 'react';
import { formatCountdown } from '../../../core/rules/call-deadline.ts';
import type { CallInterrupt } from '../../../core/source.ts';
import { isInterruptExpired } from '../../../core/source.ts';

/** The time now, ticking each second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * What the remote agent asked, above the review: its question, until when it can be answered (a countdown),
 * and whether edits are accepted (a decision staged meanwhile shows below it, `StagedDecisionPanel`).
 */
export function InterruptNotice({
  interrupt,
  now,
}: {
  readonly interrupt: CallInterrupt;
  readonly now: number;
}) {
  const expired = isInterruptExpired(interrupt, now);
  const left = interrupt.expiresAt !== undefined ? interrupt.expiresAt - now : undefined;
  return (
    <div
      aria-label="Agent request"
      role="group"
      className="space-y-1 rounded-md border border-sky-200 bg-sky-50 p-2 text-xs text-sky-950 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-100"
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">The agent asks</span>
        <span className="font-mono text-[11px]">{interrupt.reason}</span>
        {left !== undefined ? (
          <span
            role="timer"
            className={`rounded px-1.5 font-medium tabular-nums ${expired || left < 30_000 ? 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100' : 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100'}`}
          >
            {expired ? 'expired' : `expires in ${formatCountdown(left)}`}
          </span>
        ) : null}
      </p>
      {interrupt.message ? <p className="[overflow-wrap:anywhere]">{interrupt.message}</p> : null}
      {interrupt.schemaWithheld ? (
        <p>The agent&apos;s response schema was not kept: {interrupt.schemaWithheld}.</p>
      ) : !interrupt.editable ? (
        <p>
          The agent does not accept edited arguments here (its response schema has no editedArgs): approve as
          proposed or decline.
        </p>
      ) : null}
    </div>
  );
}
