import { expect } from '@playwright/test';
import { test } from './support/ag-ui-test.ts';
import { AgentsPage } from './pages/agents-page.ts';

test('a later run that reuses the call ids of decided calls asks again, and the decided calls stay as they were', async ({
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
  await console.approveUnknownTier();
  await console.openPending('delete_file');
  await console.declineOpenCall('keep the draft');
  await expect(console.timeline).toContainText('Emailed dana@example.com. The draft stays.');

  // The agent's next run asks for the same two calls under the same call and interrupt ids.
  await agents.messageThread('Try the draft again.');
  await console.showDecisions();
  await console.openPending('delete_file');
  await expect(console.timelineCard('send_email', 'executed')).toHaveCount(1);
  await expect(console.timelineCard('delete_file', 'declined')).toHaveCount(1);
  await expect(console.timelineCard('send_email', 'pending')).toHaveCount(1);
  await expect(console.timelineCard('delete_file', 'pending')).toHaveCount(1);
  await console.screenshot(testInfo, 'reused-call-ids-asked-again');
  await console.approveUnknownTier();
  await console.openPending('send_email');
  await console.declineOpenCall('already sent');

  await expect(console.timeline).toContainText('No email sent. Draft removed.');
  const runs = server.runs();
  expect(runs).toHaveLength(4);
  expect(runs[3]!.body!.resume).toEqual([
    { interruptId: 'int_email', status: 'resolved', payload: { approved: false, reason: 'already sent' } },
    { interruptId: 'int_delete', status: 'resolved', payload: { approved: true } },
  ]);
  // Each run's calls keep their own outcome: the first email ran, the first delete was declined, and the other way round.
  await expect(console.timelineCard('send_email', 'executed')).toHaveCount(1);
  await expect(console.timelineCard('send_email', 'declined')).toHaveCount(1);
  await expect(console.timelineCard('delete_file', 'declined')).toHaveCount(1);
  await expect(console.timelineCard('delete_file', 'executed')).toHaveCount(1);
});
