/**
 * How a streamed turn shares the main thread with the UI: events are applied to the conversation at most once
 * per frame, and reading stops every few milliseconds to let the page paint and take input. A stream that
 * arrives faster than it can be shown (a local server, a 100 MB answer) then never freezes the console.
 */
export interface StreamPacing {
  /** Calls `commit` soon, at the next frame when there is one; returns a cancel function. */
  scheduleCommit(commit: () => void): () => void;
  /** Resolves in a later task, after the browser had its chance to paint and handle input. */
  yieldToUi(): Promise<void>;
  /** Milliseconds of reading between two yields. */
  readonly sliceMs: number;
  readonly clock: () => number;
}

/** Longest a commit waits for a frame: a hidden tab gets none, and its conversation must still be saved. */
const commitFallbackMs = 100;

let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

// A message posts a task without the 4 ms floor of nested timers and without the throttling of timers in a
// hidden tab, so a yield costs almost nothing.
function postTask(resume: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(resume, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // In Node (tests, the command line) an open port would keep the process alive.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  waiting.push(resume);
  channel.port2.postMessage(null);
}

/**
 * The pacing the app uses: commits on animation frames (on the next task where there are none), yields through a
 * message channel every 8 ms.
 */
export const browserStreamPacing: StreamPacing = {
  scheduleCommit(commit) {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      commit();
    };
    if (typeof requestAnimationFrame !== 'function') {
      postTask(run);
      return () => (done = true);
    }
    const timer = setTimeout(run, commitFallbackMs);
    const frame = requestAnimationFrame(run);
    return () => {
      done = true;
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  },
  yieldToUi: () => new Promise((resolve) => postTask(resolve)),
  sliceMs: 8,
  clock: () => performance.now(),
};
