import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { watchConsoleErrors } from './support/console-errors.ts';

test('the support fixture renders its conversation with no console errors', async ({ page }, testInfo) => {
  const errors = watchConsoleErrors(page);
  const console = new ConsolePage(page);
  await console.open('?fixture=support');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Duplicate charge on INV-20931 (Dana Whitfield)',
  );
  await expect(console.timelineCard('issue_refund', 'pending')).toBeVisible();
  await expect(console.timelineCard('send_email', 'pending')).toBeVisible();
  await expect(console.pendingCalls).toContainText('2');
  await expect(page).toHaveTitle(/\(2\) calls pending/);
  await expect(console.context).toContainText('/ 200,000 tokens');
  // The oldest pending call opens for review by itself.
  await expect(console.reviewCard('issue_refund', 'pending')).toBeVisible();
  await expect(console.argument('amount')).toHaveValue('149');

  await console.timeline.evaluate((element) => (element.scrollTop = 0));
  await expect(console.timelineCard('search_records', 'executed')).toContainText(
    '[pruned tool-call part_04_search',
  );
  await console.screenshot(testInfo, 'first-screen');
  expect(errors).toEqual([]);
});

test('the live demo starts with no console errors', async ({ page }, testInfo) => {
  const errors = watchConsoleErrors(page);
  const console = new ConsolePage(page);
  await console.open();
  await expect(console.pendingItem('send_email')).toBeVisible({ timeout: 45_000 });
  await console.screenshot(testInfo, 'demo-start');
  expect(errors).toEqual([]);
});
