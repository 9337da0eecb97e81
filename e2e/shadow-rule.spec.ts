import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { RulesPage } from './pages/rules-page.ts';
import { readStoredRecord } from './support/stored-records.ts';
import { demoWait } from './support/waits.ts';

test('shadow rules decide nothing, and the Rules screen says what they would have done on the audit log', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  const rules = new RulesPage(page);
  await console.open();
  await console.openPending('update_record');

  // Tried first: one would deny the demo's delete, the other would run its update of a ticket.
  await rules.open();
  await rules.create({
    effect: 'deny',
    tool: '*delete*',
    message: 'Close duplicates instead of deleting them.',
    shadow: true,
  });
  await rules.create({
    effect: 'allow',
    tool: 'update_record',
    conditions: [{ path: 'model', kind: 'equals', value: 'ticket' }],
    shadow: true,
  });
  await expect(rules.row(1)).toContainText('shadow');
  await expect(rules.row(2)).toContainText('shadow');

  await console.goTo('Console');
  await console.openPending('update_record');
  await console.button('Approve').click();
  await console.openPending('send_email');
  await console.button('Approve').click();

  // The delete still asks, as if rule 1 did not exist; the operator declines it.
  await console.openPending('delete_record');
  await expect(console.ruleExplanation(console.reviewCard('delete_record', 'pending'))).toHaveCount(0);
  await console.declineOpenCall('Keep the ticket.');

  // Closing the duplicate still asks, as if rule 2 did not exist; nothing changes until the operator approves.
  await console.openPending('update_record');
  await expect(console.argument('status')).toHaveValue('closed');
  expect((await readStoredRecord(page, 'ticket', 5088))?.status).toBe('new');
  await console.button('Approve').click();
  await expect(console.timelineCard('update_record', 'executed')).toHaveCount(2, { timeout: demoWait });
  await expect(console.ruleExplanation(console.timelineCard('update_record', 'executed').last())).toHaveCount(
    0,
  );

  // Replayed on the nine calls the audit log holds (the check's refusal never reached the rules).
  await rules.open();
  await expect(rules.shadowReport(1)).toContainText(
    'Would have denied 1 of the last 9 calls (1 of them differently).',
  );
  await expect(rules.shadowReport(2)).toContainText(
    'Would have allowed 1 of the last 9 calls (1 of them differently).',
  );
  await expect(rules.shadowReport(2)).toContainText('update_record("ticket", 5088');
  await expect.poll(() => rules.matched(1)).toBe(1);
  await expect.poll(() => rules.matched(2)).toBe(1);
  await console.screenshot(testInfo, 'shadow-reports');
});
