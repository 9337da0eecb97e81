import { expect } from '@playwright/test';
import { test } from './support/ag-ui-test.ts';
import { AgentsPage } from './pages/agents-page.ts';

test('a staged approval shows as staged, the review moves on, and only Change decision replaces it', async ({
  page,
  agUiServer,
}, testInfo) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts' } });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'support');
  await agents.startThread('support', 'Answer ticket 4182.');
  const console = agents.console;
  await console.showDecisions();
  await console.openPending('send_email');
  await console.argument('subject').fill('Refund sent');
  await console.approveUnknownTier();

  // The review moves on to the next request, as it does for the built-in agent.
  await expect(console.reviewCard('delete_file', 'pending')).toBeVisible();
  await agents.expectStaged('send_email');

  // Opened again, the staged approval says what it sends; Approve and Decline are not offered.
  await console.openPending('send_email');
  await expect(agents.stagedDecision).toContainText('Approval staged by operator: not sent yet.');
  await expect(agents.stagedDecision).toContainText('Approve with subject "Your refund" → "Refund sent".');
  const change = agents.stagedDecision.getByRole('button', { name: 'Change decision' });
  await expect(change).toHaveAccessibleDescription(
    'Takes back the staged approval by operator so you can decide send_email again.',
  );
  await expect(console.button('Approve')).toHaveCount(0);
  await expect(console.button('Decline')).toHaveCount(0);
  // The approve key does nothing to a staged decision either.
  await page.keyboard.press('a');
  await expect(agents.stagedDecision).toContainText('Approve with subject');
  await console.screenshot(testInfo, 'staged-decision');

  await change.click();
  await expect(agents.stagedDecision).toHaveCount(0);
  await expect(console.argument('subject')).toHaveValue('Refund sent');
  await console.declineOpenCall('wrong customer');
  await expect(console.reviewCard('delete_file', 'pending')).toBeVisible();
  await agents.expectStaged('send_email', 'decline');
  expect(server.runs()).toHaveLength(1);

  await console.declineOpenCall('keep the draft');
  await expect.poll(() => server.runs().length).toBe(2);
  expect(server.runs()[1]!.body!.resume).toEqual([
    { interruptId: 'int_email', status: 'resolved', payload: { approved: false, reason: 'wrong customer' } },
    { interruptId: 'int_delete', status: 'resolved', payload: { approved: false, reason: 'keep the draft' } },
  ]);
});
