import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { readStoredRecord } from './support/stored-records.ts';
import { demoWait } from './support/waits.ts';

test('the demo is refused, corrects itself, and runs exactly the amount the operator approved', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();

  // The misspelled field is refused by the check, with the reason the model can act on; nobody is asked.
  const refused = console.timelineCard('update_record', 'refused');
  await expect(refused).toBeVisible({ timeout: demoWait });
  await expect(refused).toContainText('Did you mean "refund_amount"?');

  await console.openPending('update_record');
  const before = await readStoredRecord(page, 'order', 1042);
  expect(before?.refund_amount).not.toBe(45);

  const amount = console.review.getByLabel('refund_amount', { exact: true });
  await amount.fill('45');
  await expect(console.review.getByRole('region', { name: 'Changes' })).toContainText('45');
  await console.screenshot(testInfo, 'refund-edited');

  // Nothing in the data store changes until the call is approved.
  expect((await readStoredRecord(page, 'order', 1042))?.refund_amount).toBe(before?.refund_amount);

  await console.button('Approve').click();
  await expect(console.timelineCard('update_record', 'executed')).toBeVisible({ timeout: demoWait });
  await expect.poll(async () => (await readStoredRecord(page, 'order', 1042))?.refund_amount).toBe(45);

  // The other waiting call is approved too, so the demo takes its next turn and acknowledges the edit.
  await console.openPending('send_email');
  await console.button('Approve').click();
  await expect(console.timeline.getByText(/You changed values\.refund_amount from 89\.9 to 45/)).toBeVisible({
    timeout: demoWait,
  });
  await console.screenshot(testInfo, 'edit-acknowledged');
});
