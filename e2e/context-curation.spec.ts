import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

test('pinning and pruning change the context total at once', async ({ page }, testInfo) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  const initial = await console.settledContextTotal();

  // Pruning the email draft (a long body) leaves only its one-line header in the context.
  const emailCard = console.timelineCard('send_email', 'pending');
  await emailCard.getByRole('group', { name: 'Pruning' }).getByRole('button', { name: 'Prune' }).click();
  // Pending calls stay in the context whatever their pruning state: the total does not move.
  expect(await console.settledContextTotal()).toBe(initial);

  // The operator's long request, pinned in the fixture, is pruned to its header.
  await console.timeline.evaluate((element) => (element.scrollTop = 0));
  const request = console.timeline.getByRole('group', { name: 'Text part', exact: true }).first();
  await expect(request).toContainText('charged twice');
  await request.getByRole('button', { name: 'Prune' }).click();
  await expect.poll(() => console.contextTotal()).toBeLessThan(initial);
  const afterPrune = await console.settledContextTotal();
  const prunedRequest = console.timeline.getByRole('group', { name: 'Text part, pruned' }).first();
  await expect(prunedRequest).toContainText('The model sees only: Dana Whitfield');
  await expect(prunedRequest).not.toContainText('part_01');

  // Pinning the pruned search result brings its full body back into the context.
  const search = console.timelineCard('search_records', 'executed');
  await search.getByRole('button', { name: 'Pin' }).click();
  await expect.poll(() => console.contextTotal()).toBeGreaterThan(afterPrune);
  await expect(search.getByRole('button', { name: 'Pin' })).toHaveAttribute('aria-pressed', 'true');
  await console.screenshot(testInfo, 'context-curated');
});

test('Show pruned content expands what the model no longer sees', async ({ page }) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  await console.timeline.evaluate((element) => (element.scrollTop = 0));
  const search = console.timelineCard('search_records', 'executed');
  await expect(search).toContainText('The model sees only: search_records(');
  await expect(search).not.toContainText('part_04');
  await page.getByLabel('Show pruned content').check();
  await expect(search.getByRole('tab', { name: 'Output' })).toBeVisible();
});
