import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

test('keyboard only: a pending call is reviewed, edited and approved', async ({ page }, testInfo) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  await expect(console.pendingItem('send_email')).toBeVisible();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Next pending call');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // j j reaches the second waiting call; Enter opens it for review.
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(console.pendingItem('send_email')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(console.reviewCard('send_email', 'pending')).toBeVisible();

  // e focuses the first argument; Tab moves on to the subject, which is then rewritten.
  await page.keyboard.press('e');
  await expect(console.argument('to')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(console.argument('subject')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Refund confirmed for INV-20931');
  await expect(console.review.getByRole('region', { name: 'Changes' })).toContainText(
    'Refund confirmed for INV-20931',
  );
  await console.screenshot(testInfo, 'keyboard-edit');

  // Ctrl/Cmd+Enter approves from inside the form, and the review moves on to the call still waiting.
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  await expect(console.reviewCard('issue_refund', 'pending')).toBeVisible();

  // Back on the page, j focuses the remaining call and a approves it without the mouse.
  await page.locator('body').focus();
  await page.keyboard.press('j');
  await expect(console.pendingItem('issue_refund')).toBeFocused();
  await page.keyboard.press('a');
  await expect(console.pendingCalls).toContainText('Nothing waits for you');
  await console.screenshot(testInfo, 'keyboard-approved');
});

test('d opens the decline form for the open call and Escape cancels it', async ({ page }) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  await expect(console.reviewCard('issue_refund', 'pending')).toBeVisible();
  await page.keyboard.press('d');
  await expect(console.review.getByLabel(/Reason/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(console.button('Decline')).toBeVisible();
});
