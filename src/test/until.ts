import { onTestFinished } from 'vitest';

const pollMs = 10;

/**
 * Waits until `condition` holds, polling. It keeps no clock of its own: a state that never comes fails the test
 * at the runner's own timeout (vite.config.ts), so a busy machine makes the wait longer, never red. The polling
 * stops once the test that started it has ended, so a test that timed out leaves nothing running in the worker.
 */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  let ended = false;
  try {
    onTestFinished(() => {
      ended = true;
    });
  } catch {
    // Outside a test (a hook): the hook's own timeout bounds the wait.
  }
  while (!(await condition())) {
    if (ended) throw new Error('The test ended before the condition held.');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
