import { writeFile } from 'node:fs/promises';
import { truncate } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { watchConsoleErrors } from './support/console-errors.ts';
import { largeExportText } from './support/large-export.ts';

declare global {
  interface Window {
    __importProgressSeen?: boolean;
  }
}

test('a large file imports with progress; Cancel and a file over the limit leave the open conversation as it was', async ({
  page,
}, testInfo) => {
  const errors = watchConsoleErrors(page);
  // Whether the progress bar was ever on screen: an import can be over before a test could look.
  await page.addInitScript(() => {
    window.__importProgressSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('progress[aria-label^="Import of"]')) window.__importProgressSeen = true;
    }).observe(document, { subtree: true, childList: true });
  });
  const console = new ConsolePage(page);
  await console.open();
  await expect(page.getByText('arrived damaged').first()).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  const input = page.getByLabel('Conversation file to import');
  const status = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
  const demoTitle = await heading.innerText();

  // Over the limit: refused before it is read (the file is sparse, nothing is copied), with the limit stated.
  const huge = testInfo.outputPath('huge.json');
  await writeFile(huge, '');
  await truncate(huge, 201 * 1024 * 1024);
  await input.setInputFiles(huge);
  await expect(
    status('Not imported: huge.json is 201 MB; files up to 200 MB can be imported.'),
  ).toBeVisible();
  await expect(heading).toHaveText(demoTitle);

  // Cancelled while it reads or checks: nothing changes.
  const big = testInfo.outputPath('big.json');
  await writeFile(
    big,
    largeExportText({ id: 'conv_big', title: 'Big import', messages: 40_000, textLength: 1000 }),
  );
  // Cancel is pressed the moment the import offers it, in the page: a click from here lands some time later and,
  // on a slow machine, can find the import already past the point it can be cancelled (Cancel is then gone).
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const cancel = [...document.querySelectorAll('button')].find(
        (button) => button.textContent === 'Cancel import',
      );
      if (!cancel) return;
      observer.disconnect();
      cancel.click();
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
  await input.setInputFiles(big);
  await expect(status('Import of big.json cancelled; nothing changed.')).toBeVisible();
  await expect(heading).toHaveText(demoTitle);
  await page.reload();
  await expect(heading).toHaveText(demoTitle);

  // Imported whole, with its progress shown on the way.
  await input.setInputFiles(big);
  await expect(status('Imported big.json.')).toBeVisible();
  await expect(heading).toHaveText('Big import');
  expect(await page.evaluate(() => window.__importProgressSeen)).toBe(true);
  await expect(console.timeline.getByText('39999: The customer asked')).toBeVisible();
  await console.screenshot(testInfo, 'imported-big-file');
  expect(errors).toEqual([]);
});
