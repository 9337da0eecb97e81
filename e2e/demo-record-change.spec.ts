import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { demoWait } from './support/waits.ts';

/** Reads one record straight from the embedded data store in IndexedDB, as the tools see it. */
async function readStoredRecord(
  page: Page,
  model: string,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    ([modelName, recordId]) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const open = indexedDB.open('toolgate-tools');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('records').objectStore('records').get([modelName, recordId]);
          read.onerror = () => reject(read.error);
          read.onsuccess = () =>
            resolve((read.result as { data?: Record<string, unknown> } | undefined)?.data);
        };
      }),
    [model, id] as const,
  );
}

test('the demo is refused, corrects itself, and runs exactly the amount the operator approved', async ({
  page,
}, testInfo) => {
  const console = new ConsolePage(page);
  await console.open();

  // The misspelled field is refused by the check, with the reason the model can act on; nobody is asked.
  const refused = console.timelineCard('update_record', 'refused');
  await expect(refused).toBeVisible({ timeout: demoWait });
  await expect(refused).toContainText('Did you mean "refund_amount"?');

  await console.openPending('update_record');
  const before = await readStoredRecord(page, 'order', 1042);
  expect(before?.refund_amount).not.toBe(45);

  const amount = console.review.getByLabel('refund_amount', { exact: true });
  await amount.fill('45');
  await expect(console.review.getByRole('region', { name: 'Changes' })).toContainText('45');
  await console.screenshot(testInfo, 'refund-edited');

  // Nothing in the data store changes until the call is approved.
  expect((await readStoredRecord(page, 'order', 1042))?.refund_amount).toBe(before?.refund_amount);

  await console.button('Approve').click();
  await expect(console.timelineCard('update_record', 'executed')).toBeVisible({ timeout: demoWait });
  await expect.poll(async () => (await readStoredRecord(page, 'order', 1042))?.refund_amount).toBe(45);

  // The other waiting call is approved too, so the demo takes its next turn and acknowledges the edit.
  await console.openPending('send_email');
  await console.button('Approve').click();
  await expect(console.timeline.getByText(/You changed values\.refund_amount from 89\.9 to 45/)).toBeVisible({
    timeout: demoWait,
  });
  await console.screenshot(testInfo, 'edit-acknowledged');
});
