import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';

/**
 * Whose resume answered an interrupt: this run's (`ours`), another run's (`elsewhere`), or not to be told from
 * what the deployment recorded (`unknown`).
 */
export type ResumeWinner = 'ours' | 'elsewhere' | 'unknown';

/** How many checkpoints, newest first, are read to find the one that held the interrupt. */
export const resumeHistoryLimit = 50;

function checkpointId(value: JsonValue | undefined): string | undefined {
  return isJsonObject(value) && typeof value.checkpoint_id === 'string' ? value.checkpoint_id : undefined;
}

function holds(state: JsonObject, interruptId: string): boolean {
  const tasks = Array.isArray(state.tasks) ? (state.tasks as readonly JsonValue[]) : [];
  return tasks.some((task) => {
    if (!isJsonObject(task) || !Array.isArray(task.interrupts)) return false;
    return (task.interrupts as readonly JsonValue[]).some(
      (entry) => isJsonObject(entry) && entry.id === interruptId,
    );
  });
}

/**
 * Which run answered `interruptId`, read from the thread's checkpoint history (`threads.getHistory`, newest
 * first). The checkpoint whose pending task holds the interrupt has, once a run resumes it, a child checkpoint
 * (its `parent_checkpoint`) whose `metadata.run_id` names that run. A resume that arrives after the interrupt
 * was answered is still accepted as a run, but LangGraph ignores its `Command({resume})` and writes no
 * checkpoint, so only the first run shows there.
 *
 * `unknown` when the history is not a list, no checkpoint within it holds the interrupt (it is older than what
 * was read, or a node that interrupts again in the same step replaced it in place), or nothing has followed it
 * yet with a run id.
 */
export function resumeWinner(history: JsonValue, interruptId: string, runId: string): ResumeWinner {
  if (!Array.isArray(history)) return 'unknown';
  const states = (history as readonly JsonValue[]).filter(isJsonObject);
  const holders = new Set(
    states.flatMap((state) => {
      const id = holds(state, interruptId) ? checkpointId(state.checkpoint) : undefined;
      return id === undefined ? [] : [id];
    }),
  );
  if (holders.size === 0) return 'unknown';
  // A child that still holds the interrupt (a state update while it waited) answered nothing yet.
  const runs = states.flatMap((state) => {
    const parent = checkpointId(state.parent_checkpoint);
    if (parent === undefined || !holders.has(parent) || holds(state, interruptId)) return [];
    const run = isJsonObject(state.metadata) ? state.metadata.run_id : undefined;
    return typeof run === 'string' ? [run] : [];
  });
  if (runs.includes(runId)) return 'ours';
  return runs.length > 0 ? 'elsewhere' : 'unknown';
}
