import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { RulesPage } from './pages/rules-page.ts';
import { demoWait } from './support/waits.ts';

test("a rule's deadline declines a waiting call when it passes, and the model is told", async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  const rules = new RulesPage(page);
  const audit = new AuditPage(page);
  // The page's clock runs on its own until the journey moves it past the deadline, rather than waiting it out.
  await page.clock.install();
  await console.open();
  await expect(console.pendingItem('update_record')).toBeVisible({ timeout: demoWait });
  await rules.open();
  await rules.create({
    effect: 'ask',
    tool: 'send_email',
    deadline: { seconds: 15, then: 'decline', message: 'Do not email her until the operator is back.' },
  });
  await expect(rules.row(1)).toContainText('decide within 15 seconds, then decline');
  await console.goTo('Console');
  await console.startNewDemo();

  // The email waits with its countdown, in the queue and on its card.
  await expect(console.pendingItem('send_email')).toBeVisible({ timeout: demoWait });
  await expect(console.pendingCalls.getByRole('timer')).toHaveCount(1);
  await console.pendingItem('send_email').click();
  const waiting = console.reviewCard('send_email', 'pending');
  await expect(console.ruleExplanation(waiting)).toHaveText('Asked by rule 1: send_email.');
  await expect(waiting.getByRole('timer')).toHaveAccessibleName(
    /^Deadline: (declines in \d:\d\d|declining now), set by rule 1$/,
  );
  await console.screenshot(testInfo, 'deadline-counting-down');
  await console.openPending('update_record');
  await console.button('Approve').click();
  await page.clock.fastForward('00:16');

  // Nobody decides the email: its deadline declines it, and the card says which rule and why.
  const declined = console.timelineCard('send_email', 'declined');
  await expect(declined).toBeVisible({ timeout: demoWait });
  await expect(declined).toContainText(
    'Declined by the deadline of rule 1: send_email. Nobody decided within 15 seconds. Do not email her until the operator is back.',
  );
  // The model is told: its next reply quotes the decline instead of reporting the email as sent.
  await expect(
    console.timeline.getByText(
      'The email to Dana Whitfield was declined without you: nobody decided within 15 seconds (the deadline of rule 1: send_email). Do not email her until the operator is back.',
    ),
  ).toBeVisible({ timeout: demoWait });
  await expect(console.pendingItem('delete_record')).toBeVisible({ timeout: demoWait });
  await console.screenshot(testInfo, 'deadline-declined');

  await audit.open();
  const entry = audit.entries('send_email', 'Declined by the deadline of rule 1: send_email');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(
    'Nobody decided within 15 seconds. Do not email her until the operator is back.',
  );
});
