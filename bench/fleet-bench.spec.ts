import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { FleetPage } from '../e2e/pages/fleet-page.ts';
import { startFleetAgentsServer } from './fleet-agents-server.ts';
import { transportFloor } from './fleet-transport-floor.ts';
import { profiled } from './cpu-profile.ts';
import { decideBacklog, keyToReviewLatencies, recordKeyToReview } from './fleet-keyboard.ts';
import { framesDuring, ratio, recordFrames } from './frame-recorder.ts';

interface FleetFigures {
  readonly connectMs: number;
  readonly floorMs: number;
  readonly keyP50Ms: number;
  readonly keyP95Ms: number;
  readonly frameP95Ms: number;
  readonly heapMb: number;
  readonly decisions: number;
  readonly keysOneByOne: number;
  readonly keysByGroups: number;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * Serves `agents` agents raising `calls` calls and starts a thread with every one at once (the Agents screen's one
 * message to every agent): connect is timed from that click to the Fleet screen counting every call. Then it opens
 * one thread that asks in the console and decides the backlog by keyboard (`mode`). The figures of a `one-by-one` run are all measured; a `groups` run counts keys.
 */
async function runFleet(page: Page, agents: number, calls: number, mode: 'one-by-one' | 'groups') {
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
    // The demo conversation is settled first (its turn waits on the operator), so none of its streaming is timed
    // and its own waiting calls are known.
    await fleet.console.demoSettled();
    const demoCalls = await fleet.queueItems.count();
    await fleet.console.goTo('Agents');
    const everyAgent = page.getByRole('form', { name: 'Start a thread with every agent', exact: true });
    await everyAgent
      .getByLabel('First message to every agent', { exact: true })
      .fill('Work through your queue.');
    const start = everyAgent.getByRole('button', { name: /^Start \d+ threads$/ });
    await start.waitFor();
    const started = Date.now();
    await profiled(page, `connect ${agents} agents ${mode}`, async () => {
      await start.click();
      // Waited for in the page at each frame: role queries would spend the page's own thread on a DOM that
      // grows with the fleet, and count it as the console's.
      await page.waitForFunction(
        (calls) => {
          if (![...document.querySelectorAll('main h2')].some((heading) => heading.textContent === 'Fleet'))
            return false;
          const waiting = /([\d,]+) calls? waits? for you/.exec(
            document.querySelector('main')?.textContent ?? '',
          );
          return waiting !== null && Number(waiting[1]!.replaceAll(',', '')) === calls;
        },
        calls + demoCalls,
        { polling: 'raf', timeout: 0 },
      );
    });
    const connectMs = Date.now() - started;
    // A thread that asks takes the console from the demo conversation, whose own calls are not the backlog.
    await fleet.filter('Agent').selectOption({ label: 'agent-0' });
    await page.getByRole('button', { name: 'Open agent-0: Work through your queue. in the console' }).click();
    await fleet.open();
    const streaming = await framesDuring(page, () => page.waitForTimeout(3_000));

    await fleet.console.goTo('Console');
    await fleet.console.showDecisions();
    await recordKeyToReview(page);
    const decided = await profiled(page, `decisions ${agents} agents ${mode}`, () =>
      decideBacklog(page, fleet, mode, calls),
    );
    await expect(fleet.queueItems).toHaveCount(0);
    await expect
      .poll(() => [...server.resumes().values()].reduce((sum, count) => sum + count, 0))
      .toBe(agents - server.streamers.size);
    expect([...server.resumes().values()].every((count) => count === 1)).toBe(true);
    const latencies = await keyToReviewLatencies(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return {
      connectMs,
      keyP50Ms: percentile(latencies, 0.5),
      keyP95Ms: percentile(latencies, 0.95),
      frameP95Ms: streaming.p95Ms,
      heapMb: heap.usedSize / 1024 / 1024,
      decided,
    };
  } finally {
    await server.close();
  }
}

/** Both runs at one size, each in a fresh browser context: one call at a time (measured), then by groups. */
async function measure(browser: Browser, agents: number, calls: number): Promise<FleetFigures> {
  const inContext = async <T>(work: (page: Page) => Promise<T>) => {
    const context = await browser.newContext();
    try {
      return await work(await context.newPage());
    } finally {
      await context.close();
    }
  };
  const floorMs = await transportFloor(browser, agents, calls);
  const single = await inContext((page) => runFleet(page, agents, calls, 'one-by-one'));
  const grouped = await inContext((page) => runFleet(page, agents, calls, 'groups'));
  const { decided, ...figures } = single;
  return {
    ...figures,
    floorMs,
    decisions: decided.approvals,
    keysOneByOne: decided.keys,
    keysByGroups: grouped.decided.keys,
  };
}

test('fleet: 100 AG-UI agents raising 1,000 calls against 10 agents raising 100', async ({ browser }) => {
  const base = await measure(browser, 10, 100);
  console.log(`10 agents, 100 calls: ${JSON.stringify(base)}`);
  // A run at another size (`TOOLGATE_FLEET_AGENTS=30`, ten calls an agent) finds where the time goes sooner.
  const agents = Number(process.env.TOOLGATE_FLEET_AGENTS ?? 100);
  const fleet = await measure(browser, agents, agents * 10);
  console.log(`${agents} agents, ${agents * 10} calls: ${JSON.stringify(fleet)}`);
  const row = (label: string, value: (figures: FleetFigures) => number, unit: string) =>
    `  ${label.padEnd(42)} ${value(fleet).toFixed(1).padStart(8)} ${unit}  (${ratio(value(fleet), value(base))} the 10-agent ${value(base).toFixed(1)} ${unit})`;
  console.log(
    [
      `Fleet of ${agents} AG-UI agents (${(agents * 10).toLocaleString('en')} pending calls, ${Math.floor(agents / 10)} agents streaming text, each agent at its own origin) against 10 agents (100 calls, 1 streaming):`,
      row('connect to Fleet screen complete', (figures) => figures.connectMs, 'ms'),
      row('  the same runs fetched bare (transport)', (figures) => figures.floorMs, 'ms'),
      row('  connect beyond the transport', (figures) => figures.connectMs - figures.floorMs, 'ms'),
      row('decision key to next review, p50', (figures) => figures.keyP50Ms, 'ms'),
      row('decision key to next review, p95', (figures) => figures.keyP95Ms, 'ms'),
      row('frame while streaming, p95', (figures) => figures.frameP95Ms, 'ms'),
      row('JS heap after all decided', (figures) => figures.heapMb, 'MB'),
      row('keys for the backlog, one call at a time', (figures) => figures.keysOneByOne, 'keys'),
      row('keys for the backlog, by groups', (figures) => figures.keysByGroups, 'keys'),
      `  grouping saves ${ratio(fleet.keysOneByOne, fleet.keysByGroups)} the keys at ${agents} agents, ${ratio(base.keysOneByOne, base.keysByGroups)} at 10`,
    ].join('\n'),
  );
});
