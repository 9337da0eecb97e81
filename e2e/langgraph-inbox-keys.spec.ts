import { Client } from '@langchain/langgraph-sdk';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { TeamInboxPage } from './pages/team-inbox-page.ts';
import { startLangGraphServer, type LangGraphServer } from './support/langgraph-server.ts';
import { seedInterruptedThreads, type SeededThread } from './support/langgraph-threads.ts';

const threadCount = 50;
let server: LangGraphServer;
let seeded: readonly SeededThread[];

test.beforeAll(async () => {
  server = await startLangGraphServer();
  seeded = await seedInterruptedThreads(new Client({ apiUrl: server.url }), threadCount);
});

test.afterAll(async () => {
  await server?.stop();
});

test('fifty interrupted threads are cleared from the keyboard at one key a decision: Enter reviews, a approves, the next thread opens by itself', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  const inbox = new TeamInboxPage(page);
  const console = new ConsolePage(page);
  await page.goto('/');
  await inbox.connect(server.url, { operator: 'Ana' });
  await inbox.open();
  await expect(page.getByRole('main')).toContainText(`${threadCount} waiting`);
  // send_email only writes: approving it asks no confirmation, so a decision is one key.
  await inbox.setToolTier('send_email', 'write');
  await inbox.open();

  let inputs = 0;
  const press = async (key: string) => {
    inputs += 1;
    await page.keyboard.press(key);
  };
  // The cursor starts on the oldest thread; the first j takes focus to it, then j and k move it.
  const rowOf = (index: number) => new RegExp(`thread ${seeded[index]!.threadId}$`);
  await expect(inbox.cursorItem).toHaveAccessibleName(rowOf(0));
  await press('j');
  await expect(inbox.cursorItem.getByRole('button', { name: 'Review' })).toBeFocused();
  await press('j');
  await expect(inbox.cursorItem).toHaveAccessibleName(rowOf(1));
  await expect(inbox.cursorItem.getByRole('button', { name: 'Review' })).toBeFocused();
  await press('k');
  await expect(inbox.cursorItem).toHaveAccessibleName(rowOf(0));
  await expect(inbox.cursorItem.getByRole('button', { name: 'Review' })).toBeFocused();
  const moves = inputs;

  await press('Enter');
  const perDecision: number[] = [];
  for (const thread of seeded) {
    await expect(inbox.threadPanel).toContainText(thread.threadId);
    await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
    if (thread === seeded[0]) await console.screenshot(testInfo, 'first-thread-in-review');
    const started = Date.now();
    await press('a');
    await expect(
      inbox.threadPanel.or(page.getByRole('heading', { name: 'Team inbox' })).first(),
    ).not.toContainText(thread.threadId);
    perDecision.push(Date.now() - started);
  }

  // After the last decision the inbox shows again; every thread's own call ran once.
  await expect(page.getByRole('heading', { name: 'Team inbox' })).toBeVisible();
  await expect.poll(async () => (await server.executed()).length).toBe(threadCount);
  const executed = await server.executed();
  expect(new Set(executed.map((call) => call.threadId))).toEqual(
    new Set(seeded.map((thread) => thread.threadId)),
  );
  await console.screenshot(testInfo, 'inbox-cleared');

  const decisionInputs = inputs - moves;
  const sorted = [...perDecision].sort((a, b) => a - b);
  const summary = {
    threads: threadCount,
    inputsForTheBacklog: decisionInputs,
    inputsPerDecision: decisionInputs / threadCount,
    keyToNextThreadMs: {
      p50: sorted[Math.floor(sorted.length / 2)],
      p95: sorted[Math.floor(sorted.length * 0.95)],
    },
  };
  await testInfo.attach('inbox-inputs', {
    body: JSON.stringify(summary, null, 2),
    contentType: 'application/json',
  });
  process.stdout.write(`inbox keys: ${JSON.stringify(summary)}\n`);
  expect(decisionInputs).toBe(threadCount + 1);
});
