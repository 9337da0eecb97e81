import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { demoWait } from './support/waits.ts';

test('a destructive call is listed, reached with j, and runs only after a confirmation', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();

  // The demo's refund and e-mail are approved as proposed, so it moves on to the duplicate ticket.
  await console.openPending('update_record');
  await console.button('Approve').click();
  await console.openPending('send_email');
  await console.button('Approve').click();

  // delete_record waits in the queue like any other call, whatever Approve all takes.
  const item = console.pendingItem('delete_record');
  await expect(item).toBeVisible({ timeout: demoWait });
  await expect(console.pendingCalls.getByRole('checkbox', { name: 'destructive' })).not.toBeChecked();

  await page.locator('body').focus();
  await page.keyboard.press('j');
  await expect(item).toBeFocused();

  // One key asks first; Escape leaves the call waiting.
  await page.keyboard.press('a');
  const dialog = console.approvalConfirmation;
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('delete_record');
  await expect(dialog.getByRole('button', { name: 'Approve delete_record' })).toBeFocused();
  await console.screenshot(testInfo, 'destructive-confirmation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(console.pendingItem('delete_record')).toBeVisible();

  // The Approve button asks too; Enter confirms, and the call runs.
  await console.openPending('delete_record');
  await console.button('Approve').click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(console.timelineCard('delete_record', 'executed')).toBeVisible({ timeout: demoWait });
  await expect(console.pendingCalls).toContainText('Nothing waits for you');
});
