import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';

test('after a valid edit Approve all counts the call as ready, and the audit log says what the edit changed', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();
  await console.demoSettled();
  await console.openPending('update_record');

  const approveAll = console.pendingCalls.getByRole('button', { name: /^Approve all/ });
  await expect(approveAll).toHaveText(/^Approve all \(\d+\)$/);
  const before = await approveAll.textContent();
  const amount = console.review.getByLabel('refund_amount', { exact: true });
  await expect(amount).toHaveValue('89.9');
  await amount.fill('75');
  await expect(console.button('Approve')).toBeEnabled();
  // The queue follows the same check as Approve: the edited call is still ready, nothing needs fixing.
  await expect(approveAll).toHaveText(before!);
  await expect(console.pendingCalls).not.toContainText('fixing first');
  await console.screenshot(testInfo, 'approve-all-after-edit');

  await console.button('Approve').click();
  await expect(console.timelineCard('update_record', 'executed').first()).toBeVisible();
  const audit = new AuditPage(page);
  await audit.open();
  const entry = audit.entries('update_record', 'approved');
  await expect(entry).toContainText('values.refund_amount 89.9 → 75');
  await expect(entry).not.toContainText('Edited: values');
  await console.screenshot(testInfo, 'audit-what-changed');
});

test('a message typed while calls wait stays in the box with the reason it was not sent', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();
  await console.demoSettled();
  const box = page.getByRole('textbox', { name: 'Message to the agent' });
  await box.fill('Also check order 1043 before you answer.');
  await page.getByRole('form', { name: 'Message the agent' }).getByRole('button', { name: 'Send' }).click();

  const form = page.getByRole('form', { name: 'Message the agent' });
  await expect(form.getByRole('alert')).toContainText(/Decide the \d+ pending calls first/);
  await expect(box).toHaveValue('Also check order 1043 before you answer.');
  await expect(console.timeline).not.toContainText('Also check order 1043');
  await console.screenshot(testInfo, 'message-kept');
});
