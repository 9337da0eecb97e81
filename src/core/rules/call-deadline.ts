import type { Conversation } from '../conversation.ts';
import { allToolCalls } from '../conversation.ts';
import type { CallDeadline, ToolCall } from '../tool-call.ts';
import type { RuleReference, WaitDeadline } from './rule.ts';

/** A wait deadline made absolute from `now`, so a reload keeps the countdown where it was. */
export function callDeadline(wait: WaitDeadline, now: number, rule?: RuleReference): CallDeadline {
  return { ...wait, at: now + wait.waitMs, ...(rule ? { rule } : {}) };
}

/**
 * A waiting time in words, exact to the second below an hour (the model and the operator read the same
 * figure): "45 seconds", "1 minute 30 seconds", "1 hour 30 minutes".
 */
export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1_000));
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 3_600) {
    const rest = seconds % 60;
    const whole = plural(Math.floor(seconds / 60), 'minute');
    return rest ? `${whole} ${plural(rest, 'second')}` : whole;
  }
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/** A countdown as the card and the queue show it: "1:05", "12:00", "1:02:03"; "0:00" once passed. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * What a pending call's deadline will do and when, at `now`: "declines in 1:05", "reminder in 0:30", or
 * "declining now" / "reminding now" once passed. `format` writes the time left (the countdown by default;
 * {@link formatWaitLeft} for words).
 */
export function deadlineStatus(
  deadline: CallDeadline,
  now: number,
  format: (ms: number) => string = formatCountdown,
): string {
  const left = deadline.at - now;
  if (left <= 0) return deadline.then === 'decline' ? 'declining now' : 'reminding now';
  return `${deadline.then === 'decline' ? 'declines' : 'reminder'} in ${format(left)}`;
}

/** The time left in words, rounded up to the second like the countdown: "1 minute 30 seconds". */
export function formatWaitLeft(ms: number): string {
  return formatWait(Math.ceil(ms / 1_000) * 1_000);
}

/** What the model is told when a deadline declines a call. */
export function deadlineReason(deadline: CallDeadline): string {
  const setter = deadline.rule
    ? `the deadline of rule ${deadline.rule.number}: ${deadline.rule.summary}`
    : "the source's deadline";
  const base = `nobody decided within ${formatWait(deadline.waitMs)} (${setter}).`;
  return deadline.message?.trim() ? `${base} ${deadline.message.trim()}` : base;
}

/**
 * A deadline's reason without the rule it names, for a place that names the rule already (a card, an audit
 * line): "nobody decided within 8 seconds. Ask again later." Any other reason is returned whole.
 */
export function deadlineReasonWithoutRule(reason: string, rule: RuleReference): string {
  return reason.replace(` (the deadline of rule ${rule.number}: ${rule.summary})`, '');
}

/** Pending calls with a deadline, soonest first. */
export function callsWithDeadlines(
  conversation: Conversation,
): readonly (ToolCall & { readonly status: 'pending'; readonly deadline: CallDeadline })[] {
  return allToolCalls(conversation)
    .flatMap((call) =>
      call.status === 'pending' && call.deadline ? [{ ...call, deadline: call.deadline }] : [],
    )
    .sort((a, b) => a.deadline.at - b.deadline.at);
}

/** What to do about one passed deadline: decline the call, or keep it waiting and notify again. */
export type DeadlineAction =
  | {
      readonly kind: 'decline';
      readonly callId: string;
      readonly reason: string;
      readonly deadline: CallDeadline;
    }
  | { readonly kind: 'notify'; readonly callId: string; readonly next: CallDeadline };

/**
 * The deadlines passed at `now`, as actions. A `notify` deadline is moved on by its wait from `now` (not from
 * when it passed), so a page closed for an hour notifies once on return, not once per missed period.
 */
export function dueDeadlines(conversation: Conversation, now: number): readonly DeadlineAction[] {
  return callsWithDeadlines(conversation)
    .filter((call) => call.deadline.at <= now)
    .map((call): DeadlineAction => {
      const { deadline } = call;
      if (deadline.then === 'decline')
        return { kind: 'decline', callId: call.id, reason: deadlineReason(deadline), deadline };
      return {
        kind: 'notify',
        callId: call.id,
        next: { ...deadline, at: now + deadline.waitMs, notified: (deadline.notified ?? 0) + 1 },
      };
    });
}
