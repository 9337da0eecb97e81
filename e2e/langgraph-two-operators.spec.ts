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

test('two operators approve the same interrupt at once: it runs once and the other is told it was decided elsewhere', async ({
  browser,
}) => {
  const seeded = await seedInterruptedThread(new Client({ apiUrl: server.url }), 'inbox', [emailCall(7)]);
  const operators = await Promise.all(
    ['Ana', 'Bo'].map(async (name) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const inbox = new TeamInboxPage(page);
      await page.goto('/');
      await inbox.connect(server.url, { operator: name });
      await inbox.open();
      await inbox.review(seeded.threadId);
      const console = new ConsolePage(page);
      await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
      return { context, page, console };
    }),
  );
  await Promise.all(operators.map(({ console }) => console.button('Approve').click()));

  await expect.poll(() => server.executed(), { timeout: 60_000 }).toHaveLength(1);
  // Exactly one operator is told that the other decided first (the winner is told nothing of the kind).
  const toldElsewhere = () =>
    Promise.all(operators.map(({ page }) => page.getByText(/Decided elsewhere/).first().isVisible()));
  await expect.poll(async () => (await toldElsewhere()).filter(Boolean).length).toBe(1);
  const told = await toldElsewhere();
  // Each operator's own audit log: the winner's approval executed, the other's decision answered elsewhere.
  const audits = await Promise.all(
    operators.map(async ({ page }, index) => {
      const audit = new AuditPage(page);
      await audit.open();
      const outcome = told[index] ? 'decided-elsewhere' : 'executed';
      await expect(audit.entries('send_email', outcome)).toHaveCount(1, { timeout: 30_000 });
      return audit;
    }),
  );
  for (const [index, audit] of audits.entries())
    await expect(audit.entries('send_email', told[index] ? 'executed' : 'decided-elsewhere')).toHaveCount(0);
  expect(await server.executed()).toEqual([
    { threadId: seeded.threadId, name: 'send_email', args: emailCall(7).args },
  ]);
  for (const { context } of operators) await context.close();
});
