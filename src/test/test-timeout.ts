/**
 * The one clock a unit test is bounded by: the runner's timeout. Waits inside tests (`until`, Testing Library's
 * `findBy…` and `waitFor`) use it too, so a busy machine makes a test slower, never red; only a state that never
 * comes fails. Four minutes is far past the slowest test on a loaded two-core machine.
 */
export const testTimeoutMs = 240_000;
