import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

/** Whether the document is exactly as high as the window: nothing hangs below the fixed-height layout. */
const documentFitsWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);

/** How far the field's bottom reaches below the top of the decision bar (positive means covered). */
async function overlap(field: Locator, bar: Locator): Promise<number> {
  const [fieldBox, barBox] = await Promise.all([field.boundingBox(), bar.boundingBox()]);
  if (!fieldBox || !barBox) throw new Error('The field or the decision bar is not on screen.');
  return fieldBox.y + fieldBox.height - barBox.y;
}

test('the console fits the window, and the field being edited stays above the decision bar', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  expect(await documentFitsWindow(page)).toBe(true);

  await console.openPending('send_email');
  const bar = console.review.getByRole('group', { name: 'Approve or decline' });
  await console.argument('subject').fill('Refund confirmed for INV-20931');
  // The diff appears at the bottom of the long review, with screen-reader-only text in it.
  await expect(console.review.getByRole('region', { name: 'Changes' })).toContainText('INV-20931');
  expect(await documentFitsWindow(page)).toBe(true);

  // Tab walks down the form: each field it reaches is scrolled clear of the bar.
  await console.argument('subject').focus();
  await page.keyboard.press('Tab');
  const body = console.argument('body');
  await expect(body).toBeFocused();
  await expect.poll(() => overlap(body, bar)).toBeLessThanOrEqual(0);
  await page.keyboard.press('End');
  await page.keyboard.type(' Thanks.');
  await expect.poll(() => overlap(body, bar)).toBeLessThanOrEqual(0);

  const feedback = console.review.getByLabel(/Feedback to the model/);
  await feedback.focus();
  await expect.poll(() => overlap(feedback, bar)).toBeLessThanOrEqual(0);
  expect(await documentFitsWindow(page)).toBe(true);
  await console.screenshot(testInfo, 'review-layout');
});
