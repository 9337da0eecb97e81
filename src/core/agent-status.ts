/**
 * What the agent is doing, as one discriminated status: the console shows it, the store mirrors it.
 * `waiting` means the operator has calls to decide; `retrying` carries the wait before the next attempt.
 */
export type AgentStatus =
  | { readonly status: 'idle'; readonly notice?: string }
  | { readonly status: 'streaming'; readonly messageId: string }
  | { readonly status: 'waiting'; readonly callIds: readonly string[] }
  | { readonly status: 'executing'; readonly callIds: readonly string[] }
  | {
      readonly status: 'retrying';
      readonly waitMs: number;
      readonly attempt: number;
      readonly reason: string;
      /** When the next attempt starts (ms since the epoch), for a countdown. */
      readonly until: number;
    }
  | { readonly status: 'error'; readonly message: string };

/** The status before anything happened. */
export const idleStatus: AgentStatus = { status: 'idle' };

/** What an operator decision (approve, decline, retry) came to: done, or refused with a reason to show. */
export type DecisionResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };
