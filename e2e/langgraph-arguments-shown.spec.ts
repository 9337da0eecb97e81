import { Client } from '@langchain/langgraph-sdk';
import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { TeamInboxPage } from './pages/team-inbox-page.ts';
import { startLangGraphServer, type LangGraphServer } from './support/langgraph-server.ts';
import { emailCall, fileCall, scriptedInput, seedInterruptedThread } from './support/langgraph-threads.ts';

let server: LangGraphServer;

test.beforeAll(async () => {
  server = await startLangGraphServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Checks that the executed send_email of the open thread shows `edited` as its body, never `proposed`. */
async function showsEditedBody(console: ConsolePage, edited: string, proposed: string): Promise<void> {
  const card = console.timelineCard('send_email', 'executed');
  await expect(card).toContainText(edited);
  await expect(card).not.toContainText(proposed);
  await console.openFromTimeline('send_email', 'executed');
  const done = console.reviewCard('send_email', 'executed');
  await expect(done.getByRole('region', { name: 'Approved arguments' })).toContainText(edited);
  await expect(done.getByRole('region', { name: 'Approved arguments' })).not.toContainText(proposed);
  await expect(done).toContainText('edited: body');
}

test('an edited Agent Inbox approval shows the arguments that ran, after the run and when the thread is opened again', async ({
  page,
}, testInfo) => {
  const sdk = new Client({ apiUrl: server.url });
  const seeded = await seedInterruptedThread(sdk, 'inbox', [emailCall(31)]);
  const proposed = String(emailCall(31).args.body);
  const edited = 'Left the warehouse today.';
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await inbox.connectAndReview(server.url, seeded.threadId);
  await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
  await console.argument('body').fill(edited);
  await console.approveUnknownTier();

  const ran = async () => (await server.executed()).filter((call) => call.threadId === seeded.threadId);
  await expect
    .poll(ran)
    .toEqual([
      { threadId: seeded.threadId, name: 'send_email', args: { ...emailCall(31).args, body: edited } },
    ]);
  await showsEditedBody(console, edited, proposed);
  await console.screenshot(testInfo, 'edited-approval-shown');

  // The thread goes on with a new request and waits again: opened again from the inbox.
  await expect.poll(async () => (await sdk.threads.get(seeded.threadId)).status).toBe('idle');
  await sdk.runs.wait(seeded.threadId, 'inbox', { input: scriptedInput([fileCall(32)]) });
  await inbox.open();
  await inbox.review(seeded.threadId);
  await expect(console.timelineCard('write_file', 'pending')).toBeVisible();
  await showsEditedBody(console, edited, proposed);

  // And opened again by a reload.
  await page.reload();
  await expect(inbox.threadPanel).toContainText(seeded.threadId);
  await showsEditedBody(console, edited, proposed);

  const audit = new AuditPage(page);
  await audit.open();
  await expect(audit.entries('send_email', 'approved')).toContainText(`body "${proposed}" → "${edited}"`);
});

test('an Agent Inbox HumanInterrupt raised as one object is reviewed as its call, and nothing is recorded as declined', async ({
  page,
}, testInfo) => {
  const sdk = new Client({ apiUrl: server.url });
  const seeded = await seedInterruptedThread(sdk, 'inbox-object', [emailCall(41)]);
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await page.goto('/');
  await inbox.connect(server.url, { operator: 'Ana' });
  await inbox.open();
  await expect(inbox.item(seeded.threadId)).toContainText('Agent Inbox');
  await inbox.review(seeded.threadId);

  await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
  await expect(console.page.getByText('answer_interrupt')).toHaveCount(0);
  await expect(console.argument('subject')).toHaveValue(String(emailCall(41).args.subject));
  await expect(console.timeline).not.toContainText('declined');
  await console.screenshot(testInfo, 'single-object-review');

  await console.argument('subject').fill('Order 1041 is on its way');
  await console.approveUnknownTier();
  await expect
    .poll(() => server.executed())
    .toContainEqual({
      threadId: seeded.threadId,
      name: 'send_email',
      args: { ...emailCall(41).args, subject: 'Order 1041 is on its way' },
    });
  await expect(console.timelineCard('send_email', 'executed')).toContainText('Order 1041 is on its way');
  await expect(console.timeline).not.toContainText('declined');
  const audit = new AuditPage(page);
  await audit.open();
  // The demo conversation this page opened with logs its own calls; this thread's are the deployment's.
  await audit.showOnly('LangGraph');
  await expect(audit.rowsFor('send_email')).toHaveCount(1);
  await expect(audit.entries('send_email', 'approved')).toHaveCount(1);
});
