import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { demoWait } from './support/waits.ts';

test('an edit the tool would refuse blocks Approve with its reason, and a decline is reported truthfully', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();
  await console.openPending('update_record');

  // A negative refund passes the schema (values is free-form) but not the tool's own check.
  const amount = console.review.getByLabel('refund_amount', { exact: true });
  await amount.fill('-5');
  const approve = console.button('Approve');
  await expect(
    console.review.getByText(/^Cannot approve: Order\.refund_amount must be an amount/),
  ).toBeVisible();
  await expect(approve).toBeDisabled();
  await console.screenshot(testInfo, 'refusable-edit-blocked');

  // The model is a choice among the models that exist, never free text.
  await expect(console.argument('model')).toHaveJSProperty('tagName', 'SELECT');

  // Back to a valid amount, Approve is open again.
  await amount.fill('45');
  await expect(approve).toBeEnabled();

  // Declined instead: the demo says it was declined, not that a refund was recorded.
  await console.declineOpenCall('Wrong amount.');
  await console.openPending('send_email');
  await console.button('Approve').click();
  await expect(console.timeline.getByText(/You declined the refund update \(“Wrong amount\.”\)/)).toBeVisible(
    {
      timeout: demoWait,
    },
  );
  await expect(console.timeline.getByText(/The refund of \S+ is recorded/)).toHaveCount(0);
});
