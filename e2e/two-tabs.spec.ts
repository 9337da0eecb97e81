import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { outboxCount } from './support/stored-conversation.ts';
import { demoWait } from './support/waits.ts';

test('two tabs approve one email: it is sent once and both tabs show the result', async ({
  context,
}, testInfo) => {
  const first = new ConsolePage(await context.newPage());
  await first.open();
  await expect(first.pendingItem('send_email')).toBeVisible({ timeout: demoWait });
  const second = new ConsolePage(await context.newPage());
  await second.open();
  await second.openPending('send_email');
  await first.openPending('send_email');
  const before = await outboxCount(first.page);

  // Both operators press Approve at once; one run happens.
  await Promise.all([first.button('Approve').click(), second.button('Approve').click()]);
  await expect(first.timelineCard('send_email', 'executed')).toBeVisible({ timeout: demoWait });
  await expect(second.timelineCard('send_email', 'executed')).toBeVisible({ timeout: demoWait });
  expect(await outboxCount(first.page)).toBe(before + 1);
  await expect(
    second.timelineCard('send_email', 'executed').getByRole('button', { name: 'Retry' }),
  ).toHaveCount(0);
  await second.screenshot(testInfo, 'second-tab-executed');

  // A reload of the stale tab still shows the real result.
  await second.page.reload();
  await expect(second.timelineCard('send_email', 'executed')).toBeVisible({ timeout: demoWait });
  expect(await outboxCount(second.page)).toBe(before + 1);
});

test("a stale tab's Approve of a call another tab ran is refused there and logged as refused", async ({
  context,
}, testInfo) => {
  const first = new ConsolePage(await context.newPage());
  await first.open();
  await expect(first.pendingItem('send_email')).toBeVisible({ timeout: demoWait });
  // This tab hears nothing of what the other saves: it stays on its stale copy.
  const stalePage = await context.newPage();
  await stalePage.addInitScript(() => {
    Reflect.deleteProperty(window, 'BroadcastChannel');
  });
  const stale = new ConsolePage(stalePage);
  await stale.open();
  await stale.openPending('send_email');
  const before = await outboxCount(first.page);

  await first.openPending('send_email');
  await first.button('Approve').click();
  await expect(first.timelineCard('send_email', 'executed')).toBeVisible({ timeout: demoWait });
  await expect(stale.reviewCard('send_email', 'pending')).toBeVisible();
  await stale.button('Approve').click();
  await expect(stale.timelineCard('send_email', 'executed')).toBeVisible({ timeout: demoWait });
  expect(await outboxCount(first.page)).toBe(before + 1);

  const audit = new AuditPage(stalePage);
  await audit.open();
  await expect(audit.entries('send_email', /approved.*executed/)).toHaveCount(1);
  const refused = audit.entries('send_email', 'Refused in this tab');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('another tab already ran this call');
  // Decision and outcome both say refused.
  await expect(refused.getByRole('cell').nth(2)).toContainText('refused');
  await expect(refused.getByRole('cell').nth(4)).toHaveText('refused');
  await expect(audit.entries('send_email', 'interrupted')).toHaveCount(0);
  await stale.screenshot(testInfo, 'stale-tab-audit');
});
