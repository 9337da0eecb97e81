import { expect } from '@playwright/test';
import { test } from './support/ag-ui-test.ts';
import { AgentsPage } from './pages/agents-page.ts';
import { RulesPage } from './pages/rules-page.ts';

test('a remote tool nobody has tiered is of unknown tier: shown so, confirmed like destructive, and no allow rule answers it', async ({
  page,
  agUiServer,
}, testInfo) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts' } });
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

  // The queue and the card say the tier is unknown, rather than lend the call one.
  await expect(console.pendingItem('delete_file')).toHaveAccessibleName(
    /^delete_file, unknown tier, remote tool/,
  );
  await console.openPending('delete_file');
  await expect(console.reviewCard('delete_file', 'pending')).toContainText('unknown tier');

  // Approve all leaves calls of unknown tier out unless chosen, and then asks first, naming each one.
  const approveAll = console.pendingCalls.getByRole('button', { name: /^Approve all/ });
  await expect(approveAll).toHaveText(/^Approve all \(0\)$/);
  await console.pendingCalls.getByRole('checkbox', { name: 'unknown tier' }).check();
  await expect(approveAll).toHaveText(/^Approve all \(2\)$/);
  await expect(console.pendingCalls).toContainText('2 of unknown tier, asks first');
  await approveAll.click();
  const dialog = console.approvalConfirmation;
  await expect(dialog).toContainText(
    'This approval includes 2 calls of unknown tier, handled as destructive',
  );
  const listed = dialog.getByRole('list', { name: 'Calls to approve' }).getByRole('listitem');
  await expect(listed.filter({ hasText: 'delete_file' })).toContainText('unknown tier');
  await expect(listed.filter({ hasText: 'send_email' })).toContainText('unknown tier');
  await console.screenshot(testInfo, 'approve-all-unknown-tier');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
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
  // delete_file is still of unknown tier: approving it alone asks for the destructive confirmation first.
  await console.openPending('delete_file');
  await expect(console.reviewCard('delete_file', 'pending')).toContainText('unknown tier');
  await console.button('Approve').click();
  await expect(dialog).toContainText('This approval includes a call of unknown tier, handled as destructive');
  await expect(listed.filter({ hasText: 'delete_file' })).toContainText('unknown tier');
  expect(server.runs()).toHaveLength(2);
  await dialog.getByRole('button', { name: 'Approve delete_file' }).click();
  await expect.poll(() => server.runs().length).toBe(3);
  expect(server.runs()[2]!.body!.resume).toEqual([
    { interruptId: 'int_email', status: 'resolved', payload: expect.objectContaining({ approved: true }) },
    { interruptId: 'int_delete', status: 'resolved', payload: expect.objectContaining({ approved: true }) },
  ]);
});
