import type { Conversation } from '../../core/conversation.ts';
import { callsWithDeadlines } from '../../core/rules/call-deadline.ts';

/** What the deadline watch reads and calls. */
export interface DeadlineWatchPort {
  read(): Conversation;
  subscribe(listener: () => void): () => void;
  now(): number;
  /** Applies the deadlines that passed (the agent declines or re-arms the calls). */
  expire(): Promise<unknown>;
  /** Runs `task` once after `ms`, unless the function it returns is called first. */
  after(ms: number, task: () => void): () => void;
}

/** How long to wait before trying again a deadline that passed but could not apply yet (its call was busy). */
const retryMs = 1_000;

/**
 * Keeps one timer on the soonest deadline of a pending call. Deadlines are absolute times stored with the calls,
 * so after a reload the restored conversation re-arms the timer, and one that passed while the page was closed
 * applies at once. Returns a function that stops watching.
 */
export function watchDeadlines(port: DeadlineWatchPort): () => void {
  let timer: (() => void) | undefined;
  let armedFor: number | undefined;
  let seen: Conversation | undefined;
  let minimumDelay = 0;

  const arm = () => {
    const conversation = port.read();
    if (conversation === seen) return;
    seen = conversation;
    const next = callsWithDeadlines(conversation)[0]?.deadline.at;
    if (next === armedFor && timer !== undefined) return;
    timer?.();
    timer = undefined;
    armedFor = next;
    if (next === undefined) return;
    // setTimeout's delay is a 32-bit number; a far deadline is looked at again when the first wait ends.
    const delay = Math.min(Math.max(minimumDelay, next - port.now()), 2 ** 31 - 1);
    timer = port.after(delay, () => {
      timer = undefined;
      void port
        .expire()
        .catch(() => undefined)
        .finally(() => {
          // A deadline still passed after expiring belongs to a call that was busy: try again a little later.
          minimumDelay = retryMs;
          seen = undefined;
          arm();
          minimumDelay = 0;
        });
    });
  };

  const unsubscribe = port.subscribe(arm);
  arm();
  return () => {
    unsubscribe();
    timer?.();
  };
}
