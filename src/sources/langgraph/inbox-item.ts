import { summarizeArguments } from '../../core/argument-summary.ts';
import type { JsonObject } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import type { ReviewClaim } from './review-claim.ts';
import { readClaim } from './review-claim.ts';
import type { OpenInterrupt } from './thread-interrupt.ts';
import { openThreadInterrupts } from './thread-interrupt.ts';

/** One interrupted thread in the team inbox. */
export interface InboxItem {
  readonly threadId: string;
  readonly assistantId: string | undefined;
  /** The assistant's name, else its graph id, else "Unknown assistant". */
  readonly assistant: string;
  readonly createdAt: number;
  /** When the thread last changed: for an interrupted thread, about when it stopped to ask. */
  readonly waitingSince: number;
  readonly interrupt: OpenInterrupt;
  /** How many interrupts are open on the thread (the inbox reviews the first). */
  readonly openCount: number;
  /** The proposed action in one line, e.g. `send_email("a@example.com", "Hi")`. */
  readonly summary: string;
  readonly claim: ReviewClaim | undefined;
}

function timeOf(value: unknown): number {
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The proposed action of an interrupt in one line. */
export function interruptSummary(interrupt: OpenInterrupt): string {
  const request = interrupt.request;
  if (request.form === 'value') {
    const value = request.value;
    const question = isJsonObject(value) && typeof value.question === 'string' ? value.question : undefined;
    return question ?? summarizeArguments('answer', isJsonObject(value) ? value : { value });
  }
  const [first, ...rest] = request.actions;
  if (!first) return 'No action';
  const line = summarizeArguments(first.name, first.args);
  return rest.length === 0 ? line : `${line} and ${rest.length} more`;
}

/**
 * Reads a thread of `threads.search` as an inbox item; undefined for a thread with no open interrupt that can
 * be resumed by id (it is not waiting for anyone). `assistantNames` maps assistant ids to names.
 */
export function inboxItemOf(
  thread: JsonObject,
  assistantNames: ReadonlyMap<string, string>,
): InboxItem | undefined {
  if (typeof thread.thread_id !== 'string') return undefined;
  const open = openThreadInterrupts(thread);
  const interrupt = open[0];
  if (!interrupt) return undefined;
  const metadata = isJsonObject(thread.metadata) ? thread.metadata : {};
  const assistantId = typeof metadata.assistant_id === 'string' ? metadata.assistant_id : undefined;
  const graphId = typeof metadata.graph_id === 'string' ? metadata.graph_id : undefined;
  return {
    threadId: thread.thread_id,
    assistantId,
    assistant: (assistantId && assistantNames.get(assistantId)) || graphId || 'Unknown assistant',
    createdAt: timeOf(thread.created_at),
    waitingSince: timeOf(thread.updated_at),
    interrupt,
    openCount: open.length,
    summary: interruptSummary(interrupt),
    claim: readClaim(metadata),
  };
}
