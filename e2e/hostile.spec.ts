import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

test('hostile strings in text, arguments and results are inert and do not break the layout', async ({
  page,
}, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const console = new ConsolePage(page);
  await console.open('?fixture=hostile');

  await expect(console.timeline).toContainText('<img src=x onerror=alert(1)>');
  await expect(console.timeline).toContainText('<script>alert("xss")</script>');
  // The text is shown, and nothing of it became an element.
  expect(await page.locator('img[src="x"], script:not([src]):not([type]), [onerror]').count()).toBe(0);
  const link = console.timeline.getByText('open the invoice');
  await expect(link).toBeVisible();
  expect(await link.evaluate((element) => element.closest('a')?.getAttribute('href') ?? null)).toBeNull();
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);

  // The pending email with hostile arguments is reviewed: its fields hold the strings as values.
  await console.openPending('send_email');
  await console.pendingCalls.getByRole('button', { name: /^send_email\b.*onerror/ }).click();
  await expect(console.argument('subject')).toHaveValue('<img src=x onerror=alert(1)>');

  // Long unbroken strings wrap: nothing is wider than the window.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const timelineOverflow = await console.timeline.evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  );
  expect(timelineOverflow).toBeLessThanOrEqual(0);
  await console.screenshot(testInfo, 'hostile');
  expect(dialogs).toEqual([]);
});
