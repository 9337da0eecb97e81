import { expect, test } from '@playwright/test';
import { AgentsPage } from '../e2e/pages/agents-page.ts';
import { startAgUiFixtureServer } from '../e2e/servers/ag-ui-fixture-server.ts';
import { framesDuring, recordFrames } from './frame-recorder.ts';

const eventsPerSecond = 2_000;
const seconds = 10;

test(`remote run: ${eventsPerSecond.toLocaleString('en-US')} AG-UI events per second for ${seconds} s`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  await recordFrames(page);
  const server = await startAgUiFixtureServer({ scenario: { kind: 'flood', eventsPerSecond, seconds } });
  try {
    const agents = new AgentsPage(page);
    await agents.connect(server.url, 'flood');
    await agents.startThread('flood', 'Stream.');
    await agents.console.showDecisions();
    await expect(agents.threadPanel).toContainText('Run finished', { timeout: 120_000 });
    // The baseline: the same console, idle, in the same browser.
    const idle = await framesDuring(page, () => page.waitForTimeout(3_000));

    await agents.console.goTo('Agents');
    let streamed = { elapsedMs: 0, frames: 0, p95Ms: Number.NaN };
    streamed = await framesDuring(page, async () => {
      await agents.startThread('flood', 'Stream again.');
      await agents.console.showDecisions();
      await expect(agents.threadPanel).toContainText('Run finished', { timeout: 120_000 });
    });
    const applied = Number((await page.getByTestId('thread-event-count').innerText()).replace(/[^\d]/g, ''));
    const total = eventsPerSecond * seconds;
    expect(applied).toBeGreaterThanOrEqual(total);
    const appliedPerSecond = applied / (streamed.elapsedMs / 1000);
    console.log(
      [
        `Remote AG-UI run, ${total.toLocaleString('en-US')} events sent at ${eventsPerSecond.toLocaleString('en-US')}/s:`,
        `  events applied per second   ${Math.round(appliedPerSecond).toLocaleString('en-US')} (${(appliedPerSecond / eventsPerSecond).toFixed(2)}× the sending rate; ${applied.toLocaleString('en-US')} applied in ${(streamed.elapsedMs / 1000).toFixed(1)} s, start to finish)`,
        `  p95 frame while streaming   ${streamed.p95Ms.toFixed(1)} ms (${(streamed.p95Ms / idle.p95Ms).toFixed(2)}× the idle console's p95 of ${idle.p95Ms.toFixed(1)} ms; ${streamed.frames} frames)`,
      ].join('\n'),
    );
  } finally {
    await server.close();
  }
});
