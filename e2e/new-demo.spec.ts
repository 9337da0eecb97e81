import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { readStoredRecord } from './support/stored-records.ts';
import { demoWait } from './support/waits.ts';

test('New demo asks first, and restarts the script from the same facts', async ({ page }, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();
  await console.openPending('update_record');
  const before = await readStoredRecord(page, 'order', 1042);
  const proposed = await console.review.getByLabel('refund_amount', { exact: true }).inputValue();

  // The refund runs, so the data store no longer holds the facts the demo started from.
  await console.button('Approve').click();
  await expect(console.timelineCard('update_record', 'executed')).toBeVisible({ timeout: demoWait });
  await expect
    .poll(async () => (await readStoredRecord(page, 'order', 1042))?.status)
    .not.toBe(before?.status);

  // New demo asks; keeping the conversation changes nothing.
  const newDemo = page.getByRole('button', { name: 'New demo' });
  const dialog = page.getByRole('dialog', { name: 'Start the demo again?' });
  await newDemo.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('records and sent e-mails go back to their starting values');
  await console.screenshot(testInfo, 'new-demo-asks');
  await dialog.getByRole('button', { name: 'Keep this conversation' }).click();
  await expect(dialog).toBeHidden();
  await expect(console.timelineCard('update_record', 'executed')).toBeVisible();

  // Confirmed: a fresh conversation, the records back at their seed, and the same refund proposed again.
  await newDemo.click();
  await dialog.getByRole('button', { name: 'Start the demo again' }).click();
  await expect(console.timelineCard('update_record', 'executed')).toHaveCount(0);
  await expect.poll(async () => (await readStoredRecord(page, 'order', 1042))?.status).toBe(before?.status);
  expect((await readStoredRecord(page, 'order', 1042))?.refund_amount).toBe(before?.refund_amount);
  await console.openPending('update_record');
  await expect(console.review.getByLabel('refund_amount', { exact: true })).toHaveValue(proposed);
  await console.screenshot(testInfo, 'new-demo-restarted');
});
