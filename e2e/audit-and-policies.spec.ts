import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { RulesPage } from './pages/rules-page.ts';

test('decisions reach the audit log, which filters and exports them', async ({ page }, testInfo) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  await console.argument('amount').fill('120');
  await console.button('Approve').click();
  await expect(console.timelineCard('issue_refund', 'executed')).toBeVisible();

  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Audit log' }).click();
  const table = page.getByRole('table', { name: 'Audit log' });
  await page.getByLabel('Decided by').selectOption('operator');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('issue_refund');
  await expect(table).toContainText('amount 149 → 120');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^at,tool,decision,by,outcome,modifiedKeys/);
  expect(csv).toMatch(/,issue_refund,approved,operator,executed,amount,/);
  await console.screenshot(testInfo, 'audit-log');
});

test('a rule made on the Rules screen is remembered across a reload', async ({ page }) => {
  const console = new ConsolePage(page);
  const rules = new RulesPage(page);
  await console.open('?fixture=support');
  await rules.open();
  await expect(page.getByText('No rules yet')).toBeVisible();
  await rules.create({
    effect: 'deny',
    tool: '*delete*',
    message: 'Close duplicates instead of deleting them.',
  });
  const row = rules.row(1);
  await expect(row).toHaveAccessibleName(/^Rule 1: deny \*delete\*/);
  await expect(row).toContainText('Close duplicates instead of deleting them.');

  await page.reload();
  await rules.open();
  await expect(rules.table.getByRole('row', { name: /^Rule \d+: / })).toHaveCount(1);
  await expect(rules.row(1)).toHaveAccessibleName(/^Rule 1: deny \*delete\*/);
  await expect(rules.row(1)).toContainText('Close duplicates instead of deleting them.');
});
