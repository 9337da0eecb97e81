import { Client } from '@langchain/langgraph-sdk';
import { expect, test } from '@playwright/test';
import { FleetPage } from './pages/fleet-page.ts';
import { TeamInboxPage } from './pages/team-inbox-page.ts';
import { startAgUiFixtureServer } from './servers/ag-ui-fixture-server.ts';
import type { ExampleAgent } from './support/example-agent.ts';
import { startExampleAgent } from './support/example-agent.ts';
import { startLangGraphServer, type LangGraphServer } from './support/langgraph-server.ts';
import { emailCall, seedInterruptedThread, type SeededThread } from './support/langgraph-threads.ts';
import { expectFits, expectReadsInEachScheme, screenSizes } from './support/layout-checks.ts';

type FixtureServer = Awaited<ReturnType<typeof startAgUiFixtureServer>>;

let deployment: LangGraphServer;
let seeded: SeededThread;
let example: ExampleAgent | undefined;
const fixtures: FixtureServer[] = [];

test.beforeAll(async () => {
  deployment = await startLangGraphServer();
  seeded = await seedInterruptedThread(new Client({ apiUrl: deployment.url }), 'middleware', [emailCall(1)]);
});
test.afterAll(async () => {
  await deployment?.stop();
});
test.afterEach(async () => {
  await example?.stop();
  example = undefined;
  for (const server of fixtures.splice(0)) await server.close();
});

test('the fleet shows three agents and a deployment waiting; the keyboard clears the queue across threads, each agent getting its own resume', async ({
  page,
}, testInfo) => {
  example = await startExampleAgent();
  fixtures.push(
    await startAgUiFixtureServer({ scenario: { kind: 'interrupts' } }),
    await startAgUiFixtureServer({ scenario: { kind: 'interrupts' } }),
  );
  const [alpha, beta] = fixtures as [FixtureServer, FixtureServer];
  const fleet = new FleetPage(page);
  const console = fleet.console;
  await console.open();
  for (const [url, name] of [
    [example.url, 'example'],
    [alpha.url, 'alpha'],
    [beta.url, 'beta'],
  ] as const)
    await fleet.connectAgent(url, name);
  // One first message starts a thread with every agent; none is opened, and the Fleet shows them.
  await console.goTo('Agents');
  const everyAgent = page.getByRole('form', { name: 'Start a thread with every agent' });
  await everyAgent.scrollIntoViewIfNeeded();
  await expect(everyAgent).toBeInViewport();
  await console.screenshot(testInfo, 'agents');
  await fleet.startWithEveryAgent('Answer the ticket.');
  for (const name of ['example', 'alpha', 'beta'])
    await expect(fleet.row(`AG-UI agent ${name}`)).toContainText('waiting for you (2)');
  const inbox = new TeamInboxPage(page);
  await inbox.connect(deployment.url, { operator: 'Ana' });
  await inbox.open();
  await inbox.review(seeded.threadId);

  // One row a source and a thread: each agent with its two waiting requests, the deployment with its one.
  await fleet.open();
  await console.screenshot(testInfo, 'fleet');
  for (const name of ['example', 'alpha', 'beta']) {
    const row = fleet.row(`AG-UI agent ${name}`);
    await expect(row).toContainText('waiting for you (2)');
    await expect(row).toContainText('oldest wait');
  }
  const deploymentRow = fleet.row(/^LangGraph deployment /);
  await expect(deploymentRow).toContainText('waiting for you (1)');
  await expect(deploymentRow).toContainText('oldest wait');
  await expect(page).toHaveTitle(/^\(7\) calls pending/);
  await fleet.filter('Source').selectOption({ label: 'AG-UI agent' });
  await expect(fleet.row(/^LangGraph deployment /)).toHaveCount(0);
  await expect(fleet.row(/^AG-UI agent /)).toHaveCount(3);

  // The queue, with the keyboard only: j to the next call, a to approve, Enter to confirm (every remote tool is
  // of unknown tier). A call of a thread that is not open is reviewed and decided where it is.
  await console.goTo('Console');
  await console.showDecisions();
  await expect(fleet.queueItems).toHaveCount(7);
  const confirm = page
    .getByRole('dialog', { name: 'Confirm approval' })
    .or(page.getByRole('group', { name: 'Confirm approval' }));
  let reviewedElsewhere = 0;
  for (let step = 0; step < 80 && (await fleet.queueItems.count()) > 0; step++) {
    const focused = await fleet.focusedQueueItem();
    if (focused === '' || /staged/.test(focused)) {
      await page.keyboard.press('j');
      continue;
    }
    const elsewhere = / in AG-UI · /.test(focused);
    if (elsewhere) {
      await expect(page.getByRole('region', { name: 'Review' })).toContainText(
        'I will email the customer and remove the draft.',
      );
      if (reviewedElsewhere++ === 0) {
        const path = testInfo.outputPath('review-of-another-thread.png');
        await page.getByRole('region', { name: 'Review' }).screenshot({ path });
        await testInfo.attach('review-of-another-thread', { path, contentType: 'image/png' });
      }
    }
    await page.keyboard.press('a');
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    // Decided in place, the focus moves on to the next call by itself.
    if (elsewhere)
      await expect
        .poll(
          async () => (await fleet.queueItems.count()) === 0 || (await fleet.focusedQueueItem()) !== focused,
        )
        .toBe(true);
  }
  await expect(fleet.queueItems).toHaveCount(0);
  expect(reviewedElsewhere).toBeGreaterThanOrEqual(4);
  await expect(page).toHaveTitle(/^Toolgate/);

  // Each fixture agent got one resume, on its own thread, answering its own two interrupts.
  for (const server of fixtures) await expect.poll(() => server.runs().length).toBe(2);
  const threadOf = (server: FixtureServer) => server.runs()[0]!.body!['threadId'];
  expect(threadOf(alpha)).not.toBe(threadOf(beta));
  for (const server of fixtures) {
    const [first, resume] = server.runs().map((run) => run.body!);
    expect(resume!['threadId']).toBe(first!['threadId']);
    const answers = resume!['resume'] as readonly { interruptId: string; status: string }[];
    expect(answers.map((entry) => [entry.interruptId, entry.status])).toEqual([
      ['int_email', 'resolved'],
      ['int_delete', 'resolved'],
    ]);
  }
  // The deployment ran its thread's call once; the example agent's thread has nothing left to decide.
  await expect.poll(() => deployment.executed()).toHaveLength(1);
  expect((await deployment.executed())[0]).toMatchObject({ threadId: seeded.threadId, name: 'send_email' });
  await fleet.open();
  await expect(fleet.row('AG-UI agent example')).not.toContainText('waiting for you');
});

for (const size of screenSizes) {
  test(`the Fleet screen fits a ${size.name} window, light and dark`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const server = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' } });
    fixtures.push(server);
    const fleet = new FleetPage(page);
    await fleet.console.open();
    await fleet.connectAgent(server.url, `support-${'agent-'.repeat(12)}long`);
    await fleet.startThread(
      `support-${'agent-'.repeat(12)}long`,
      `Answer ticket 4182 ${'please '.repeat(20)}`,
    );
    await expect(fleet.console.timeline).toContainText('I will email the customer and remove the draft.');
    await fleet.open();
    const thread = fleet.row(/^Thread /).first();
    await expect(thread).toContainText('waiting for you (2)');
    await thread.getByRole('button', { name: 'Decide here' }).click();
    await expect(thread.getByRole('list', { name: 'Waiting calls' }).getByRole('listitem')).toHaveCount(2);
    await expectFits(page, `the Fleet screen (${size.name})`);
    await expectReadsInEachScheme(page, testInfo, `fleet-${size.name}`, `the Fleet screen (${size.name})`);
  });
}
