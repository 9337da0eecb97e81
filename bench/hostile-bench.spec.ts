import { expect, test, type Page } from '@playwright/test';
import { AgentsPage } from '../e2e/pages/agents-page.ts';
import type { HostileScenario } from '../e2e/servers/hostile-ag-ui-server.ts';
import { startHostileAgUiServer } from '../e2e/servers/hostile-ag-ui-server.ts';
import { profiled } from './cpu-profile.ts';
import { framesDuring, ratio, recordFrames } from './frame-recorder.ts';

declare global {
  interface Window {
    __hostileLongTasks?: { recording: boolean; longestMs: number };
  }
}

/** Records the longest main-thread task (the Long Tasks API: 50 ms and more) while recording. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks = { recording: false, longestMs: 0 };
    window.__hostileLongTasks = tasks;
    new PerformanceObserver((list) => {
      if (!tasks.recording) return;
      for (const entry of list.getEntries()) tasks.longestMs = Math.max(tasks.longestMs, entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

/** The frames drawn and the longest task while `work` runs. */
async function measure(page: Page, work: () => Promise<void>) {
  await page.evaluate(() => {
    window.__hostileLongTasks!.longestMs = 0;
    window.__hostileLongTasks!.recording = true;
  });
  const frames = await framesDuring(page, work);
  // A task still running when the work ends is reported once it ends.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  const longestTaskMs = await page.evaluate(() => {
    window.__hostileLongTasks!.recording = false;
    return window.__hostileLongTasks!.longestMs;
  });
  return { ...frames, longestTaskMs };
}

interface Input {
  readonly label: string;
  readonly scenario: HostileScenario;
  /** What the console shows once it has taken the input. */
  readonly taken: (agents: AgentsPage) => Promise<void>;
}

/** The open thread's waiting call (the threads before it are listed too, under other conversations). */
const openThreadCall = (agents: AgentsPage) =>
  agents.console.pendingCalls
    .getByRole('list', { name: 'Waiting calls, oldest first' })
    .getByRole('button', { name: /^update_record\b/ });

const streamSeconds = 20;
/** A benchmark reports how long the console took; it fails only when an input is never taken. */
const takenWithinMs = 300_000;

const inputs: readonly Input[] = [
  {
    label: 'response schema nested 3,000 levels',
    scenario: { kind: 'deep-schema', levels: 3_000 },
    taken: (agents) => expect(openThreadCall(agents)).toBeVisible({ timeout: takenWithinMs }),
  },
  {
    label: 'response schema of 20,000 properties',
    scenario: { kind: 'huge-schema', properties: 20_000 },
    taken: (agents) => expect(openThreadCall(agents)).toBeVisible({ timeout: takenWithinMs }),
  },
  {
    label: `endless text, ${streamSeconds} s at 2,500 events/s`,
    scenario: { kind: 'endless-text', eventsPerSecond: 2_500 },
    taken: async (agents) => {
      await agents.page.waitForTimeout(streamSeconds * 1000);
      await agents.page.getByRole('button', { name: 'Stop', exact: true }).click();
      await expect(agents.threadPanel.getByRole('alert')).toContainText('Stopped by the operator', {
        timeout: takenWithinMs,
      });
    },
  },
  {
    label: '10,000 calls in one run',
    scenario: { kind: 'many-calls', calls: 10_000 },
    taken: (agents) =>
      expect(agents.console.pendingCalls.getByRole('listitem').first()).toHaveAttribute(
        'aria-setsize',
        '10000',
        { timeout: takenWithinMs },
      ),
  },
];

test('hostile remote input: the longest main-thread task and p95 frame of each, against the idle console', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await recordFrames(page);
  await recordLongTasks(page);
  const agents = new AgentsPage(page);
  await agents.console.open();
  // The baseline is the console at rest: the demo waiting on its call, the first load over.
  await agents.console.demoSettled();
  await agents.console.showDecisions();
  await page.waitForTimeout(3_000);
  const idle = await measure(page, () => page.waitForTimeout(3_000));
  const lines: string[] = [];
  for (const [index, input] of inputs.entries()) {
    const server = await startHostileAgUiServer(input.scenario);
    try {
      const name = `hostile-${index}`;
      await agents.connect(server.url, name);
      const taken = await profiled(page, input.label, () =>
        measure(page, async () => {
          await agents.startThread(name, 'Go.');
          await agents.console.showDecisions();
          await input.taken(agents);
        }),
      );
      const longest =
        taken.longestTaskMs === 0
          ? 'no task over 50 ms'.padEnd(58)
          : `longest task ${taken.longestTaskMs.toFixed(0).padStart(5)} ms (${ratio(taken.longestTaskMs, idle.longestMs)} the idle console's longest frame)`;
      lines.push(
        `  ${input.label.padEnd(40)} ${longest}   p95 frame ${taken.p95Ms.toFixed(1).padStart(6)} ms (${ratio(taken.p95Ms, idle.p95Ms)} idle), taken in ${(taken.elapsedMs / 1000).toFixed(1)} s`,
      );
    } finally {
      await server.close();
    }
  }
  console.log(
    [
      `Hostile remote input (idle console: p95 frame ${idle.p95Ms.toFixed(1)} ms, longest frame ${idle.longestMs.toFixed(1)} ms, ${idle.longestTaskMs === 0 ? 'no task over 50 ms' : `longest task ${idle.longestTaskMs.toFixed(0)} ms`}):`,
      ...lines,
    ].join('\n'),
  );
});
