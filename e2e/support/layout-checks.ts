import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';

/** The window sizes every screen is checked at: a desktop and a phone. */
export const screenSizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Fails, naming `where`, when a control reaches beyond the window or the page scrolls sideways. */
export async function expectFits(page: Page, where: string): Promise<void> {
  expect(await controlsOutsideViewport(page), `controls outside the window on ${where}`).toEqual([]);
  expect(await scrollsSideways(page), `sideways scrolling on ${where}`).toEqual([]);
}

/** The axe rules whose outcome depends on colors alone. */
const colorRules = ['color-contrast', 'link-in-text-block'];

/**
 * Fails, naming `where` and each violation, when axe finds an accessibility violation on the page; `rules`
 * narrows the check to those rules.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  rules?: readonly string[],
): Promise<void> {
  // Only violations fail the check, so axe is not asked for the details of every rule that passed (a quarter of
  // its work on these screens).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

/** The color schemes every screen is read in. */
export const colorSchemes = ['light', 'dark'] as const;

/**
 * Reads what is on screen in each color scheme: a full-page screenshot named `${name}-${scheme}`, every axe rule
 * in the light scheme and, in the dark one, the rules that depend on colors (the page is otherwise the same, so
 * the layout is checked once by the caller). Leaves the page in the light scheme.
 */
export async function expectReadsInEachScheme(
  page: Page,
  testInfo: TestInfo,
  name: string,
  where: string,
): Promise<void> {
  for (const colorScheme of colorSchemes) {
    await page.emulateMedia({ colorScheme });
    const path = testInfo.outputPath(`${name}-${colorScheme}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${colorScheme}`, { path, contentType: 'image/png' });
    await expectNoAxeViolations(
      page,
      `${where} (${colorScheme})`,
      colorScheme === 'dark' ? colorRules : undefined,
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Every visible control (button, link, field, tab, anything focusable) whose box reaches beyond the left or
 * right edge of the window, described by its role and name. Screen-reader-only elements (one pixel) are skipped.
 */
export function controlsOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const selector =
      'button, a[href], input, select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';
    const outside: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
      outside.push(
        `${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}..${Math.round(box.right)}`,
      );
    }
    return outside;
  });
}

/**
 * Whatever scrolls sideways, or cuts content off at its side: the document itself, or a screen's landmark or
 * region that is a scroll or clip container (the root clips overflow, so a too-wide screen would otherwise be cut
 * off without the document growing). Boxes that let content overflow visibly (a popover) are not containers.
 */
export function scrollsSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollers = [
      document.documentElement,
      document.body,
      ...document.querySelectorAll('main, section, aside, header'),
    ];
    return scrollers
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          (element === document.documentElement || getComputedStyle(element).overflowX !== 'visible'),
      )
      .map((element) => `${element.tagName.toLowerCase()} ${element.scrollWidth} > ${element.clientWidth}`);
  });
}

/**
 * Fails, naming `where`, when two neighbouring rows of the timeline do not meet: a row placed by a height it no
 * longer has leaves a blank gap under it, or runs into the next one.
 */
export async function expectTimelineRowsMeet(page: Page, where: string): Promise<void> {
  const gaps = await page.evaluate(() => {
    const timeline = document.querySelector('section[aria-label="Timeline"]');
    const rows = [...(timeline?.querySelectorAll<HTMLElement>('[data-index]') ?? [])].sort(
      (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
    );
    const found: string[] = [];
    for (const [position, row] of rows.entries()) {
      const next = rows[position + 1];
      if (!next || Number(next.dataset.index) !== Number(row.dataset.index) + 1) continue;
      const bottom = row.getBoundingClientRect().bottom;
      const top = next.getBoundingClientRect().top;
      if (Math.abs(top - bottom) > 1)
        found.push(
          `rows ${row.dataset.index} and ${next.dataset.index}: ${Math.round(top - bottom)} px apart`,
        );
    }
    return found;
  });
  expect(gaps, `timeline rows that do not meet on ${where}`).toEqual([]);
}
