import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { RulesPage } from './pages/rules-page.ts';
import { readStoredRecord } from './support/stored-records.ts';
import { demoWait } from './support/waits.ts';

test('in one demo run a rule runs the refund, a rule denies the delete without asking and the model is told why, and closing the duplicate asks', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  const rules = new RulesPage(page);
  const audit = new AuditPage(page);
  await console.open();
  // The first run asks about the refund before any rule exists; New demo then plays the case under the rules.
  await expect(console.pendingItem('update_record')).toBeVisible({ timeout: demoWait });
  await rules.open();
  await rules.create({
    effect: 'allow',
    tool: 'update_record',
    conditions: [{ path: 'model', kind: 'equals', value: 'order' }],
  });
  await rules.create({
    effect: 'deny',
    tool: '*delete*',
    message: 'Close duplicates instead of deleting them.',
  });
  await expect(rules.row(1)).toHaveAccessibleName('Rule 1: allow update_record with model = "order"');
  await expect(rules.row(2)).toHaveAccessibleName('Rule 2: deny *delete*');
  await console.goTo('Console');
  await console.startNewDemo();

  // First: the refund on the order runs by rule 1, nobody asked, and its card names the rule.
  const refund = console.timelineCard('update_record', 'executed');
  await expect(refund).toBeVisible({ timeout: demoWait });
  await expect(console.ruleExplanation(refund)).toHaveText(
    'Allowed by rule 1: update_record with model = "order"',
  );
  await expect.poll(async () => (await readStoredRecord(page, 'order', 1042))?.refund_amount).toBe(89.9);
  // The email matches no rule: a write tool asks.
  await console.openPending('send_email');
  await console.button('Approve').click();

  // Second: the delete is denied by rule 2 without asking; the card names the rule once, then its message.
  const denied = console.timelineCard('delete_record', 'refused');
  await expect(denied).toBeVisible({ timeout: demoWait });
  await expect(console.ruleExplanation(denied)).toHaveText('Denied by rule 2: *delete*.');
  await expect(denied).toContainText(
    'Denied by rule 2: *delete*. Close duplicates instead of deleting them.',
  );
  expect((await denied.innerText()).match(/Denied by rule 2/g)).toHaveLength(1);
  // Third: closing the duplicate ticket is an update_record on a ticket, which rule 1 does not cover: it asks.
  await console.openPending('update_record');
  const close = console.reviewCard('update_record', 'pending');
  // The model was told why the delete did not run: the reply that proposes closing quotes the rule and its message.
  await expect(
    console.timeline.getByText(
      'Deleting ticket #5088 was refused before it ran: Denied by rule 2: *delete*. Close duplicates instead of deleting them.',
    ),
  ).toBeVisible();
  await expect(console.ruleExplanation(close)).toHaveCount(0);
  await expect(console.argument('status')).toHaveValue('closed');
  expect((await readStoredRecord(page, 'ticket', 5088))?.status).toBe('new');
  await expect(console.pendingItem('delete_record')).toHaveCount(0);
  await console.screenshot(testInfo, 'rules-decide-the-demo');

  // The audit log names the rule of each automatic decision; the delete was never the operator's.
  await audit.open();
  await expect(
    audit.entries('update_record', 'Allowed by rule 1: update_record with model = "order"'),
  ).toHaveCount(1);
  const deletion = audit.entries('delete_record', 'Denied by rule 2: *delete*');
  await expect(deletion).toHaveCount(1);
  // Decided by rule 2, not by the operator.
  await expect(deletion.getByRole('cell').nth(3)).toHaveText(/^\s*(by )?rule 2$/);
  await expect(deletion).toContainText('Close duplicates instead of deleting them.');
  expect((await deletion.innerText()).match(/Denied by rule 2/g)).toHaveLength(1);
  await console.screenshot(testInfo, 'rules-in-the-audit-log');
});
