import { expect } from '@playwright/test';
import { test } from './support/ag-ui-test.ts';
import { AgentsPage } from './pages/agents-page.ts';

test('a call whose answer a reload cut off shows perhaps sent with Retry, no Stop, and a double Retry sends once', async ({
  page,
  agUiServer,
}, testInfo) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts' } });
  const agents = new AgentsPage(page);
  const console = agents.console;
  await agents.connect(server.url, 'support');
  await agents.startThread('support', 'Answer ticket 4182.');
  await console.showDecisions();
  await console.openPending('send_email');
  await console.approveUnknownTier();
  await agents.expectStaged('send_email');
  server.holdResumes(true);
  await console.declineOpenCall('keep it');
  await expect.poll(() => server.runs().length).toBe(2);

  // While the answer is on its way, the run can be stopped from the call's card.
  const card = console.timelineCard('send_email', 'executing');
  await expect(card.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();

  await page.reload();
  await console.showDecisions();
  await expect(card).toContainText('Perhaps sent: the page was reloaded before the agent answered.');
  await expect(card.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
  await console.screenshot(testInfo, 'perhaps-sent-card');
  expect(server.runs()).toHaveLength(2);

  server.holdResumes(false);
  await card.getByRole('button', { name: 'Retry sending' }).dblclick();
  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  await expect(console.timeline).toContainText('Emailed dana@example.com.');
  const runs = server.runs();
  expect(runs).toHaveLength(3);
  expect(runs[2]!.body).toEqual(runs[1]!.body);
});
