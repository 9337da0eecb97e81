import { expect, test } from '@playwright/test';
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
