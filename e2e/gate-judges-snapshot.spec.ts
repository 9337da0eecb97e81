import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { RulesPage } from './pages/rules-page.ts';
import { readStoredRecord } from './support/stored-records.ts';
import { demoWait } from './support/waits.ts';

test('an edit into a denied range blocks Approve naming the rule, and a rule added in another tab refuses the approved draft before it runs', async ({
  context,
}, testInfo) => {
  const first = new ConsolePage(await context.newPage());
  const firstRules = new RulesPage(first.page);
  await first.open();
  await expect(first.pendingItem('update_record')).toBeVisible({ timeout: demoWait });
  await firstRules.open();
  await firstRules.create({
    effect: 'deny',
    tool: 'update_record',
    conditions: [{ path: 'values.refund_amount', kind: 'is between', min: 100 }],
    message: 'Refunds of 100 or more go through finance.',
  });
  await expect(firstRules.row(1)).toHaveAccessibleName(
    'Rule 1: deny update_record with values.refund_amount ≥ 100',
  );
  await first.goTo('Console');
  await first.openPending('update_record');

  // The proposal (89.90) is under the limit; the operator's 120 is not, though the tool itself would take it.
  const amount = first.argument('refund_amount');
  const approve = first.button('Approve');
  await amount.fill('120');
  const denial =
    'Denied by rule 1: update_record with values.refund_amount ≥ 100. Refunds of 100 or more go through finance.';
  await expect(first.review.getByText(`Cannot approve: ${denial}`)).toBeVisible();
  await expect(approve).toBeDisabled();
  // The field the rule names says it too.
  await expect(amount).toHaveAccessibleDescription(new RegExp('Denied by rule 1'));
  await first.screenshot(testInfo, 'denied-draft-blocks-approve');

  await amount.fill('45');
  await expect(approve).toBeEnabled();

  // Meanwhile, in a second tab, another rule denies refunds on orders altogether.
  const second = new ConsolePage(await context.newPage());
  const secondRules = new RulesPage(second.page);
  await second.open();
  await secondRules.open();
  await secondRules.create({
    effect: 'deny',
    tool: 'update_record',
    conditions: [{ path: 'model', kind: 'equals', value: 'order' }],
    message: 'Orders are frozen during the audit.',
  });
  await expect(secondRules.row(2)).toBeVisible();

  // The first tab's draft was checked before that rule existed; at approval it is judged again and never runs.
  await approve.click();
  // The demo's first update_record was refused by the tool's own check; this is the operator's refund of 45.
  const refused = first.timelineCard('update_record', 'refused').filter({ hasText: 'refund_amount: 45' });
  await expect(refused).toBeVisible({ timeout: demoWait });
  await expect(first.ruleExplanation(refused)).toHaveText(
    'Denied by rule 2: update_record with model = "order".',
  );
  await expect(refused).toContainText('Orders are frozen during the audit.');
  expect((await readStoredRecord(first.page, 'order', 1042))?.refund_amount).toBe(0);
  await first.screenshot(testInfo, 'approved-draft-refused-by-new-rule');
});
