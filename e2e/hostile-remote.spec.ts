import { expect, test, type Page } from '@playwright/test';
import { AgentsPage } from './pages/agents-page.ts';
import { startHostileAgUiServer } from './servers/hostile-ag-ui-server.ts';
import { storedCallStatus } from './support/stored-conversation.ts';

type Server = Awaited<ReturnType<typeof startHostileAgUiServer>>;
let server: Server | undefined;
test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('a response schema nested 3,000 levels leaves the call read-only, saved, and there after a reload', async ({
  page,
}, testInfo) => {
  server = await startHostileAgUiServer({ kind: 'deep-schema', levels: 3_000 });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'deep');
  await agents.startThread('deep', 'Update record 17.');
  const console = agents.console;
  await console.showDecisions();
  await console.openPending('update_record');
  await expect(console.review).toContainText('nests deeper than');
  await expect(console.argument('note')).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: /not stored|Save now/ })).toHaveCount(0);
  await expect.poll(() => storedCallStatus(page, 'update_record')).toBe('pending');
  await console.screenshot(testInfo, 'deep-schema');

  await page.reload();
  await console.showDecisions();
  await console.openPending('update_record');
  await expect(agents.agentRequest).toContainText('Update this record?');
  await expect(console.review).toContainText('nests deeper than');
  // Nothing can build a form from that schema, so the operator writes the answer the agent receives.
  const answer = console.review.getByRole('group', { name: 'Answer with JSON' });
  await answer.getByLabel('Answer as JSON').fill('{"approved": false, "reason": "too deep to review"}');
  await answer.getByRole('button', { name: 'Send this answer' }).click();
  await expect(console.timelineCard('update_record', 'executed')).toContainText('too deep to review');
  await expect.poll(() => server!.resumes.length).toBe(1);
  expect(server.resumes).toEqual([
    [
      {
        interruptId: 'int_hostile',
        status: 'resolved',
        payload: { approved: false, reason: 'too deep to review' },
      },
    ],
  ]);
});

test('a response schema of 20,000 properties with patterns leaves the page answering, and the call read-only', async ({
  page,
}, testInfo) => {
  server = await startHostileAgUiServer({ kind: 'huge-schema', properties: 20_000 });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'huge');
  await agents.startThread('huge', 'Update record 17.');
  const console = agents.console;
  await console.showDecisions();
  // The interrupt has arrived once its call waits; the page then takes a click and opens it.
  await console.openPending('update_record');
  await expect(console.review).toContainText('more than 2,000 properties');
  await expect(console.argument('note')).toBeDisabled();
  await console.screenshot(testInfo, 'huge-schema');
  await console.declineOpenCall('too big to review');
  await expect(console.timelineCard('update_record', 'declined')).toBeVisible();
  await expect.poll(() => server!.resumes.length).toBe(1);
  expect(server.resumes).toEqual([
    [
      {
        interruptId: 'int_hostile',
        status: 'resolved',
        payload: { approved: false, reason: 'too big to review' },
      },
    ],
  ]);
});

/** The page's JavaScript heap after a full garbage collection, in bytes. */
async function heapAfterCollection(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  await session.detach();
  return page.evaluate(
    () => (performance as Performance & { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
  );
}

const heapCeilingBytes = 100 * 1024 * 1024;

test('an endless stream is absorbed: after a minute at 2,500 events a second the heap stays under 100 MB, the run is stopped at its limit, and Stop ends the next', async ({
  page,
}, testInfo) => {
  const eventsPerSecond = 2_500;
  server = await startHostileAgUiServer({ kind: 'endless-text', eventsPerSecond });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'endless');
  await agents.startThread('endless', 'Talk.');
  const console = agents.console;
  await console.showDecisions();
  // A minute of streaming: the server has sent a minute's worth of events.
  await expect.poll(() => server!.eventsSent()).toBeGreaterThan(60 * eventsPerSecond);
  const heap = await heapAfterCollection(page);
  testInfo.annotations.push({
    type: 'heap',
    description: `${(heap / 1024 / 1024).toFixed(1)} MB after ${server.eventsSent().toLocaleString('en-US')} events sent`,
  });
  expect(heap).toBeLessThan(heapCeilingBytes);
  // The text is held by its newest part, the oldest dropped and said so.
  await expect(console.timeline).toContainText('earlier characters dropped');
  // Past its event limit the run is stopped, with the reason, and its stream closed.
  await expect(agents.threadPanel.getByRole('alert')).toContainText('the run sent more than 200,000 events');
  await expect.poll(() => server!.streaming()).toBe(false);
  await console.screenshot(testInfo, 'endless-stream');

  await page.getByLabel('Message to the agent').fill('Again.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => server!.streaming()).toBe(true);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(agents.threadPanel.getByRole('alert')).toContainText('Stopped by the operator');
  await expect.poll(() => server!.streaming()).toBe(false);
});

test('a run that asks about 10,000 alike calls lists them as one group in the queue, mounts a page of its rows, and the first opens', async ({
  page,
}, testInfo) => {
  server = await startHostileAgUiServer({ kind: 'many-calls', calls: 10_000 });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'many');
  await agents.startThread('many', 'Update every record.');
  const console = agents.console;
  await console.showDecisions();
  await expect(console.pendingCalls.getByRole('heading', { name: 'Pending calls' })).toBeVisible();
  await expect(console.pendingCalls).toContainText('10000');
  const group = console.pendingCalls.getByRole('region', { name: /10000 alike calls$/ });
  const rows = group.getByRole('button', { name: /in a group of 10000/ });
  await expect(rows.first()).toBeVisible();
  // The table mounts a page of rows, and offers the rest a page at a time.
  expect(await rows.count()).toBeLessThan(100);
  await expect(group.getByRole('button', { name: /^Show 50 more \(99\d\d not shown\)$/ })).toBeVisible();
  await rows.first().click();
  await expect(console.reviewCard('update_record', 'pending')).toBeVisible();
  await expect(console.review).toContainText('update_record(0)');
  // j moves through the group's rows one call at a time.
  for (let step = 0; step < 30; step += 1) await page.keyboard.press('j');
  await expect(page.locator(':focus')).toHaveAttribute('data-call-id', 'call_29');
  await console.screenshot(testInfo, 'ten-thousand-calls');
});
