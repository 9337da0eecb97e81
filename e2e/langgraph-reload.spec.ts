import { Client } from '@langchain/langgraph-sdk';
import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { TeamInboxPage } from './pages/team-inbox-page.ts';
import { startLangGraphServer, type LangGraphServer } from './support/langgraph-server.ts';
import { emailCall, seedInterruptedThread } from './support/langgraph-threads.ts';

let server: LangGraphServer;

test.beforeAll(async () => {
  server = await startLangGraphServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a reload right after an approval sends nothing twice', async ({ page }) => {
  const sdk = new Client({ apiUrl: server.url });
  const seeded = await seedInterruptedThread(sdk, 'middleware', [emailCall(7)]);
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await inbox.connectAndReview(server.url, seeded.threadId);
  await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
  await console.approveUnknownTier();
  await page.reload();

  // The reload may come before the decision left the tab: then the call waits again, and deciding again sends it.
  const pendingAgain = console.reviewCard('send_email', 'pending');
  await expect
    .poll(async () => (await server.executed()).length > 0 || (await pendingAgain.isVisible()), {})
    .toBe(true);
  if ((await server.executed()).length === 0) await console.approveUnknownTier();
  await expect.poll(() => server.executed()).toHaveLength(1);
  await expect.poll(async () => (await sdk.threads.get(seeded.threadId)).status).toBe('idle');
  // The reloaded page reads the thread before resending: once the run is over, another reload sends nothing.
  await page.reload();
  await inbox.open();
  await expect(inbox.items).toHaveCount(0);
  expect(await server.executed()).toEqual([
    { threadId: seeded.threadId, name: 'send_email', args: emailCall(7).args },
  ]);
});

test('an approval whose run a reload cut off is logged when made, then with its outcome once known', async ({
  page,
}) => {
  const sdk = new Client({ apiUrl: server.url });
  const seeded = await seedInterruptedThread(sdk, 'middleware', [emailCall(31)]);
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await inbox.connectAndReview(server.url, seeded.threadId);
  await console.argument('subject').fill('Cut off by a reload');
  await console.approveUnknownTier();
  await expect(inbox.threadPanel.getByRole('status')).toContainText('Decision sent');
  // The tab goes away while it follows the run.
  await page.reload();
  await expect(inbox.threadPanel).toContainText(seeded.threadId);
  await expect
    .poll(async () => (await server.executed()).filter((call) => call.threadId === seeded.threadId))
    .toHaveLength(1);
  const audit = new AuditPage(page);
  await audit.open();
  const entry = audit.entries('send_email', 'Cut off by a reload');
  await expect(entry).toHaveCount(1);
  // The log refreshes while shown: the outcome comes once the reopened thread shows it.
  await expect(entry).toContainText('executed');
  await expect(entry).not.toContainText('running');
});

test('a reload opens again the thread that was open, with what became of the decision', async ({ page }) => {
  const sdk = new Client({ apiUrl: server.url });
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await page.goto('/');
  await inbox.connect(server.url, { operator: 'Ana' });

  const sent = await seedInterruptedThread(sdk, 'middleware', [emailCall(21)]);
  await inbox.open();
  await inbox.review(sent.threadId);
  await console.approveUnknownTier();
  await expect(inbox.threadPanel).toContainText('Decision sent');
  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  await page.reload();
  await expect(inbox.threadPanel).toContainText(sent.threadId);
  await expect(inbox.threadPanel.getByRole('status')).toContainText('Decision sent');
  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();

  // Another operator answers first: this tab's approval is refused, and a reload still says so.
  const raced = await seedInterruptedThread(sdk, 'inbox', [emailCall(22)]);
  await inbox.open();
  await inbox.review(raced.threadId);
  await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
  await sdk.runs.wait(raced.threadId, 'inbox', { command: { resume: [{ type: 'accept', args: null }] } });
  await console.approveUnknownTier();
  await expect(inbox.threadPanel.getByRole('status')).toContainText('Decided elsewhere');
  await page.reload();
  await expect(inbox.threadPanel).toContainText(raced.threadId);
  await expect(inbox.threadPanel.getByRole('status')).toContainText('Decided elsewhere');
  await expect(console.timeline).toContainText('send_email');
  const ran = (await server.executed()).filter((call) => call.threadId === raced.threadId);
  expect(ran).toEqual([{ threadId: raced.threadId, name: 'send_email', args: emailCall(22).args }]);
});

test('a thread that cannot be read after a reload is named, the inbox shown, and its draft kept', async ({
  page,
}) => {
  const sdk = new Client({ apiUrl: server.url });
  const seeded = await seedInterruptedThread(sdk, 'middleware', [emailCall(23)]);
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await inbox.connectAndReview(server.url, seeded.threadId);
  await console.argument('subject').fill('Kept through an outage');
  await expect.poll(() => console.storedDraftsContain('Kept through an outage')).toBe(true);

  await page.route(`${server.url}/**`, (route) => route.abort('connectionrefused'));
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'could not be opened again after the reload' });
  await expect(notice).toContainText(seeded.threadId.slice(-8));
  await expect(notice).toContainText('Its drafts are kept');
  await expect(page.getByRole('heading', { name: 'Team inbox' })).toBeVisible();

  await page.unroute(`${server.url}/**`);
  await inbox.refresh();
  await inbox.review(seeded.threadId);
  await expect(console.argument('subject')).toHaveValue('Kept through an outage');
  await expect(notice).toHaveCount(0);
  expect((await server.executed()).filter((call) => call.threadId === seeded.threadId)).toEqual([]);
});
