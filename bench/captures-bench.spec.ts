import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface LongTask {
  readonly start: number;
  readonly duration: number;
}

declare global {
  interface Window {
    __captureLongTasks?: LongTask[];
  }
}

const megabytes = 30;

// A 30 MB capture opened in Captures: the time from choosing the file until the assembled turn shows, and the
// page's main-thread long tasks meanwhile (the assembly runs in a worker). Figures, printed.
test(`Captures benchmark: a ${megabytes} MB capture`, async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    const tasks: LongTask[] = [];
    window.__captureLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const file = testInfo.outputPath('capture-30mb.sse');
  const delta = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'All good here. ' } }] })}\n\n`;
  const call = `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'call_big', function: { name: 'get_weather', arguments: '{"city":"Porto"}' } }] } }] })}\n\n`;
  const end = `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\ndata: [DONE]\n\n`;
  const body = delta.repeat(Math.ceil((megabytes * 1024 * 1024) / delta.length)) + call + end;
  writeFileSync(file, body);

  await page.goto('/?fixture=support');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Captures' }).click();
  const result = page.getByRole('region', { name: 'Assembled turn' });
  const start = await page.evaluate(() => performance.now());
  await page.getByLabel('Open file…').setInputFiles(file);
  await expect(result.getByRole('region', { name: 'Tool calls' })).toContainText('get_weather', {
    timeout: 170_000,
  });
  const shown = await page.evaluate(() => performance.now());
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const tasks = (await page.evaluate(() => window.__captureLongTasks ?? [])).filter(
    (task) => task.start >= start,
  );
  const durations = tasks.map((task) => Math.round(task.duration));
  const figures = {
    bytes: body.length,
    fileToTurnMs: Math.round(shown - start),
    megabytesPerSecond: Number((body.length / (1024 * 1024) / ((shown - start) / 1000)).toFixed(1)),
    longTasksMs: durations,
  };
  console.log(
    [
      `Captures benchmark, ${(body.length / (1024 * 1024)).toFixed(1)} MiB capture (assembled in a worker):`,
      `  file chosen → turn shown     ${figures.fileToTurnMs} ms (${figures.megabytesPerSecond} MiB/s)`,
      `  main-thread long tasks       ${durations.length}${durations.length > 0 ? ` (longest ${Math.max(...durations)} ms)` : ''}`,
    ].join('\n'),
  );
  await testInfo.attach('captures-bench.json', {
    body: JSON.stringify(figures, null, 2),
    contentType: 'application/json',
  });
});
