import type { Conversation } from '../../core/conversation.ts';
import type { JsonValue } from '../../core/json.ts';

/** Where the thread's current run is: none yet, streaming, waiting for a resume, finished, or failed. */
export type AgUiRunStatus =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly runId: string;
      /** The thread's event count when the run started: the run's own events are counted from it. */
      readonly firstEvent?: number;
    }
  | { readonly status: 'interrupted'; readonly runId: string }
  | { readonly status: 'finished'; readonly runId: string }
  | { readonly status: 'failed'; readonly runId?: string; readonly message: string };

/** One `CUSTOM` or `RAW` event, or a problem the mapping met, as the raw-events view lists it. */
export interface AgUiRawEntry {
  readonly at: number;
  readonly type: string;
  readonly name?: string;
  readonly value: JsonValue;
}

/**
 * One AG-UI thread as the console holds it: its conversation (the messages, calls and interrupts, like any other
 * source's) and what only AG-UI has: the agent's shared state, the current run and step, and the raw events.
 */
export interface AgUiThread {
  readonly conversation: Conversation;
  readonly state: JsonValue;
  readonly run: AgUiRunStatus;
  /** Steps started and not finished, oldest first. */
  readonly steps: readonly string[];
  readonly rawEvents: readonly AgUiRawEntry[];
  /** How many events the thread has taken, all runs together. */
  readonly eventCount: number;
}

/** The raw-events view keeps this many, the newest. */
export const rawEventLimit = 500;

/** A thread with nothing in it yet. */
export function emptyAgUiThread(conversation: Conversation): AgUiThread {
  return { conversation, state: {}, run: { status: 'idle' }, steps: [], rawEvents: [], eventCount: 0 };
}
