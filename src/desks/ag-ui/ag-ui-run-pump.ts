import type { RunAgentInput } from '@ag-ui/core';
import { allToolCalls } from '../../core/conversation.ts';
import type { AgUiThread } from '../../sources/ag-ui/ag-ui-thread.ts';
import type { AgUiEndpoint, RunHandle, RunStreamEnd } from '../../sources/ag-ui/ag-ui-transport.ts';
import { failRun, mapAgUiEvent } from '../../sources/ag-ui/map-ag-ui-event.ts';
import type { AgUiDeskPorts } from './ag-ui-desk-ports.ts';

/** What the run pump needs: read and write a thread (its conversation and its view), a transport, frames. */
export interface ThreadPort extends Pick<AgUiDeskPorts, 'startRun' | 'nextFrame'> {
  read(conversationId: string): AgUiThread | undefined;
  write(conversationId: string, thread: AgUiThread): void;
  /** Told after each batch of events is applied, with the thread before and after. */
  applied(conversationId: string, before: AgUiThread, after: AgUiThread): void;
  now(): number;
}

/** How long one flush may apply events before it leaves the rest to the next frame. */
const frameBudgetMs = 8;

/**
 * Runs on agent servers, one at a time per thread. Events are queued and applied once per animation frame (or
 * task, where there are no frames), so a fast stream costs one store write per frame, not one per event.
 */
export function createRunPump(port: ThreadPort) {
  const runs = new Map<string, RunHandle>();
  const queued = new Map<string, unknown[]>();
  let scheduled = false;

  // Ends heard while their run's events still wait: each runs once the last of them is applied.
  const endings = new Map<string, () => void>();

  /**
   * Applies what is queued, for at most a frame's budget: a run that sends thousands of events (ten thousand calls)
   * is taken in frame-sized batches, so the page paints and answers between them.
   */
  const flush = () => {
    scheduled = false;
    const started = performance.now();
    const spent = () => performance.now() - started > frameBudgetMs;
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
      port.write(conversationId, thread);
      port.applied(conversationId, before, thread);
      if (spent()) break;
    }
    for (const [conversationId, ending] of endings)
      if (!queued.has(conversationId)) {
        endings.delete(conversationId);
        ending();
      }
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
          const ending = () => {
            const thread = port.read(conversationId);
            if (thread && end.status !== 'ended') {
              const message = end.status === 'stopped' ? 'Stopped by the operator.' : end.failure.message;
              const failed = failRun(thread, message, port.now());
              port.write(conversationId, failed);
              port.applied(conversationId, thread, failed);
            } else if (thread) {
              // The run is over even when its last events were already applied: whoever shows it hears of it.
              port.write(conversationId, thread);
            }
            hooks.onEnd?.(end);
          };
          // A run ends after its last events are applied, in the next frame's flush: a hundred runs that end
          // together are applied and shown in one pass, not one each.
          endings.set(conversationId, ending);
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
