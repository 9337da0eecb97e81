import { expect, test } from '@playwright/test';
import { AgentsPage } from './pages/agents-page.ts';
import { RulesPage } from './pages/rules-page.ts';
import { startAgUiFixtureServer } from './servers/ag-ui-fixture-server.ts';

type Server = Awaited<ReturnType<typeof startAgUiFixtureServer>>;
let server: Server | undefined;
test.afterEach(async () => {
  await server?.close();
  server = undefined;
});

test("an allow rule on an agent's tools does not answer a tool nobody has tiered; the operator tiers it on the Agents screen", async ({
  page,
}, testInfo) => {
  server = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' } });
  const agents = new AgentsPage(page);
  const rules = new RulesPage(page);
  await agents.connect(server.url, 'support');
  await rules.open();
  await rules.create({ effect: 'allow', tool: 'support__*' });
  await agents.console.goTo('Agents');
  await agents.startThread('support', 'Answer ticket 4182.');

  // Neither request is answered by the rule: both tools are of unknown tier, handled like destructive.
  const console = agents.console;
  await console.showDecisions();
  await expect(console.pendingItem('send_email')).toBeVisible();
  await expect(console.pendingItem('delete_file')).toBeVisible();
  await console.openPending('send_email');
  await expect(agents.agentRequest).not.toContainText('staged');
  expect(server.runs()).toHaveLength(1);

  // On the Agents screen, the tools it called wait for a tier; the operator says send_email only writes.
  await console.goTo('Agents');
  await expect(agents.toolTier('support', 'delete_file')).toHaveValue('');
  await expect(agents.toolTier('support', 'send_email')).toHaveValue('');
  await agents.toolTier('support', 'send_email').selectOption({ label: 'write' });
  await expect(agents.toolTier('support', 'send_email')).toHaveValue('write');
  await console.screenshot(testInfo, 'agent-tool-tiers');

  // The next thread: the rule answers send_email by itself, delete_file still waits for the operator.
  await agents.startThread('support', 'Answer ticket 4183.');
  await console.showDecisions();
  await console.openPending('delete_file');
  await console.openPending('send_email');
  await expect(agents.stagedDecision).toContainText('Approval staged by policy');
  await console.openPending('delete_file');
  await console.declineOpenCall('keep the draft');
  await expect.poll(() => server!.runs().length).toBe(3);
  expect(server.runs()[2]!.body!.resume).toEqual([
    { interruptId: 'int_email', status: 'resolved', payload: expect.objectContaining({ approved: true }) },
    { interruptId: 'int_delete', status: 'resolved', payload: { approved: false, reason: 'keep the draft' } },
  ]);
});
