import { Client } from '@langchain/langgraph-sdk';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { RulesPage } from './pages/rules-page.ts';
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

test("a deployment's tool is of unknown tier until tiered in its settings; a deny rule on the edited approval resumes the thread with the rule, and nothing runs", async ({
  page,
}, testInfo) => {
  const sdk = new Client({ apiUrl: server.url });
  const seeded = await seedInterruptedThread(sdk, 'inbox', [emailCall(51)]);
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  const rules = new RulesPage(page);
  await inbox.connectAndReview(server.url, seeded.threadId);
  await expect(console.reviewCard('send_email', 'pending')).toContainText('unknown tier');
  await expect(console.pendingItem('send_email')).toHaveAccessibleName(
    /^send_email, unknown tier, remote tool/,
  );

  // The deployment's settings list the tools its graphs propose; the operator says send_email only writes.
  await console.goTo('Settings');
  const tier = page.getByRole('combobox', { name: 'Tier of send_email' });
  await expect(tier).toHaveValue('');
  await tier.selectOption({ label: 'write' });
  await expect(tier).toHaveValue('write');
  await tier.scrollIntoViewIfNeeded();
  await console.screenshot(testInfo, 'deployment-tool-tiers');

  // A rule added after the thread was opened, as from another tab.
  await rules.open();
  await rules.create({
    effect: 'deny',
    tool: 'send_email',
    message: 'No mail to rivals.',
    conditions: [{ path: 'to', kind: 'matches glob', value: '*@rival.example' }],
  });

  await inbox.open();
  await inbox.review(seeded.threadId);
  const card = console.reviewCard('send_email', 'pending');
  await expect(card).toContainText('write');
  await expect(card).not.toContainText('unknown tier');
  await console.argument('to').fill('ceo@rival.example');
  // A write call is approved without the destructive confirmation.
  await console.button('Approve').click();
  await expect(console.approvalConfirmation).toBeHidden();
  await expect
    .poll(async () => JSON.stringify((await sdk.threads.get(seeded.threadId)).values))
    .toContain('No mail to rivals.');
  const values = JSON.stringify((await sdk.threads.get(seeded.threadId)).values);
  expect(values).toMatch(/Denied by rule \d+: send_email with to matching \*@rival\.example/);
  expect(values).not.toContain('ceo@rival.example');
  expect(await server.executed()).toEqual([]);
  await expect(console.timelineCard('send_email', 'declined')).toContainText(
    /Denied by rule \d+: send_email/,
  );
  await expect(console.timelineCard('send_email', 'declined')).not.toContainText('deadline');
  await console.screenshot(testInfo, 'deployment-deny-rule');
});
