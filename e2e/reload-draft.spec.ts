import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

test('a reload in the middle of an edit brings the draft and the feedback back', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();
  await console.openPending('send_email');
  await console.argument('subject').fill('Draft subject that must survive a reload');
  const note = 'Keep it short, and mention the order number.';
  await console.review.getByLabel(/Feedback to the model/).fill(note);
  // Drafts are written as soon as they change: wait until both are stored, then reload.
  await expect.poll(() => console.storedDraftsContain('Draft subject that must survive a reload')).toBe(true);
  await expect.poll(() => console.storedDraftsContain(note)).toBe(true);

  await page.reload();
  await console.openPending('send_email');
  await expect(console.argument('subject')).toHaveValue('Draft subject that must survive a reload');
  await expect(console.review.getByText('edited').first()).toBeVisible();
  await expect(console.review.getByLabel(/Feedback to the model/)).toHaveValue(note);
  await console.screenshot(testInfo, 'draft-restored');
});
