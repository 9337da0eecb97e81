import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { colorSchemes, expectNoAxeViolations } from './support/layout-checks.ts';

// Every screen is read by axe at each window size in both schemes by `responsive.spec.ts`; this journey reads the
// console once nothing moves any more, and the keyboard shortcuts dialog, which only opens from the keyboard.
test('no axe violations on the settled console and the shortcuts dialog, light and dark', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  await expect(console.reviewCard('issue_refund', 'pending')).toBeVisible();
  // Looping indicators (a pulse while something counts) never finish and are left out.
  const transitions = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
    );
  for (const colorScheme of colorSchemes) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(transitions).toBe(0);
    await expectNoAxeViolations(page, `the console (${colorScheme})`);
  }
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const colorScheme of colorSchemes) {
    await page.emulateMedia({ colorScheme });
    const dialogResults = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(
      dialogResults.violations.map((violation) => violation.id),
      colorScheme,
    ).toEqual([]);
    await console.screenshot(testInfo, `shortcuts-${colorScheme}`);
  }
});
