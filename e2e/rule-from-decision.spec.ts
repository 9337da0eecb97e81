import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { RulesPage } from './pages/rules-page.ts';
import { readStoredRecord } from './support/stored-records.ts';
import { demoWait } from './support/waits.ts';

test('a rule made with "Approve, and allow calls like this", edited before saving, runs the next similar call without asking', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  const rules = new RulesPage(page);
  const audit = new AuditPage(page);
  await console.open();
  await console.openPending('update_record');

  await console.button('Approve, and allow calls like this').click();
  const editor = console.review
    .getByRole('region', { name: 'Rule to allow calls like this' })
    .getByRole('form', { name: 'Save rule and approve' });
  // Proposed from the call: its source, its tool and the arguments that identify it.
  await expect(editor.getByRole('checkbox', { name: 'built-in' })).toBeChecked();
  await expect(editor.getByRole('textbox', { name: 'Tool (use * as a wildcard)' })).toHaveValue(
    'update_record',
  );
  await expect(editor.getByLabel('Condition 1 path')).toHaveValue('model');
  await expect(editor.getByLabel('Condition 1 value')).toHaveValue('order');
  await expect(editor.getByLabel('Applies to')).toHaveValue('session');
  // Edited: any update of an order or a ticket, whatever its id, amount or status.
  const paths = await editor
    .getByLabel(/^Condition \d+ path$/)
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  expect(paths).toEqual(['model', 'id', 'values.refund_amount', 'values.status']);
  for (const number of [2, 3, 4])
    await editor.getByRole('checkbox', { name: `Use condition ${number}` }).uncheck();
  await editor.getByLabel('Condition 1 kind').selectOption({ label: 'is one of' });
  await editor.getByLabel('Condition 1 value').fill('order, ticket');
  await expect(editor).toContainText('allow built-in: update_record with model one of "order", "ticket"');
  await console.screenshot(testInfo, 'rule-from-the-decision-bar');
  await editor.getByRole('button', { name: 'Save rule and approve' }).click();

  // Saving approved this call, by the operator's hand.
  await expect(console.timelineCard('update_record', 'executed')).toBeVisible({ timeout: demoWait });
  await console.openPending('send_email');
  await console.button('Approve').click();
  await console.openPending('delete_record');
  await console.declineOpenCall('Keep the ticket; close it as a duplicate instead.');

  // The demo then closes the duplicate ticket with update_record: the rule runs it without asking. The timeline
  // mounts only the rows near its view, so the earlier update (approved by hand) is not counted there: the audit
  // log below holds exactly one update allowed by the rule.
  const byRule = console.timelineCard('update_record', 'executed').filter({ hasText: 'Allowed by rule 1' });
  await expect(byRule).toBeVisible({ timeout: demoWait });
  await expect(console.ruleExplanation(byRule)).toHaveText(
    'Allowed by rule 1: built-in: update_record with model one of "order", "ticket"',
  );
  await expect.poll(async () => (await readStoredRecord(page, 'ticket', 5088))?.status).toBe('closed');
  await expect(console.timeline.getByText('Ticket #5088 is closed as a duplicate.')).toBeVisible({
    timeout: demoWait,
  });
  await console.screenshot(testInfo, 'similar-call-ran-by-rule');

  // Nobody was asked about it: the audit log has the rule's decision and no operator's.
  await audit.open();
  const closing = audit.entries('update_record', 'Allowed by rule 1');
  await expect(closing).toHaveCount(1);
  await expect(closing.getByRole('cell').nth(3)).toHaveText(/^\s*(by )?rule 1$/);

  await rules.open();
  await expect(rules.row(1)).toHaveAccessibleName(
    'Rule 1: allow built-in: update_record with model one of "order", "ticket"',
  );
  await expect(rules.row(1)).toContainText('this session');
  await expect.poll(() => rules.matched(1)).toBe(1);
});
