import { Client } from '@langchain/langgraph-sdk';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { TeamInboxPage } from './pages/team-inbox-page.ts';
import { startLangGraphServer, type LangGraphServer } from './support/langgraph-server.ts';
import {
  emailCall,
  seedInterruptedThread,
  seedInterruptedThreads,
  type SeededThread,
} from './support/langgraph-threads.ts';

// One real deployment for the file: `langgraphjs dev` with the scripted test graphs.
let server: LangGraphServer;
let seeded: readonly SeededThread[];

test.beforeAll(async () => {
  server = await startLangGraphServer();
  seeded = await seedInterruptedThreads(new Client({ apiUrl: server.url }), 5);
});

test.afterAll(async () => {
  await server?.stop();
});

test('five interrupted threads of both forms are listed; one is edited and approved, and runs once with the edit', async ({
  page,
}, testInfo) => {
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await page.goto('/');
  await inbox.connect(server.url, { operator: 'Ana' });
  await expect(inbox.connectionStatus).toContainText('4 assistants');
  await inbox.open();
  await expect(inbox.items).toHaveCount(5);
  await expect(inbox.list.getByText('Agent Inbox')).toHaveCount(3);
  await expect(inbox.list.getByText('LangChain middleware')).toHaveCount(2);
  await console.screenshot(testInfo, 'inbox');

  const target = seeded[1]!; // a LangChain middleware interrupt with a declared schema
  await inbox.review(target.threadId);
  await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
  await expect(console.review.getByRole('region', { name: 'Interrupt' })).toContainText('Not offered');
  await console.argument('subject').fill('Order 1001 left the warehouse');
  const changes = console.review.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText('"subject": "Order 1001 left the warehouse"');
  await console.screenshot(testInfo, 'review');
  await console.approveUnknownTier();

  await expect.poll(() => server.executed()).toHaveLength(1);
  const executed = await server.executed();
  expect(executed[0]).toEqual({
    threadId: target.threadId,
    name: 'send_email',
    args: { ...emailCall(1).args, subject: 'Order 1001 left the warehouse' },
  });
  await expect(console.timelineCard('send_email', 'executed').last()).toBeVisible();
  await inbox.open();
  await expect(inbox.items).toHaveCount(4);
  // Nothing else ran, however often the inbox refreshed.
  expect(await server.executed()).toHaveLength(1);
});

test('a decline with a reason reaches the graph; an Agent Inbox call is ignored where allowed', async ({
  page,
}) => {
  const sdk = new Client({ apiUrl: server.url });
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await page.goto('/');
  await inbox.connect(server.url, { operator: 'Ana' });
  await inbox.open();

  const middleware = seeded[3]!;
  await inbox.review(middleware.threadId);
  await console.declineOpenCall('Wrong customer: check the order first.');
  await expect
    .poll(async () => JSON.stringify((await sdk.threads.get(middleware.threadId)).values), {})
    .toContain('Wrong customer: check the order first.');

  const agentInbox = seeded[2]!;
  await inbox.open();
  await inbox.review(agentInbox.threadId);
  await console.declineOpenCall('Please send it tomorrow.');
  await expect
    .poll(async () => JSON.stringify((await sdk.threads.get(agentInbox.threadId)).values), {})
    .toContain('The operator answered: Please send it tomorrow.');

  const file = await seedInterruptedThread(sdk, 'inbox', [
    { name: 'write_file', args: { path: '/tmp/a.md', content: 'a' } },
  ]);
  await inbox.open();
  await inbox.review(file.threadId);
  await expect(console.review.getByRole('region', { name: 'Interrupt' })).toContainText(
    'allow_respond to false',
  );
  await console.button('Decline').click();
  await console.button('Confirm decline').click();
  await expect
    .poll(async () => JSON.stringify((await sdk.threads.get(file.threadId)).values))
    .toContain('The operator ignored this call.');
  expect((await server.executed()).filter((call) => call.threadId === file.threadId)).toEqual([]);
});

test('a thread deleted while open in review is named, keeps the draft, and runs nothing', async ({
  page,
}) => {
  const sdk = new Client({ apiUrl: server.url });
  const thread = await seedInterruptedThread(sdk, 'middleware', [emailCall(9)]);
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await inbox.connectAndReview(server.url, thread.threadId);
  await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
  await console.argument('subject').fill('Kept through a deletion');
  await sdk.threads.delete(thread.threadId);
  await console.approveUnknownTier();

  await expect(
    page.getByRole('alert').filter({ hasText: 'no longer exists on the deployment' }),
  ).toContainText('your draft is kept');
  await expect(console.argument('subject')).toHaveValue('Kept through a deletion');
  await expect(console.review.getByRole('region', { name: 'Changes' })).toContainText(
    '"subject": "Kept through a deletion"',
  );
  expect((await server.executed()).filter((call) => call.threadId === thread.threadId)).toEqual([]);
});
