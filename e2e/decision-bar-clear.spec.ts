import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

/** The window sizes the review is used at: a desktop, a small laptop, a phone. */
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Whether two boxes on screen share any area. */
async function intersects(field: Locator, bar: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([field.boundingBox(), bar.boundingBox()]);
  if (!a || !b) throw new Error('The field or the decision bar is not on screen.');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether the field lies within the window from top to bottom. */
async function inWindow(field: Locator, height: number): Promise<boolean> {
  const box = await field.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

for (const size of sizes) {
  test(`at ${size.width} × ${size.height} every field of the form, once focused, is clear of the decision bar`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const console = new ConsolePage(page);
    await console.open();
    await console.showDecisions();
    await console.demoSettled();
    for (const tool of ['update_record', 'send_email']) {
      await console.openPending(tool);
      const bar = console.review.getByRole('group', { name: 'Approve or decline' });
      const form = console.review.getByRole('region', { name: 'Arguments' });
      const fields = form.locator('input:not([type=hidden]), textarea, select');
      // The argument editor loads apart: the form is counted once its fields are there.
      await expect(fields.first()).toBeVisible();
      const count = await fields.count();
      expect(count).toBeGreaterThan(2);
      const fieldsAndNote = [
        ...Array.from({ length: count }, (_, index) => fields.nth(index)),
        console.review.getByLabel(/Feedback to the model/),
      ];
      // The bar leaves most of the window to the form, on a phone too.
      const barBox = await bar.boundingBox();
      expect(barBox!.height).toBeLessThan(size.height / 4);
      for (const [index, field] of fieldsAndNote.entries()) {
        const name = `${tool} field ${index + 1} of ${fieldsAndNote.length}`;
        await field.focus();
        await expect(field).toBeFocused();
        await expect.poll(() => intersects(field, bar), { message: `${name} under the bar` }).toBe(false);
        await expect
          .poll(() => inWindow(field, size.height), { message: `${name} off the window` })
          .toBe(true);
      }
      await console.screenshot(testInfo, `${tool}-${size.name}`);
    }
  });
}
