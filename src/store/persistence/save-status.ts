/**
 * Whether what the operator sees is stored: `failing` names what could not be stored and why, and says when the
 * next attempt is.
 */
export type SaveStatus =
  | { readonly status: 'saved' }
  | {
      readonly status: 'failing';
      /** What could not be stored, as the alert names it: "the conversation “Refunds”". */
      readonly what: string;
      readonly error: string;
      readonly attempts: number;
      readonly retryAt: number;
    };

/** Nothing failing. */
export const savedStatus: SaveStatus = { status: 'saved' };

/** Waits before each further attempt after a failed save; the last one repeats. */
export const defaultRetryDelaysMs: readonly number[] = [1000, 2000, 5000, 10_000, 30_000];

/** The wait before the next attempt after `failures` failed ones in a row. */
export function retryDelay(failures: number, delaysMs: readonly number[] = defaultRetryDelaysMs): number {
  return delaysMs[Math.min(failures - 1, delaysMs.length - 1)] ?? 1000;
}

/** An error as the alert shows it: its name and message. */
export function describeSaveError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Reports failed and successful writes, and schedules the next attempt after a failure. */
export interface SaveRetry {
  /**
   * A write of `what` failed: report it at once and try again after the backoff. `key` names the kind of write
   * (what it is by default), which its next success names to clear it.
   */
  readonly failed: (what: string, error: unknown, key?: string) => void;
  /**
   * A write of the kind `key` worked (of everything, when no key is named): once every kind of write that failed
   * has worked since, the alert clears. A write of something else working says nothing of the one that failed.
   */
  readonly succeeded: (key?: string) => void;
  /** No more attempts. */
  readonly stop: () => void;
}

/**
 * The retry loop a persistence shares: each failure in a row waits longer (`retryDelaysMs`) before calling
 * `retry`, and reports a `failing` status naming what was not stored; `saved` once what failed was written.
 */
export function createSaveRetry({
  retry,
  retryDelaysMs = defaultRetryDelaysMs,
  now = Date.now,
  onStatus,
}: {
  readonly retry: () => void;
  readonly retryDelaysMs?: readonly number[];
  readonly now?: () => number;
  readonly onStatus?: (status: SaveStatus) => void;
}): SaveRetry {
  let failures = 0;
  // What failed and has not been written since: the alert stays until this is empty.
  const failing = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return {
    failed(what, error, key = what) {
      failures += 1;
      failing.add(key);
      const wait = retryDelay(failures, retryDelaysMs);
      onStatus?.({
        status: 'failing',
        what,
        error: describeSaveError(error),
        attempts: failures,
        retryAt: now() + wait,
      });
      clear();
      if (!stopped) timer = setTimeout(retry, wait);
    },
    succeeded(key) {
      if (key === undefined) failing.clear();
      else failing.delete(key);
      if (failures === 0 || failing.size > 0) return;
      failures = 0;
      clear();
      onStatus?.(savedStatus);
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}
