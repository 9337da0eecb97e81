import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { demoWait } from './support/waits.ts';

test('a demo call is declined with a reason the model is told', async ({ page }, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();
  await console.openPending('update_record');

  await console.declineOpenCall('Refund the plates only after the customer sends a photo.');

  // The review moves on to the call still waiting; the declined one is read from the timeline.
  await expect(console.reviewCard('send_email', 'pending')).toBeVisible({ timeout: demoWait });
  await console.openFromTimeline('update_record', 'declined');
  const declined = console.reviewCard('update_record', 'declined');
  await expect(declined).toBeVisible({ timeout: demoWait });
  await expect(declined).toContainText(
    'Declined by the operator: Refund the plates only after the customer sends a photo.',
  );
  await expect(console.timelineCard('update_record', 'declined').first()).toBeVisible();
  await console.screenshot(testInfo, 'declined');
});
