import { formatWait } from './rules/call-deadline.ts';
import { awaitsDecision } from './review-flow.ts';
import type { ToolCall } from './tool-call.ts';

/** How long the operator sets a call aside ("Not now"): a while, or until nothing else waits. */
export type SetAsideChoice = 'quarter-hour' | 'hour' | 'queue-empty';

/** When a call set aside comes back to the queue. */
export type SetAsideUntil = { readonly kind: 'time'; readonly at: number } | { readonly kind: 'queue-empty' };

/**
 * A call the operator set aside without deciding it: it leaves the queue (its deadline still runs, the agent is
 * told nothing) and comes back at `until`. Keyed by conversation and call, since agents reuse call ids.
 */
export interface SetAsideEntry {
  readonly conversationId: string;
  readonly callId: string;
  readonly tool: string;
  readonly setAt: number;
  readonly until: SetAsideUntil;
}

const choiceMs: Readonly<Record<Exclude<SetAsideChoice, 'queue-empty'>, number>> = {
  'quarter-hour': 15 * 60_000,
  hour: 60 * 60_000,
};

/** The words of each choice, as the console offers them. */
export const setAsideChoiceLabels: Readonly<Record<SetAsideChoice, string>> = {
  'quarter-hour': '15 minutes',
  hour: 'An hour',
  'queue-empty': 'Until the queue is otherwise empty',
};

/** The entry setting `call` of `conversationId` aside at `now` for `choice`. */
export function setAsideEntry(
  conversationId: string,
  call: Pick<ToolCall, 'id' | 'name'>,
  choice: SetAsideChoice,
  now: number,
): SetAsideEntry {
  return {
    conversationId,
    callId: call.id,
    tool: call.name,
    setAt: now,
    until: choice === 'queue-empty' ? { kind: 'queue-empty' } : { kind: 'time', at: now + choiceMs[choice] },
  };
}

/** The queue at `now`: the calls shown (those back from being set aside among them) and those still aside. */
export interface QueueSplit {
  readonly shown: readonly ToolCall[];
  /** Shown calls that were set aside and came back, with their entry (for the notice). */
  readonly back: readonly { readonly call: ToolCall; readonly entry: SetAsideEntry }[];
  readonly aside: readonly { readonly call: ToolCall; readonly entry: SetAsideEntry }[];
}

/**
 * Splits the waiting calls (queue order) by what the operator set aside: a call set aside for a while is aside
 * until its time; one set aside until the queue is otherwise empty is aside while any call not set aside waits
 * for a decision. A call no longer waiting is never aside.
 */
export function splitQueue(
  calls: readonly ToolCall[],
  entryOf: (call: ToolCall) => SetAsideEntry | undefined,
  now: number,
): QueueSplit {
  const entries = new Map(calls.map((call) => [call, awaitsDecision(call) ? entryOf(call) : undefined]));
  const timedAside = (call: ToolCall) => {
    const until = entries.get(call)?.until;
    return until?.kind === 'time' && now < until.at;
  };
  const othersWait = calls.some(
    (call) => awaitsDecision(call) && !timedAside(call) && entries.get(call)?.until.kind !== 'queue-empty',
  );
  const shown: ToolCall[] = [];
  const back: { call: ToolCall; entry: SetAsideEntry }[] = [];
  const aside: { call: ToolCall; entry: SetAsideEntry }[] = [];
  for (const call of calls) {
    const entry = entries.get(call);
    if (!entry) shown.push(call);
    else if (timedAside(call) || (entry.until.kind === 'queue-empty' && othersWait))
      aside.push({ call, entry });
    else {
      shown.push(call);
      back.push({ call, entry });
    }
  }
  return { shown, back, aside };
}

/** Until when an entry keeps its call aside, in words: "for 14 minutes 59 seconds more", "until … empty". */
export function asideFor(entry: SetAsideEntry, now: number): string {
  return entry.until.kind === 'time'
    ? `for ${formatWait(entry.until.at - now)} more`
    : 'until the queue is otherwise empty';
}

/** The notice of a call back from being set aside: "send_email is back (set aside 15 minutes ago)." */
export function backNotice(entry: SetAsideEntry, now: number): string {
  return `${entry.tool} is back in the queue (set aside ${formatWait(now - entry.setAt)} ago).`;
}
