import type { JsonValue } from './json.ts';
import { storageProblem } from './storage-bounds.ts';

/**
 * How much of what a remote source streams a thread holds. A source may send without end; the console keeps
 * the newest detail up to these ceilings, drops the oldest and says what it dropped, and stops a run that goes
 * past its event limit. Far above what a real run sends.
 */
export const remoteLimits = {
  /** Longest text or reasoning part of a remote thread: the oldest characters go first. */
  maxTextCharacters: 1_000_000,
  /** Largest value of one raw event kept for the raw-events view, in characters of its JSON. */
  maxRawValueCharacters: 64_000,
  /** Largest shared state of a thread, in characters of its JSON. */
  maxStateCharacters: 2_000_000,
  /** Most events one run may send; past them it is stopped with the reason. */
  maxRunEvents: 200_000,
} as const;

const count = (value: number) => value.toLocaleString('en-US');
const droppedMarker = /^\[… ([\d,]+) earlier characters dropped[^\]]*\]\n\n/;

/** How many characters the marker at the start of `text` says were dropped before it; 0 without one. */
export function droppedCharacters(text: string): number {
  const match = droppedMarker.exec(text);
  return match ? Number(match[1]!.replaceAll(',', '')) : 0;
}

/**
 * `text` with `delta` appended, within {@link remoteLimits.maxTextCharacters}: past it, the oldest half goes and a
 * marker at the start says how many characters were dropped in all. Cut only every half ceiling, so appending
 * stays cheap.
 */
export function appendBoundedText(text: string, delta: string): string {
  const next = text + delta;
  if (next.length <= remoteLimits.maxTextCharacters) return next;
  const kept = Math.floor(remoteLimits.maxTextCharacters / 2);
  const marker = droppedMarker.exec(next)?.[0] ?? '';
  const body = next.slice(marker.length);
  let start = body.length - kept;
  // Never keep half of a surrogate pair.
  if (start > 0 && start < body.length && /[\uDC00-\uDFFF]/.test(body[start]!)) start += 1;
  const dropped = droppedCharacters(next) + start;
  return `[… ${count(dropped)} earlier characters dropped: a thread keeps the last ${count(kept)} to ${count(remoteLimits.maxTextCharacters)} of one text …]\n\n${body.slice(start)}`;
}

/** A value from a remote source as the thread keeps it: itself, or a note saying why it was not kept. */
export function boundRemoteValue(value: JsonValue, what: string, maxCharacters: number): JsonValue {
  const problem = storageProblem(value, maxCharacters);
  return problem ? `[The ${what} was not kept: ${problem}.]` : value;
}

/** Why a run that has sent `events` events must stop, or undefined while it is within the limit. */
export function runEventProblem(events: number): string | undefined {
  return events > remoteLimits.maxRunEvents
    ? `Stopped: the run sent more than ${count(remoteLimits.maxRunEvents)} events, the most one run may send here. Everything kept so far stays.`
    : undefined;
}
