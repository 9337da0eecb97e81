import { Client } from '@langchain/langgraph-sdk';
import { expect, test } from '@playwright/test';
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
  await page.goto('/');
  await inbox.connect(server.url, { operator: 'Ana' });
  await inbox.open();
  await inbox.review(seeded.threadId);
  await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
  await console.button('Approve').click();
  await page.reload();

  await expect.poll(() => server.executed(), { timeout: 60_000 }).toHaveLength(1);
  await expect
    .poll(async () => (await sdk.threads.get(seeded.threadId)).status, { timeout: 60_000 })
    .toBe('idle');
  // The reloaded page reads the thread before resending: once the run is over, another reload sends nothing.
  await page.reload();
  await inbox.open();
  await expect(inbox.items).toHaveCount(0);
  expect(await server.executed()).toEqual([
    { threadId: seeded.threadId, name: 'send_email', args: emailCall(7).args },
  ]);
});
