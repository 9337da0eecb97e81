import { writeFile } from 'node:fs/promises';
import { Client } from '@langchain/langgraph-sdk';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { TeamInboxPage } from './pages/team-inbox-page.ts';
import { startLangGraphServer, type LangGraphServer } from './support/langgraph-server.ts';
import { emailCall, seedInterruptedThread, type ScriptedCall } from './support/langgraph-threads.ts';
import { journeyTimeoutMs } from './support/waits.ts';

let server: LangGraphServer;

test.beforeAll(async () => {
  server = await startLangGraphServer();
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * Holds the page's resume (the POST that starts a run on the thread) once it leaves the page, after the desk
 * read the thread and found the interrupt open, until `release`; `answered` is the deployment's status for it.
 */
async function holdResume(page: Page) {
  let arrive!: () => void;
  const sent = new Promise<void>((resolve) => (arrive = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const isResume = (method: string, url: string) => method === 'POST' && /\/threads\/[^/]+\/runs$/.test(url);
  const answered = page
    .waitForResponse((response) => isResume(response.request().method(), response.url()), {
      timeout: journeyTimeoutMs,
    })
    .then(
      (response) => response.status(),
      // The page closed first; the journey has failed by then, and says why elsewhere.
      () => undefined,
    );
  await page.route('**/threads/*/runs', async (route) => {
    if (!isResume(route.request().method(), route.request().url())) return route.fallback();
    arrive();
    await released;
    await route.continue();
  });
  return { sent, release, answered };
}

/** Two operators, Ana and Bo, in browsers of their own, each reviewing the thread with its resume held. */
async function twoOperatorsReviewing(browser: Browser, threadId: string) {
  return Promise.all(
    ['Ana', 'Bo'].map(async (name) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const inbox = new TeamInboxPage(page);
      await inbox.connectAndReview(server.url, threadId, name);
      const console = new ConsolePage(page);
      await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
      return { context, page, inbox, console, resume: await holdResume(page) };
    }),
  );
}

const ranOn = async (threadId: string) =>
  (await server.executed()).filter((call) => call.threadId === threadId);

/**
 * Ana's approval ran, once, with her decision; Bo is told it was decided elsewhere, and each operator's own audit
 * log says what became of that operator's decision.
 */
async function expectAnaWon(
  operators: Awaited<ReturnType<typeof twoOperatorsReviewing>>,
  threadId: string,
  call: ScriptedCall,
) {
  const [ana, bo] = operators;
  await expect(bo!.inbox.threadPanel.getByRole('status')).toContainText('Decided elsewhere');
  await expect(ana!.inbox.threadPanel.getByRole('status')).toContainText('Decision sent');
  const expected = [
    { operator: ana!, outcome: 'executed', not: 'decided-elsewhere' },
    { operator: bo!, outcome: 'decided-elsewhere', not: 'executed' },
  ];
  for (const { operator, outcome, not } of expected) {
    const audit = new AuditPage(operator.page);
    await audit.open();
    await expect(audit.entries('send_email', outcome)).toHaveCount(1);
    await expect(audit.entries('send_email', not)).toHaveCount(0);
  }
  await expect(ana!.page.getByText(/Decided elsewhere/)).toHaveCount(0);
  expect(await ranOn(threadId)).toEqual([{ threadId, name: 'send_email', args: call.args }]);
  for (const { context } of operators) await context.close();
}

/**
 * Seeds a thread proposing `call`; Ana and Bo both approve it, each having read the thread with the interrupt
 * open before sending (neither could know of the other); Ana's resume is let go and accepted; Bo's is still held.
 */
async function bothApproveAndAnaIsSent(browser: Browser, sdk: Client, call: ScriptedCall) {
  const seeded = await seedInterruptedThread(sdk, 'inbox', [call]);
  const operators = await twoOperatorsReviewing(browser, seeded.threadId);
  const [ana, bo] = operators;
  await Promise.all(operators.map(({ console }) => console.approveUnknownTier()));
  await Promise.all(operators.map(({ resume }) => resume.sent));
  ana!.resume.release();
  expect(await ana!.resume.answered).toBe(200);
  return { seeded, operators, bo: bo! };
}

test("a second approval that reaches the deployment after the first one's run finished is decided elsewhere", async ({
  browser,
}) => {
  const sdk = new Client({ apiUrl: server.url });
  const call = emailCall(7);
  const { seeded, operators, bo } = await bothApproveAndAnaIsSent(browser, sdk, call);
  await expect.poll(() => ranOn(seeded.threadId)).toHaveLength(1);
  await expect.poll(async () => (await sdk.threads.get(seeded.threadId)).status).toBe('idle');
  // No run is going any more, so `reject` has nothing to turn Bo's resume away for: the deployment accepts it.
  bo.resume.release();
  expect(await bo.resume.answered).toBe(200);

  await expectAnaWon(operators, seeded.threadId, call);
});

test("a second approval that reaches the deployment while the first one's run is going is decided elsewhere", async ({
  browser,
}) => {
  const sdk = new Client({ apiUrl: server.url });
  const held = emailCall(8);
  // The tool waits for the release file, so Ana's run is certainly still going when Bo's resume arrives.
  const call = { ...held, args: { ...held.args, subject: `${String(held.args.subject)} [hold]` } };
  const { seeded, operators, bo } = await bothApproveAndAnaIsSent(browser, sdk, call);
  await expect.poll(async () => (await sdk.threads.get(seeded.threadId)).status).toBe('busy');
  bo.resume.release();
  expect(await bo.resume.answered).toBe(422);
  await expect(bo.inbox.threadPanel.getByRole('status')).toContainText('Decided elsewhere');
  await writeFile(`${server.toolLog}.release`, '');

  await expect.poll(() => ranOn(seeded.threadId)).toHaveLength(1);
  await expectAnaWon(operators, seeded.threadId, call);
});
