import { expect, test } from '@playwright/test';
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
