/**
 * The one clock a journey is bounded by: Playwright's test timeout. Every wait for a state (`expect`,
 * `expect.poll`, the live demo reaching a step) has the same bound, so a busy 2-core machine makes a journey
 * slower, never red; only a state that never comes fails. Five minutes is far past the slowest journey there.
 */
export const journeyTimeoutMs = 300_000;

/**
 * How long a journey waits for the live demo to reach a step: as long as the journey itself may take. The demo
 * streams at a realistic pace, and on a busy machine its turns take several times longer than on an idle one.
 */
export const demoWait = journeyTimeoutMs;
