/** How often the inbox asks the deployment while it answers. */
export const inboxPollMs = 5_000;
/** The longest wait between attempts while it does not. */
export const inboxPollMaxMs = 60_000;

/**
 * The wait before the next refresh of the inbox: every 5 s while the deployment answers; after failures, twice
 * as long each time, up to a minute, so a deployment that is down is not hammered by every open console.
 */
export function inboxPollDelay(consecutiveFailures: number): number {
  if (consecutiveFailures <= 0) return inboxPollMs;
  return Math.min(inboxPollMaxMs, inboxPollMs * 2 ** Math.min(consecutiveFailures, 8));
}
