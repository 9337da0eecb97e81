import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { demoWait } from './support/waits.ts';
import { watchConsoleErrors } from './support/console-errors.ts';

test('the support fixture renders its conversation with no console errors', async ({ page }, testInfo) => {
  const errors = watchConsoleErrors(page);
  const console = new ConsolePage(page);
  await console.open('?fixture=support');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Duplicate charge on INV-20931 (Dana Whitfield)',
  );
  await expect(console.timelineCard('issue_refund', 'pending')).toBeVisible();
  await expect(console.timelineCard('send_email', 'pending')).toBeVisible();
  await expect(console.pendingCalls).toContainText('2');
  await expect(page).toHaveTitle(/\(2\) calls pending/);
  await expect(console.context).toContainText('/ 200,000 tokens');
  // The oldest pending call opens for review by itself.
  await expect(console.reviewCard('issue_refund', 'pending')).toBeVisible();
  await expect(console.argument('amount')).toHaveValue('149');
  // Both calls pass every check (their schemas' patterns included, judged once the pattern engine is in), so the
  // queue offers them to Approve all rather than counting them as needing fixing.
  await expect(page.getByRole('button', { name: 'Approve all (2)' })).toBeVisible();
  await expect(page.getByText(/need(s)? fixing first/)).toHaveCount(0);

  await console.timeline.evaluate((element) => (element.scrollTop = 0));
  const pruned = console.timelineCard('search_records', 'executed');
  await expect(pruned).toContainText('The model sees only: search_records(');
  await expect(pruned).not.toContainText('part_04_search');
  await console.screenshot(testInfo, 'first-screen');
  expect(errors).toEqual([]);
});

test('the live demo starts, and every screen opens, with no console errors and no network', async ({
  page,
}, testInfo) => {
  const errors = watchConsoleErrors(page);
  const offPage: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) offPage.push(request.url());
  });
  const console = new ConsolePage(page);
  // What a new user sees: the demo at the pace the app opens with.
  await console.open('', { pace: 'human' });
  const model = page.getByRole('group', { name: 'Model' });
  await expect(model).toContainText('Built-in demo model');
  await expect(console.pendingItem('send_email')).toBeVisible({ timeout: demoWait });
  await console.screenshot(testInfo, 'demo-start');

  const screens = page.getByRole('navigation', { name: 'Screens' });
  for (const name of ['Captures', 'Rules', 'Audit log']) {
    await screens.getByRole('button', { name }).click();
    await expect(screens.getByRole('button', { name })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    // Screens read IndexedDB when they open; an error would be logged once those reads settle.
    await console.expectScreenRead();
  }
  // Settings, reached the way a new user would: no key yet, so no provider is asked for its models.
  await model.getByRole('button', { name: 'Connect a model' }).click();
  await expect(screens.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'Provider' })).toBeFocused();
  // Without a key the models are not asked for at all (the screen says why), so no failure can come later; the
  // requests that left the page are checked below. The MCP servers' and deployment's panels load before the check.
  await expect(page.getByText('Enter a key to list models.')).toBeVisible();
  await console.expectScreenRead();
  await expect(page.getByRole('heading', { name: 'LangGraph deployment' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await console.screenshot(testInfo, 'settings-without-key');

  await screens.getByRole('button', { name: 'Console' }).click();
  await expect(console.timeline).toBeVisible();
  expect(offPage).toEqual([]);
  expect(errors).toEqual([]);
});
