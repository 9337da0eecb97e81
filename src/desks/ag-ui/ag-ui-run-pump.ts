import type { RunAgentInput } from '@ag-ui/core';
import { allToolCalls } from '../../core/conversation.ts';
import type { AgUiThread } from '../../sources/ag-ui/ag-ui-thread.ts';
import type { AgUiEndpoint, RunHandle, RunStreamEnd } from '../../sources/ag-ui/ag-ui-transport.ts';
import { failRun, mapAgUiEvent } from '../../sources/ag-ui/map-ag-ui-event.ts';
import type { AgUiDeskPorts } from './ag-ui-desk-ports.ts';

/** What the run pump needs: read and write threads (each its conversation and its view), a transport, frames. */
export interface ThreadPort extends Pick<AgUiDeskPorts, 'startRun' | 'nextFrame'> {
  read(conversationId: string): AgUiThread | undefined;
  /** Writes every thread a flush changed at once: a hundred runs' events are one change of the store, not 200. */
  write(threads: ReadonlyMap<string, AgUiThread>): void;
  /** Told after each batch of events is applied, with the thread before and after. */
  applied(conversationId: string, before: AgUiThread, after: AgUiThread): void;
  now(): number;
}

/** How long one flush may apply events before it leaves the rest to the next frame. */
const frameBudgetMs = 8;

/** A run's end, heard while its events may still wait: it is applied after the last of them. */
interface Ending {
  readonly end: RunStreamEnd;
  readonly onEnd: ((end: RunStreamEnd) => void) | undefined;
}

/**
 * Runs on agent servers, one at a time per thread. Events are queued and applied once per animation frame (or
 * task, where there are no frames), so fast streams cost one store write per frame, not one per event or thread.
 */
export function createRunPump(port: ThreadPort) {
  const runs = new Map<string, RunHandle>();
  const queued = new Map<string, unknown[]>();
  let scheduled = false;

  const endings = new Map<string, Ending>();

  /**
   * Applies what is queued, for at most a frame's budget: a run that sends thousands of events (ten thousand calls)
   * is taken in frame-sized batches, so the page paints and answers between them. Every thread changed is written
   * in one write, then each change is told in the order it happened, then the runs that ended are told.
   */
  const flush = () => {
    scheduled = false;
    const started = performance.now();
    const spent = () => performance.now() - started > frameBudgetMs;
    const writes = new Map<string, AgUiThread>();
    const changes: (readonly [conversationId: string, before: AgUiThread, after: AgUiThread])[] = [];
    for (const [conversationId, events] of queued) {
      const before = port.read(conversationId);
      if (!before) {
        queued.delete(conversationId);
        continue;
      }
      const now = port.now();
      let thread = before;
      let taken = 0;
      while (taken < events.length) {
        thread = mapAgUiEvent(thread, events[taken], { now });
        taken += 1;
        if (taken % 64 === 0 && spent()) break;
      }
      if (taken === events.length) queued.delete(conversationId);
      else queued.set(conversationId, events.slice(taken));
      writes.set(conversationId, thread);
      changes.push([conversationId, before, thread]);
      if (spent()) break;
    }
    const ended: Ending[] = [];
    for (const [conversationId, ending] of endings) {
      if (queued.has(conversationId)) continue;
      endings.delete(conversationId);
      ended.push(ending);
      const thread = writes.get(conversationId) ?? port.read(conversationId);
      if (!thread) continue;
      if (ending.end.status === 'ended') {
        // The run is over even when its last events were already applied: whoever shows it hears of it.
        writes.set(conversationId, thread);
        continue;
      }
      const message =
        ending.end.status === 'stopped' ? 'Stopped by the operator.' : ending.end.failure.message;
      const failed = failRun(thread, message, port.now());
      writes.set(conversationId, failed);
      changes.push([conversationId, thread, failed]);
    }
    if (writes.size > 0) port.write(writes);
    for (const [conversationId, before, after] of changes) port.applied(conversationId, before, after);
    for (const { end, onEnd } of ended) onEnd?.(end);
    if (queued.size > 0) schedule();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    port.nextFrame(flush);
  };

  return {
    flush,
    isRunning: (conversationId: string) => runs.has(conversationId),
    /** The conversations whose run is going on. */
    runningIds: (): readonly string[] => [...runs.keys()],
    /**
     * Starts a run and calls `onEnd` when its stream ends, after its last events are applied; a stream that
     * broke leaves the thread with the failure shown and everything that arrived kept.
     */
    async start(
      conversationId: string,
      endpoint: AgUiEndpoint,
      input: RunAgentInput,
      hooks: { readonly onFirstEvent?: () => void; readonly onEnd?: (end: RunStreamEnd) => void } = {},
    ): Promise<void> {
      let first = true;
      const handle = await port.startRun(
        endpoint,
        input,
        (event) => {
          if (first) {
            first = false;
            hooks.onFirstEvent?.();
          }
          const list = queued.get(conversationId) ?? [];
          list.push(event);
          queued.set(conversationId, list);
          schedule();
        },
        (end) => {
          runs.delete(conversationId);
          // A run ends after its last events are applied, in the next frame's flush: a hundred runs that end
          // together are applied and shown in one pass, not one each.
          endings.set(conversationId, { end, onEnd: hooks.onEnd });
          schedule();
        },
      );
      runs.set(conversationId, handle);
    },
    stop(conversationId: string) {
      runs.get(conversationId)?.stop();
    },
  };
}

/** The run pump of {@link createRunPump}. */
export type RunPump = ReturnType<typeof createRunPump>;

/**
 * Whether a batch of events brought something an operator must find after a reload at once: a call's outcome
 * (its result or failure) or the end of a run (finished, interrupted or failed).
 */
export function reachedOutcome(before: AgUiThread, after: AgUiThread): boolean {
  if (before.run.status !== after.run.status && after.run.status !== 'running') return true;
  const was = new Map(allToolCalls(before.conversation).map((call) => [call.id, call.status]));
  return allToolCalls(after.conversation).some(
    (call) => (call.status === 'executed' || call.status === 'failed') && was.get(call.id) !== call.status,
  );
}

/** The calls of a thread still waiting on an interrupt of its current run, oldest first. */
export function waitingCalls(thread: AgUiThread) {
  const runId = thread.run.status === 'interrupted' ? thread.run.runId : undefined;
  return allToolCalls(thread.conversation).filter(
    (call) => call.status === 'pending' && call.interrupt && (!runId || call.interrupt.runId === runId),
  );
}
