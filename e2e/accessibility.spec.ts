import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

const screens = ['Console', 'Captures', 'Rules', 'Audit log', 'Settings'] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations on the main screens, ${colorScheme}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    const console = new ConsolePage(page);
    await console.open('?fixture=support');
    await expect(console.reviewCard('issue_refund', 'pending')).toBeVisible();
    for (const screen of screens) {
      const button = page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: screen });
      await button.click();
      // The screen is shown and settled (no transition still running) before it is checked.
      await expect(button).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('main')).toBeVisible();
      // Looping indicators (a pulse while something counts) never finish and are left out.
      const transitions = () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((animation) => animation.playState === 'running')
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
        );
      await expect.poll(transitions).toBe(0);
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (violation) =>
          `${screen}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
      );
      expect(summary, `axe violations on ${screen}`).toEqual([]);
    }
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Console' }).click();
    await page.keyboard.press('?');
    const dialogResults = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(dialogResults.violations.map((violation) => violation.id)).toEqual([]);
    await console.screenshot(testInfo, `axe-${colorScheme}`);
  });
}
