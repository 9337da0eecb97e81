import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { outboxEmails, storedCallStatus } from './support/stored-conversation.ts';
import { demoWait } from './support/waits.ts';

// Reloads that land while the approved email is being claimed, sent and recorded.
for (const delayMs of [30, 120, 250]) {
  test(`a reload ${delayMs} ms after approving send_email shows exactly what happened, and the email goes once at most`, async ({
    page,
  }, testInfo) => {
    const console = new ConsolePage(page);
    await console.open();
    await console.openPending('send_email');
    // The reload is to cut off the approval, not the save of the call that waits for it.
    await expect.poll(() => storedCallStatus(page, 'send_email'), { timeout: demoWait }).toBe('pending');
    const before = (await outboxEmails(page)).length;

    await console.button('Approve').click();
    // The one deliberate pause in the suite: it picks the moment the reload lands, not a state to wait for. Every
    // outcome that moment can give (not sent, sent, recorded) is accepted below, so a faster or slower machine
    // only moves the reload to another of them, never turns the journey red.
    await page.waitForTimeout(delayMs);
    await page.reload();
    await expect(console.timeline).toBeVisible();

    // After the reload the card settles to a final state: what the claim, or the email's receipt, recorded.
    const card = console.timeline.getByRole('article', {
      name: /^send_email (executed|interrupted|pending)$/,
    });
    await expect(card).toBeVisible({ timeout: demoWait });
    const emails = await outboxEmails(page);
    const sent = emails.length - before;
    expect(sent).toBeLessThanOrEqual(1);
    if (sent === 1) {
      // Sent: the card says it ran, with the result of that very send (its time is the outbox entry's), and
      // offers no way to send it again.
      const executed = console.timelineCard('send_email', 'executed');
      await expect(executed).toBeVisible();
      await expect(executed).toContainText(new Date(emails.at(-1)!.sentAt).toISOString());
      await expect(executed.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(console.timeline.getByRole('article', { name: 'send_email interrupted' })).toHaveCount(0);
    } else {
      // Not sent: the card never says it ran, and offers to run it: it waits for the operator again, or it was
      // cut off before it took effect and offers Retry.
      await expect(console.timelineCard('send_email', 'executed')).toHaveCount(0);
      const name = (await card.getAttribute('aria-label')) ?? '';
      if (name.endsWith('pending')) await expect(console.pendingItem('send_email')).toBeVisible();
      else {
        await expect(console.timelineCard('send_email', 'interrupted')).toContainText('did not run');
        await expect(
          console.timelineCard('send_email', 'interrupted').getByRole('button', { name: 'Retry' }),
        ).toBeVisible();
      }
      await expect(console.timeline).not.toContainText('may have run');
    }
    const shown = (await card.getAttribute('aria-label')) ?? '';
    testInfo.annotations.push({ type: 'outcome', description: `sent ${sent}, shown as ${shown}` });
    await console.screenshot(testInfo, `reload-${delayMs}ms-after-approve`);

    // Whatever happened, another reload shows the same, and nothing ran again.
    await page.reload();
    await expect(console.timeline.getByRole('article', { name: /^send_email / })).toBeVisible({
      timeout: demoWait,
    });
    if (sent === 1) await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
    expect((await outboxEmails(page)).length - before).toBe(sent);
  });
}
