import type { ToolCall } from './tool-call.ts';

/**
 * Whether a call still waits for the operator's decision: pending, and with no decision staged on its interrupt
 * (a staged decision waits for the run's other requests, not for the operator).
 */
export function awaitsDecision(call: Pick<ToolCall, 'status' | 'interrupt'>): boolean {
  return call.status === 'pending' && call.interrupt?.staged === undefined;
}

/** What the review shows and why: the call open for review, and whether the operator chose to read it. */
export interface ReviewState {
  /** The call open for review, if any. */
  readonly open: Pick<ToolCall, 'id' | 'status' | 'interrupt'> | undefined;
  /** True when the operator opened a call that was not waiting (to read a result): the review stays on it. */
  readonly held: boolean;
  /** Pending calls, oldest first. */
  readonly pending: readonly Pick<ToolCall, 'id' | 'status' | 'interrupt'>[];
}

/**
 * The call the review should move to, or undefined to stay. A pending call stays open until it is decided;
 * once decided (by the operator, a policy or a check; a decision staged until the run's other requests are
 * decided counts), or when nothing is open, the review moves to the oldest call still waiting for a decision, so
 * a run of decisions needs no pointing. A call the operator opened to read stays open.
 */
export function nextReviewCallId(state: ReviewState): string | undefined {
  if (state.open && awaitsDecision(state.open)) return undefined;
  if (state.open && state.held) return undefined;
  const next = state.pending.find((call) => call.id !== state.open?.id && awaitsDecision(call));
  return next?.id;
}
