import { expect } from '@playwright/test';
import { test } from './support/ag-ui-test.ts';
import { AgentsPage } from './pages/agents-page.ts';
import { RulesPage } from './pages/rules-page.ts';

test("an edit of a remote agent's request into what a deny rule covers cannot be approved, and the rule is named at its field", async ({
  page,
  agUiServer,
}, testInfo) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts' } });
  const agents = new AgentsPage(page);
  const rules = new RulesPage(page);
  await agents.connect(server.url, 'support');
  await rules.open();
  await rules.create({
    effect: 'deny',
    tool: 'support__send_email',
    conditions: [{ path: 'to', kind: 'equals', value: 'eve@example.net' }],
    message: 'Never write to eve.',
  });
  await agents.console.goTo('Agents');
  await agents.startThread('support', 'Answer ticket 4182.');
  const console = agents.console;
  await console.showDecisions();
  await console.openPending('send_email');

  const to = console.argument('to');
  const approve = console.button('Approve');
  await to.fill('eve@example.net');
  await expect(
    console.review.getByText(/^Cannot approve: Denied by rule 1: support__send_email/),
  ).toBeVisible();
  await expect(console.review).toContainText('Never write to eve.');
  await expect(approve).toBeDisabled();
  await expect(to).toHaveAccessibleDescription(/Denied by rule 1/);
  await console.screenshot(testInfo, 'remote-draft-denied');
  expect(server.runs()).toHaveLength(1);

  await to.fill('dana@example.org');
  await expect(approve).toBeEnabled();
  await console.approveUnknownTier();
  await agents.expectStaged('send_email');
  expect(server.runs()).toHaveLength(1);
});
