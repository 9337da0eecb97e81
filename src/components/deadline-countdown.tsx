import { deadlineStatus, formatCountdown } from '../core/rules/call-deadline.ts';
import type { CallDeadline } from '../core/tool-call.ts';
import { useNow } from './use-now.ts';

/**
 * How long a pending call may still wait, ticking each second: "declines in 1:05" or "reminder in 0:30". The
 * deadline is an absolute time stored with the call, so the countdown is right after a reload.
 */
export function DeadlineCountdown({
  deadline,
  compact = false,
}: {
  readonly deadline: CallDeadline;
  readonly compact?: boolean;
}) {
  const now = useNow(1_000);
  const left = deadline.at - now;
  const text = deadlineStatus(deadline, now);
  const urgent = left < 30_000;
  const reminders = deadline.notified ? ` · reminded ${deadline.notified}×` : '';
  const setBy = deadline.rule ? `rule ${deadline.rule.number}` : "the source's deadline";
  return (
    <span
      role="timer"
      aria-label={`Deadline: ${text}, set by ${setBy}${reminders}`}
      title={`Set by ${setBy}`}
      className={`inline-flex items-center gap-1 rounded px-1.5 text-[11px] font-medium tabular-nums ring-1 ring-inset ${
        urgent
          ? 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-300 dark:ring-red-800'
          : 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-800'
      }`}
    >
      {/* Drawn, not an emoji: a font without the clock glyph would show an empty box. */}
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3 shrink-0">
        <circle cx="8" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M8 6v3l2 1.5M6.5 1.75h3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
      {compact ? formatCountdown(Math.max(0, left)) : text}
      {reminders}
    </span>
  );
}
