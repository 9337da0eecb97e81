import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { demoWait } from './support/waits.ts';

test('a demo call is edited, the diff shown, approved, and its result seen', async ({ page }, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();
  await console.openPending('send_email');

  const subject = console.argument('subject');
  const proposed = await subject.inputValue();
  await subject.fill('Refund for the damaged plates on order #1042');

  await expect(console.review.getByText('edited').first()).toBeVisible();
  const changes = console.review.getByRole('region', { name: 'Changes' });
  await expect(changes).toContainText(`"subject": "${proposed}"`);
  await expect(changes).toContainText('"subject": "Refund for the damaged plates on order #1042"');
  await console.screenshot(testInfo, 'edited-with-diff');

  await console.button('Approve').click();
  // The review moves on to the call still waiting; the approved one is opened again to read its result.
  await expect(console.reviewCard('update_record', 'pending')).toBeVisible();
  await console.openFromTimeline('send_email', 'executed');
  const done = console.reviewCard('send_email', 'executed');
  await expect(done).toBeVisible({ timeout: demoWait });
  await expect(done.getByRole('region', { name: 'Approved arguments' })).toContainText(
    'Refund for the damaged plates on order #1042',
  );
  await expect(done).toContainText('edited: subject');
  await expect(done.getByRole('tab', { name: 'Output' })).toHaveAttribute('aria-selected', 'true');
  await expect(done.getByRole('tabpanel')).not.toBeEmpty();
  // Approved arguments can no longer be edited.
  await expect(console.argument('subject')).toHaveCount(0);
  await console.screenshot(testInfo, 'approved-result');
});
