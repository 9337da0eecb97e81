import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import {
  expectFits,
  expectReadsInEachScheme,
  expectTimelineRowsMeet,
  screenSizes,
} from './support/layout-checks.ts';

// The layout is the same in both color schemes, so each window is laid out once and each screen is read (a
// screenshot and axe, whose contrast checks differ) in both.
for (const size of screenSizes) {
  test(`every screen fits a ${size.name} window (${size.width} × ${size.height}), light and dark`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const console = new ConsolePage(page);
    await console.open('?fixture=support');
    const narrow = size.width < 1024;
    const tag = size.name;

    // The conversation: on a phone it is one of two panels, and the switch says how many calls wait.
    await expect(console.timelineCard('send_email', 'pending')).toBeVisible();
    if (narrow) await expect(console.panelSwitch('Decisions')).toContainText('2');
    await console.screenshot(testInfo, `console-${tag}`);
    await expectFits(page, 'the conversation');
    await expectTimelineRowsMeet(page, 'the conversation');

    // The decisions: the oldest pending call is open and its decision bar is on screen without scrolling.
    await console.showDecisions();
    await expect(console.reviewCard('issue_refund', 'pending')).toBeVisible();
    const bar = console.review.getByRole('group', { name: 'Approve or decline' });
    await expect(bar.getByRole('button', { name: 'Approve', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: 'Decline', exact: true })).toBeInViewport({ ratio: 1 });
    await expectFits(page, 'the decisions');
    await expectReadsInEachScheme(page, testInfo, `decisions-${tag}`, `the console (${tag})`);

    // The context breakdown opens within the window.
    await console.context.getByRole('button', { name: 'Breakdown' }).click();
    await expectFits(page, 'the context breakdown');
    await console.context.getByRole('button', { name: 'Breakdown' }).click();

    // The navigation: folded into a menu on a phone, whose entries lie within the window when open.
    const names = await console.screenNames();
    expect(names).toEqual(expect.arrayContaining(['Console', 'Captures', 'Rules', 'Audit log', 'Settings']));
    if (narrow) {
      await console.screens.getByRole('button', { name: /^Menu/ }).click();
      await expect(console.screens.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
      await console.screenshot(testInfo, `menu-${tag}`);
      await expectFits(page, 'the open menu');
      await page.keyboard.press('Escape');
      await expect(console.screens.getByRole('button', { name: 'Settings', exact: true })).toBeHidden();
    }

    for (const name of names.filter((screen) => screen !== 'Console')) {
      await console.goTo(name);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      // Screens read IndexedDB when they open; what they read can change their width.
      await console.expectScreenRead();
      await expectFits(page, name);
      await expectReadsInEachScheme(
        page,
        testInfo,
        `${name.toLowerCase().replace(/\W+/g, '-')}-${tag}`,
        `${name} (${tag})`,
      );
    }
    await console.goTo('Console');
    await expect(console.timeline.or(console.pendingCalls).first()).toBeVisible();
  });
}
