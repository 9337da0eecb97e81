import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { demoWait } from './support/waits.ts';

test('three decisions by keyboard alone, the review moving on by itself', async ({ page }, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();
  // The demo proposes the refund and the e-mail together; the oldest opens for review by itself.
  await expect(console.pendingItem('send_email')).toBeVisible({ timeout: demoWait });
  await expect(console.reviewCard('update_record', 'pending')).toBeVisible();
  await page.locator('body').focus();

  // 1. a approves the open call; the review moves to the next pending call without a click.
  await page.keyboard.press('a');
  await expect(console.reviewCard('send_email', 'pending')).toBeVisible();
  await expect(console.timelineCard('update_record', 'executed')).toBeVisible({ timeout: demoWait });
  await expect(console.review.getByRole('heading', { name: 'Reviewing send_email, pending' })).toBeFocused();
  await console.screenshot(testInfo, 'advanced-to-second');

  // 2. a again; the demo answers with its next call, which the review opens when it arrives.
  await page.keyboard.press('a');
  await expect(console.reviewCard('delete_record', 'pending')).toBeVisible({ timeout: demoWait });
  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();

  // 3. d declines it with a reason typed and sent with Enter.
  await page.keyboard.press('d');
  const reason = console.review.getByLabel(/Reason/);
  await expect(reason).toBeFocused();
  await page.keyboard.type('Keep the duplicate until finance has looked at it.');
  await page.keyboard.press('Enter');
  await expect(console.timelineCard('delete_record', 'declined')).toBeVisible({ timeout: demoWait });
  await console.screenshot(testInfo, 'three-decisions');
});

test('the diff is shown side by side with the changed words highlighted, and the choice is remembered', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  await console.openPending('send_email');
  await console.argument('subject').fill('Refund confirmed for invoice INV-20931');
  const changes = console.review.getByRole('region', { name: 'Changes' });

  // Unified: only the words that differ are marked inside the changed lines.
  await expect(changes.locator('ins').first()).toBeVisible();
  await expect(changes.locator('ins')).toContainText(['confirmed']);
  await expect(changes.locator('ins', { hasText: 'INV-20931' })).toHaveCount(0);

  await changes.getByRole('button', { name: 'Side by side' }).click();
  await expect(changes.getByText('Proposed', { exact: true })).toBeVisible();
  await expect(changes.getByText('Will run', { exact: true })).toBeVisible();
  const removed = changes.locator('del').first();
  const added = changes.locator('ins').first();
  await expect(removed).toBeVisible();
  await expect(added).toBeVisible();
  // The proposed words sit in the left column, the edited ones in the right.
  const [left, right] = await Promise.all([removed.boundingBox(), added.boundingBox()]);
  expect(left && right && left.x < right.x).toBe(true);
  await console.screenshot(testInfo, 'side-by-side');

  await page.reload();
  await expect(console.timeline).toBeVisible();
  await console.openPending('send_email');
  await console.argument('subject').fill('Another subject');
  await expect(changes.getByRole('button', { name: 'Side by side' })).toHaveAttribute('aria-pressed', 'true');
  await expect(changes.getByText('Will run', { exact: true })).toBeVisible();
});

test('a nested field has its own Reset, which keeps the other edits of its group', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  await console.openPending('send_email');
  const trackOpens = console.argument('track_opens');
  const priority = console.argument('priority');
  const trackedBefore = await trackOpens.isChecked();
  const priorityBefore = await priority.inputValue();

  await trackOpens.setChecked(!trackedBefore);
  await priority.selectOption('high');
  await expect(console.button('Reset track_opens')).toBeVisible();
  await expect(console.button('Reset priority')).toBeVisible();
  await console.screenshot(testInfo, 'nested-edited');

  await console.button('Reset track_opens').click();
  await expect(trackOpens).toBeChecked({ checked: trackedBefore });
  await expect(console.button('Reset track_opens')).toHaveCount(0);
  await expect(priority).not.toHaveValue(priorityBefore);
  const changes = console.review.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText('"priority": "high"');
  await expect(changes).not.toContainText(`"track_opens": ${!trackedBefore}`);

  await console.button('Reset priority').click();
  await expect(priority).toHaveValue(priorityBefore);
  await expect(changes).toContainText('No edits');
});
