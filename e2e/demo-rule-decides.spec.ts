import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { RulesPage } from './pages/rules-page.ts';

test("a rule made during the demo decides the demo's next matching call, and its card names the rule", async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  const rules = new RulesPage(page);
  await console.open();
  await console.openPending('update_record');

  await rules.open();
  await rules.create({
    effect: 'deny',
    tool: '*delete*',
    message: 'Close duplicates instead of deleting them.',
  });
  await expect(rules.row(1)).toHaveAccessibleName(/^Rule 1: deny \*delete\*/);

  await console.goTo('Console');
  await console.openPending('update_record');
  await console.declineOpenCall('Refund the plates only after the customer sends a photo.');
  await console.openPending('send_email');
  await console.declineOpenCall('No email until the refund is settled.');

  // The demo then proposes deleting the duplicate ticket: the rule denies it without asking.
  await console.openFromTimeline('delete_record', 'refused');
  const refused = console.reviewCard('delete_record', 'refused');
  await expect(refused).toContainText(/denied by rule 1: \*delete\*/i);
  await expect(console.pendingItem('delete_record')).toHaveCount(0);
  // The model is told, and proposes closing the duplicate instead.
  await console.openPending('update_record');
  await expect(
    console.timeline.getByText(
      /Deleting ticket #\d+ was refused before it ran: Denied by rule 1: \*delete\*\./,
    ),
  ).toBeVisible();
  await console.screenshot(testInfo, 'denied-by-rule');
});
