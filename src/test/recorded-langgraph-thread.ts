import type { JsonObject } from '../core/json.ts';
import { threadConversation } from '../sources/langgraph/thread-conversation.ts';
import { openThreadInterrupts } from '../sources/langgraph/thread-interrupt.ts';
import recorded from '../sources/langgraph/__fixtures__/thread-history-resumed-twice.json' with { type: 'json' };

// An `inbox` thread as `langgraphjs dev` recorded it: resumed by the first run, then by a second one that came
// after the first had finished and answered nothing.
const recording = recorded as unknown as {
  readonly runIds: readonly string[];
  readonly history: readonly JsonObject[];
};

/** The thread's checkpoints, newest first, as `threads.getHistory` returned them. */
export const history = recording.history;
/** The run that answered the interrupt, and the one that came after it and answered nothing. */
export const [firstRun, lateRun] = recording.runIds as [string, string];
const holder = history.find((state) => JSON.stringify(state.tasks).includes('"interrupts":[{'))!;
export const threadId = String((holder.metadata as JsonObject).thread_id);
const metadata = {
  graph_id: 'inbox',
  assistant_id: String((holder.metadata as JsonObject).assistant_id),
};

/** The thread as `threads.get` returns it while its interrupt waits. */
export const interrupted: JsonObject = {
  thread_id: threadId,
  status: 'interrupted',
  metadata,
  values: holder.values!,
  interrupts: Object.fromEntries(
    (holder.tasks as readonly JsonObject[]).map((task) => [String(task.id), task.interrupts!]),
  ),
};

/** The thread once the resumed run finished. */
export const finished: JsonObject = {
  thread_id: threadId,
  status: 'idle',
  metadata,
  values: history[0]!.values!,
  interrupts: {},
};

/** The waiting thread as the console opens it from the deployment at `deploymentId`. */
export function openedConversation(deploymentId: string) {
  return threadConversation(interrupted, {
    deploymentId,
    title: 'Order 1007',
    interrupt: openThreadInterrupts(interrupted)[0]!,
  }).conversation;
}
