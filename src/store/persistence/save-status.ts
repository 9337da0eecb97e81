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
