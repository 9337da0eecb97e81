import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { outboxCount } from './support/stored-conversation.ts';
import { demoWait } from './support/waits.ts';

// Reloads that land while the approved email is being claimed, sent and recorded.
for (const delayMs of [30, 120, 250]) {
  test(`a reload ${delayMs} ms after approving send_email shows what really happened, and the email goes once at most`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const console = new ConsolePage(page);
    await console.open();
    await console.openPending('send_email');
    const before = await outboxCount(page);

    await console.button('Approve').click();
    await page.waitForTimeout(delayMs);
    await page.reload();
    await expect(console.timeline).toBeVisible();

    // After the reload the card settles to a final state: what the claim and the audit log recorded.
    const card = console.timeline.getByRole('article', {
      name: /^send_email (executed|interrupted|pending)$/,
    });
    await expect(card).toBeVisible({ timeout: demoWait });
    const sent = (await outboxCount(page)) - before;
    expect(sent).toBeLessThanOrEqual(1);
    const name = (await card.getAttribute('aria-label')) ?? '';
    if (sent === 1) {
      // Sent: the card shows it ran, with its result; or, when the reload fell between the send and the record
      // of its end, that it may have run. Either way it offers no way to send it again.
      const settled = console.timeline.getByRole('article', { name: /^send_email (executed|interrupted)$/ });
      await expect(settled).toBeVisible();
      await expect(settled.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      if (name.endsWith('interrupted')) await expect(settled).toContainText('may have run');
    } else {
      // Not sent: the card never says it ran, and never offers the old "may or may not have finished" with Retry.
      expect(name).not.toContain('executed');
      await expect(console.timeline).not.toContainText('may or may not');
    }
    await console.screenshot(testInfo, `reload-${delayMs}ms-after-approve`);

    // Whatever happened, another reload shows the same, and nothing ran again.
    await page.reload();
    await expect(console.timeline.getByRole('article', { name: /^send_email / })).toBeVisible({
      timeout: demoWait,
    });
    expect((await outboxCount(page)) - before).toBe(sent);
  });
}
