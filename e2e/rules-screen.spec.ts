import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import type { RuleFields } from './pages/rules-page.ts';
import { RulesPage } from './pages/rules-page.ts';
import {
  expectFits,
  expectNoAxeViolations,
  expectReadsInEachScheme,
  screenSizes,
} from './support/layout-checks.ts';

const someRules: readonly RuleFields[] = [
  { effect: 'deny', tool: '*delete*', message: 'Close duplicates instead of deleting them.' },
  {
    effect: 'allow',
    tool: 'update_record',
    conditions: [{ path: 'values.status', kind: 'is one of', value: 'closed, solved' }],
  },
  {
    effect: 'ask',
    tool: 'send_email',
    conditions: [{ path: 'to', kind: 'matches glob', value: '*@example.com' }],
    deadline: { seconds: 90, then: 'decline', message: 'Nobody answered: write no email today.' },
    shadow: true,
  },
];

/** The listed rules as the operator reads them, without the numbers the list gives. */
async function listedRules(rules: RulesPage): Promise<string[]> {
  const names = await rules.rows.evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('aria-label') ?? ''),
  );
  return names.map((name) => name.replace(/^Rule \d+: /, ''));
}

test('rules are exported as JSON and imported back; a broken file imports nothing', async ({ page }) => {
  const console = new ConsolePage(page);
  const rules = new RulesPage(page);
  await console.open('?fixture=support');
  await rules.open();
  for (const fields of someRules) await rules.create(fields);
  const before = await listedRules(rules);
  expect(before).toEqual([
    'deny *delete*',
    'allow update_record with values.status one of "closed", "solved"',
    'ask send_email with to matching *@example.com',
  ]);

  const download = await rules.export();
  const text = readFileSync(await download.path(), 'utf8');
  const file = JSON.parse(text) as {
    format: string;
    rules: { effect: string; status: string; message?: string }[];
  };
  expect(file.format).toBe('toolgate-rules');
  expect(file.rules.map((rule) => `${rule.effect} ${rule.status}`)).toEqual([
    'deny active',
    'allow active',
    'ask shadow',
  ]);

  for (const number of [1, 2, 3]) await rules.remove(number);
  await expect(page.getByText('No rules yet')).toBeVisible();

  // A file with a problem says where, and changes nothing.
  await rules.import('broken.json', '{"format":"toolgate-rules","version":1,"rules":[{"effect":"allow"}]}');
  await expect(page.getByRole('alert')).toContainText(
    'Nothing imported from broken.json: This is not a Toolgate rules file: in rule 1',
  );
  await expect(page.getByText('No rules yet')).toBeVisible();

  await rules.import(download.suggestedFilename(), text);
  await expect(page.getByRole('status').filter({ hasText: 'Imported 3 rules.' })).toBeVisible();
  await expect(rules.rows).toHaveCount(3);
  expect(await listedRules(rules)).toEqual(before);
  await expect(rules.row(4)).toContainText('Close duplicates instead of deleting them.');
  await expect(rules.row(6)).toContainText('decide within 1 minute 30 seconds, then decline');
  await expect(rules.shadowReport(6)).toBeVisible();

  // Imported rules are stored like any other.
  await page.reload();
  await rules.open();
  await expect(rules.rows).toHaveCount(3);
  expect(await listedRules(rules)).toEqual(before);
});

for (const size of screenSizes) {
  test(`the Rules screen reads on a ${size.name} (${size.width} × ${size.height}), light and dark`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const console = new ConsolePage(page);
    const rules = new RulesPage(page);
    await console.open('?fixture=support');
    await rules.open();
    for (const fields of someRules) await rules.create(fields);
    await expect(rules.rows).toHaveCount(3);
    await expect(rules.shadowReport(3)).toContainText(/^Would have asked about|^No calls in the audit log/);
    const row = rules.row(2);
    const edit = row.getByRole('button', { name: 'Edit' });
    const remove = row.getByRole('button', { name: 'Delete rule 2' });
    const box = await row.boundingBox();
    if (size.width < 768) {
      // Stacked: each rule is a card as wide as the list, its actions below what it matches.
      const summary = await row.getByText('update_record with values.status').boundingBox();
      const actions = await edit.boundingBox();
      expect(actions!.y).toBeGreaterThan(summary!.y + summary!.height - 1);
      expect(box!.width).toBeLessThanOrEqual(size.width);
    }
    await expect(remove).toBeInViewport();
    // The help on how conditions compare values, open, is part of the screen that must fit and read.
    await page.getByText('How conditions compare values').click();
    await expect(page.getByText(/makes a deny or ask rule match and an allow rule not match/)).toBeVisible();
    await expectFits(page, 'the Rules screen');
    await expectReadsInEachScheme(page, testInfo, `rules-${size.name}`, 'the Rules screen');
    await edit.click();
    const editor = page.getByRole('form', { name: 'Save rule' });
    await expect(editor).toBeVisible();
    await console.screenshot(testInfo, `rules-editor-${size.name}`);
    await expectFits(page, 'the rule editor');
    await expectNoAxeViolations(page, 'the rule editor');
  });
}
