import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';

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
  await expect(table).toContainText('Edited: amount');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^at,tool,decision,by,outcome,modifiedKeys/);
  expect(csv).toMatch(/,issue_refund,approved,operator,executed,amount,/);
  await console.screenshot(testInfo, 'audit-log');
});

test('a tool policy is changed and remembered across a reload', async ({ page }) => {
  const console = new ConsolePage(page);
  await console.open('?fixture=support');
  const screens = page.getByRole('navigation', { name: 'Screens' });
  await screens.getByRole('button', { name: 'Policies' }).click();
  const policy = page.getByRole('combobox', { name: 'Policy for send_email' });
  await expect(policy).toHaveValue('ask');
  await policy.selectOption('always-approve');
  await expect(page.getByRole('row', { name: /send_email/ })).toContainText('Runs without asking');
  await page.reload();
  await screens.getByRole('button', { name: 'Policies' }).click();
  await expect(page.getByRole('combobox', { name: 'Policy for send_email' })).toHaveValue('always-approve');
});
