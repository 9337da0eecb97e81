/**
 * How long a journey waits for the live demo to reach a step. The demo streams at a realistic pace, and on a
 * busy 2-core machine its turns take several times longer than on an idle one; a wait is a condition, so a
 * generous bound costs nothing when the machine is fast.
 */
export const demoWait = 120_000;
