import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { RulesPage } from './pages/rules-page.ts';
import { SetAsidePanel } from './pages/set-aside-panel.ts';
import { demoWait } from './support/waits.ts';

test('a call set aside for 15 minutes leaves the queue and comes back; set aside again, its deadline declines it first and the model is told only of the decline', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  const rules = new RulesPage(page);
  const aside = new SetAsidePanel(page);
  // The page's clock stands still until the journey moves it, a quarter of an hour at a time.
  await page.clock.install();
  await console.open();
  await expect(console.pendingItem('update_record')).toBeVisible({ timeout: demoWait });
  await rules.open();
  await rules.create({
    effect: 'ask',
    tool: 'send_email',
    deadline: { seconds: 1200, then: 'decline', message: 'Do not email her until the operator is back.' },
  });
  await console.goTo('Console');
  await console.startNewDemo();
  await console.showDecisions();
  await console.openPending('update_record');
  await console.button('Approve').click();

  await console.openPending('send_email');
  await aside.setOpenCallAside('15 minutes');
  // It leaves the queue, listed apart with how long it stays aside; nothing is decided.
  await expect(console.pendingItem('send_email')).toBeHidden();
  await expect(aside.list).toContainText('send_email for 15 minutes more');
  await expect(console.timelineCard('send_email', 'pending')).toBeVisible();
  await console.screenshot(testInfo, 'set-aside');

  // A reload keeps it aside.
  await page.reload();
  await console.showDecisions();
  await expect(aside.list).toContainText('send_email');
  await expect(console.pendingItem('send_email')).toBeHidden();

  await page.clock.fastForward('15:01');
  await expect(console.pendingItem('send_email')).toBeVisible();
  await expect(aside.backNotice('send_email')).toHaveText(/set aside 15 minutes( \d+ seconds?)? ago\)\.$/);
  await expect(aside.list).toBeHidden();
  // Its deadline ran on while it was aside: under five minutes are left of the twenty.
  await expect(console.pendingCalls.getByRole('timer')).toHaveAccessibleName(/declines in [0-4]:\d\d/);
  await console.screenshot(testInfo, 'set-aside-back');

  await console.openPending('send_email');
  await aside.setOpenCallAside('An hour');
  await expect(console.pendingItem('send_email')).toBeHidden();
  await page.clock.fastForward('05:00');

  // The deadline comes first: the call is declined, and the model hears of the decline and nothing else.
  const declined = console.timelineCard('send_email', 'declined');
  await expect(declined).toBeVisible({ timeout: demoWait });
  await expect(declined).toContainText('Declined by the deadline of rule 1: send_email.');
  await expect(
    console.timeline.getByText(
      'The email to Dana Whitfield was declined without you: nobody decided within 20 minutes (the deadline of rule 1: send_email). Do not email her until the operator is back.',
    ),
  ).toBeVisible({ timeout: demoWait });
  await expect(aside.list).toBeHidden();
  await expect(aside.backNotice('send_email')).toBeHidden();
  await expect(console.timeline).not.toContainText(/set aside|not now/i);

  const audit = new AuditPage(page);
  await audit.open();
  const entries = audit.rowsFor('send_email');
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('Declined by the deadline of rule 1');
});
