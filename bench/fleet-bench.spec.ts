import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { FleetPage } from '../e2e/pages/fleet-page.ts';
import { startFleetAgentsServer } from './fleet-agents-server.ts';
import { profiled } from './cpu-profile.ts';
import { framesDuring, ratio, recordFrames } from './frame-recorder.ts';

interface FleetFigures {
  readonly connectMs: number;
  readonly keyP50Ms: number;
  readonly keyP95Ms: number;
  readonly frameP95Ms: number;
  readonly heapMb: number;
  readonly decisions: number;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** Records, in the page, the time from each Enter (the key that decides) to the review showing another call. */
async function recordKeyToReview(page: Page): Promise<void> {
  await page.evaluate(() => {
    const latencies: number[] = [];
    (window as unknown as { __keyToReview: number[] }).__keyToReview = latencies;
    const reviewed = () =>
      document.querySelector<HTMLElement>('[data-reviewed-call]')?.dataset['reviewedCall'] ?? undefined;
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter') return;
        const before = reviewed();
        const started = performance.now();
        const look = () => {
          const now = reviewed();
          const confirming = document.querySelector('[role="group"][aria-label="Confirm approval"]');
          if (now !== undefined && now !== before && !confirming) latencies.push(performance.now() - started);
          else if (document.querySelector('[data-queue-item]')) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      },
      { capture: true },
    );
  });
}

/** Waits, in the page at each frame, until the focus left the queue item named `from` (or the queue is empty). */
async function focusMovedOn(page: Page, from: string): Promise<void> {
  await page.waitForFunction(
    (before) => {
      if (!document.querySelector('[data-queue-item]')) return true;
      const active = document.activeElement;
      const label = active?.hasAttribute('data-queue-item') ? (active.getAttribute('aria-label') ?? '') : '';
      return label !== before;
    },
    from,
    { polling: 'raf', timeout: 0 },
  );
}

async function runFleet(page: Page, agents: number, calls: number): Promise<FleetFigures> {
  const server = await startFleetAgentsServer({ agents, calls });
  try {
    const fleet = new FleetPage(page);
    await fleet.console.open();
    const list = Array.from({ length: agents }, (_, n) => ({
      id: `agent_${n}`,
      name: `agent-${n}`,
      url: server.url(n),
      headerNames: [],
      rememberHeaders: false,
      createdAt: n,
    }));
    await page.evaluate((value) => localStorage.setItem('toolgate.agui.agents', value), JSON.stringify(list));
    await recordFrames(page);
    await fleet.console.open();
    const started = Date.now();
    await profiled(page, `connect ${agents} agents`, async () => {
      for (let n = 0; n < agents; n++) await fleet.startThread(`agent-${n}`, `Work ${n}.`);
      await fleet.open();
      await expect(page.getByRole('main')).toContainText(`${calls} calls wait for you`);
    });
    const connectMs = Date.now() - started;
    const streaming = await framesDuring(page, () => page.waitForTimeout(3_000));

    await fleet.console.goTo('Console');
    await fleet.console.showDecisions();
    await recordKeyToReview(page);
    const confirm = page
      .getByRole('dialog', { name: 'Confirm approval' })
      .or(page.getByRole('group', { name: 'Confirm approval' }));
    let decisions = 0;
    let direction: 'j' | 'k' = 'j';
    await profiled(page, `decisions ${agents} agents`, async () => {
      for (let step = 0; step < calls * 4 && (await fleet.queueItems.count()) > 0; step++) {
        const focused = await fleet.focusedQueueItem();
        if (focused === '' || /staged/.test(focused)) {
          // Past the last call still to decide, the operator walks back up with k.
          await page.keyboard.press(direction);
          if ((await fleet.focusedQueueItem()) === focused) direction = direction === 'j' ? 'k' : 'j';
          continue;
        }
        await page.keyboard.press('a');
        await expect(confirm).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(confirm).toBeHidden();
        decisions += 1;
        if (/ in AG-UI · /.test(focused)) await focusMovedOn(page, focused);
      }
    });
    await expect(fleet.queueItems).toHaveCount(0);
    await expect
      .poll(() => [...server.resumes().values()].reduce((sum, count) => sum + count, 0))
      .toBe(agents - server.streamers.size);
    expect([...server.resumes().values()].every((count) => count === 1)).toBe(true);
    const latencies = await page.evaluate(
      () => (window as unknown as { __keyToReview: number[] }).__keyToReview,
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return {
      connectMs,
      keyP50Ms: percentile(latencies, 0.5),
      keyP95Ms: percentile(latencies, 0.95),
      frameP95Ms: streaming.p95Ms,
      heapMb: heap.usedSize / 1024 / 1024,
      decisions,
    };
  } finally {
    await server.close();
  }
}

test('fleet: 100 AG-UI agents raising 1,000 calls against 10 agents raising 100', async ({ browser }) => {
  test.setTimeout(3_600_000);
  const measure = async (agents: number, calls: number) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      return await runFleet(page, agents, calls);
    } finally {
      await context.close();
    }
  };
  const base = await measure(10, 100);
  console.log(`10 agents, 100 calls: ${JSON.stringify(base)}`);
  // A run at another size (`TOOLGATE_FLEET_AGENTS=30`, ten calls an agent) finds where the time goes sooner.
  const agents = Number(process.env.TOOLGATE_FLEET_AGENTS ?? 100);
  const fleet = await measure(agents, agents * 10);
  const row = (label: string, value: (figures: FleetFigures) => number, unit: string) =>
    `  ${label.padEnd(38)} ${value(fleet).toFixed(1).padStart(8)} ${unit}  (${ratio(value(fleet), value(base))} the 10-agent ${value(base).toFixed(1)} ${unit})`;
  console.log(
    [
      `Fleet of ${agents} AG-UI agents (${(agents * 10).toLocaleString('en')} pending calls, ${Math.min(4, Math.floor(agents / 10))} agents streaming text) against 10 agents (100 calls):`,
      row('connect to Fleet screen complete', (figures) => figures.connectMs, 'ms'),
      row('decision key to next review, p50', (figures) => figures.keyP50Ms, 'ms'),
      row('decision key to next review, p95', (figures) => figures.keyP95Ms, 'ms'),
      row('frame while streaming, p95', (figures) => figures.frameP95Ms, 'ms'),
      row('JS heap after all decided', (figures) => figures.heapMb, 'MB'),
      `  decisions made by keyboard           ${fleet.decisions} (10 agents: ${base.decisions})`,
    ].join('\n'),
  );
});
