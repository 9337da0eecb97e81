import { expect, test, type Browser, type Page } from '@playwright/test';
import { TeamInboxPage } from '../e2e/pages/team-inbox-page.ts';
import { interruptedThreads, serveDeployment } from '../e2e/support/langgraph-fixture-routes.ts';

declare global {
  interface Window {
    __inbox?: { served: number[]; onScreen?: number; deltas: number[] };
  }
}

// Nothing listens here: every request is answered by the page's routes.
const deployment = 'http://127.0.0.1:9';

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Marks, in page time, each `threads.search` answer and the first frame the inbox list holds a thread. */
async function watchInbox(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks: NonNullable<Window['__inbox']> = { served: [], deltas: [] };
    window.__inbox = marks;
    const fetchFirst = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await fetchFirst(...args);
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (url.endsWith('/threads/search')) marks.served.push(performance.now());
      return response;
    };
    const watch = () => {
      if (document.querySelector('ul[aria-label="Interrupted threads"] article')) {
        marks.onScreen = performance.now();
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

/** Scrolls the inbox list from top to bottom, `step` px per frame, for `frames` frames; the frames' lengths. */
function scrollFrames(page: Page, step: number, frames: number): Promise<number[]> {
  return page.evaluate(
    ({ step, frames }) =>
      new Promise<number[]>((resolve) => {
        const list = document.querySelector<HTMLElement>('[data-inbox-scroll]')!;
        list.scrollTop = 0;
        const deltas: number[] = [];
        let last = performance.now();
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          if (deltas.length >= frames) {
            resolve(deltas.slice(1));
            return;
          }
          list.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { step, frames },
  );
}

/** Frame lengths while the inbox sits open for `ms` (its 5 s refresh falls inside). */
function idleFrames(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(
    (ms) =>
      new Promise<number[]>((resolve) => {
        const deltas: number[] = [];
        const end = performance.now() + ms;
        let last = performance.now();
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          if (now >= end) resolve(deltas.slice(1));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

interface InboxRun {
  readonly count: number;
  readonly servedToScreenMs: number;
  readonly openToScreenMs: number;
  readonly pages: number;
  readonly mounted: number;
  readonly scrollP95Ms: number;
  readonly scrollFrames: number;
  readonly idleP95Ms: number;
  readonly idleMaxMs: number;
}

async function measure(browser: Browser, count: number, scrollFrameCount: number): Promise<InboxRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await watchInbox(page);
    const threads = interruptedThreads(count);
    const served = await serveDeployment(page, deployment, threads);
    const inbox = new TeamInboxPage(page);
    await page.goto('/?pace=instant');
    await inbox.connect(deployment, { operator: 'Bench' });
    await expect(inbox.connectionStatus).toContainText('3 assistants');
    const openedAt = await page.evaluate(() => performance.now());
    await inbox.open();
    await expect(page.getByText(`${count} waiting.`)).toBeVisible();
    const marks = await page.evaluate(() => window.__inbox!);
    const lastServed = marks.served.at(-1)!;
    const mounted = await inbox.items.count();

    const scroll = await scrollFrames(page, 120, scrollFrameCount);
    // Every thread is reachable: the last one is in the list once it is scrolled to.
    await expect(inbox.item(threads.at(-1)!.thread_id)).toBeVisible();
    const idle = await idleFrames(page, 6_000);
    return {
      count,
      servedToScreenMs: marks.onScreen! - lastServed,
      openToScreenMs: marks.onScreen! - openedAt,
      pages: served.searches(),
      mounted,
      scrollP95Ms: percentile(scroll, 95),
      scrollFrames: scroll.length,
      idleP95Ms: percentile(idle, 95),
      idleMaxMs: Math.max(...idle),
    };
  } finally {
    await context.close();
  }
}

test('inbox benchmark: 1,000 interrupted threads against 10', async ({ browser }) => {
  test.setTimeout(300_000);
  const rowHeight = 76;
  // Enough frames at 120 px each to go from the top of 1,000 rows to the bottom; the baseline runs as many.
  const frames = Math.ceil((1_000 * rowHeight) / 120) + 10;
  const baseline = await measure(browser, 10, frames);
  const large = await measure(browser, 1_000, frames);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  const line = (run: InboxRun) =>
    `${run.count.toLocaleString('en-US').padStart(5)} threads: list on screen ${run.servedToScreenMs.toFixed(0)} ms after the last page was served (${run.openToScreenMs.toFixed(0)} ms after opening, ${run.pages} pages read), ${run.mounted} rows mounted; scroll p95 ${run.scrollP95Ms.toFixed(1)} ms over ${run.scrollFrames} frames; idle with refresh p95 ${run.idleP95Ms.toFixed(1)} ms, longest ${run.idleMaxMs.toFixed(1)} ms`;
  console.log(
    [
      'Team inbox:',
      `  ${line(baseline)}`,
      `  ${line(large)}`,
      `  ratios 1,000 / 10: served→screen ${ratio(large.servedToScreenMs, baseline.servedToScreenMs)}, open→screen ${ratio(large.openToScreenMs, baseline.openToScreenMs)}, scroll p95 ${ratio(large.scrollP95Ms, baseline.scrollP95Ms)}, idle p95 ${ratio(large.idleP95Ms, baseline.idleP95Ms)}`,
    ].join('\n'),
  );
  expect(large.mounted).toBeLessThan(100);
});
