import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

test('a reload in the middle of an edit brings the draft back', async ({ page }, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();
  await console.openPending('send_email');
  await console.argument('subject').fill('Draft subject that must survive a reload');
  // Drafts are written as soon as they change; give IndexedDB its moment.
  await page.waitForTimeout(300);

  await page.reload();
  await console.openPending('send_email');
  await expect(console.argument('subject')).toHaveValue('Draft subject that must survive a reload');
  await expect(console.review.getByText('edited').first()).toBeVisible();
  await console.screenshot(testInfo, 'draft-restored');
});
