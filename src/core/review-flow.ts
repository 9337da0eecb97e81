import type { ToolCall } from './tool-call.ts';

/** What the review shows and why: the call open for review, and whether the operator chose to read it. */
export interface ReviewState {
  /** The call open for review, if any. */
  readonly open: Pick<ToolCall, 'id' | 'status'> | undefined;
  /** True when the operator opened a call that was not waiting (to read a result): the review stays on it. */
  readonly held: boolean;
  /** Calls waiting for the operator, oldest first. */
  readonly pending: readonly Pick<ToolCall, 'id'>[];
}

/**
 * The call the review should move to, or undefined to stay. A pending call stays open until it is decided;
 * once decided (by the operator, a policy or a check), or when nothing is open, the review moves to the oldest
 * pending call, so a run of decisions needs no pointing. A call the operator opened to read stays open.
 */
export function nextReviewCallId(state: ReviewState): string | undefined {
  if (state.open?.status === 'pending') return undefined;
  if (state.open && state.held) return undefined;
  const next = state.pending.find((call) => call.id !== state.open?.id);
  return next?.id;
}
