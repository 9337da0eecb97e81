import { expect } from '@playwright/test';
import { test } from './support/ag-ui-test.ts';
import { AgentsPage } from './pages/agents-page.ts';
import { AuditPage } from './pages/audit-page.ts';
import type { ConsolePage } from './pages/console-page.ts';

/** Checks that the executed send_email shows the address it was sent to, never the one the agent proposed. */
async function showsEditedAddress(console: ConsolePage): Promise<void> {
  const card = console.timelineCard('send_email', 'executed');
  await expect(card).toContainText('dana@example.org');
  await expect(card).not.toContainText('dana@example.com');
  await console.openFromTimeline('send_email', 'executed');
  const approved = console.reviewCard('send_email', 'executed').getByRole('region', {
    name: 'Approved arguments',
  });
  await expect(approved).toContainText('dana@example.org');
  await expect(approved).not.toContainText('dana@example.com');
  await expect(console.reviewCard('send_email', 'executed')).toContainText('edited: to');
}

test('an edited AG-UI approval shows the arguments sent, after the run, after a reload and in the audit log', async ({
  page,
  agUiServer,
}, testInfo) => {
  const server = await agUiServer({ scenario: { kind: 'interrupts' } });
  const agents = new AgentsPage(page);
  await agents.connect(server.url, 'support', { Authorization: 'Bearer fixture-token-123' });
  await agents.startThread('support', 'Answer ticket 4182.');
  const console = agents.console;
  await console.showDecisions();
  await console.openPending('send_email');
  await console.argument('to').fill('dana@example.org');
  await console.approveUnknownTier();
  await console.openPending('delete_file');
  await console.declineOpenCall('keep the draft');
  await expect(console.timeline).toContainText('Emailed dana@example.org. The draft stays.');

  await showsEditedAddress(console);
  await console.screenshot(testInfo, 'ag-ui-edited-approval');
  await page.reload();
  await showsEditedAddress(console);

  const audit = new AuditPage(page);
  await audit.open();
  await expect(audit.entries('send_email', 'approved')).toContainText(
    'to "dana@example.com" → "dana@example.org"',
  );
});
