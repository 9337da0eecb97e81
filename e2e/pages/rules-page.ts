import type { Download, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A condition on one argument, as the rule editor's fields take it. */
export type ConditionFields =
  | {
      readonly path: string;
      readonly kind: 'equals' | 'is one of' | 'matches glob' | 'matches regex';
      readonly value: string;
    }
  | { readonly path: string; readonly kind: 'is between'; readonly min?: number; readonly max?: number };

/** What the operator enters for a rule in the rule editor. */
export interface RuleFields {
  readonly effect: 'allow' | 'ask' | 'deny';
  readonly tool: string;
  readonly message?: string;
  readonly conditions?: readonly ConditionFields[];
  /** Decides nothing; the Rules screen says what it would have done. */
  readonly shadow?: boolean;
  /** How long a call this rule asks about may wait, and what happens then. */
  readonly deadline?: {
    readonly seconds: number;
    readonly then: 'decline' | 'notify';
    readonly message?: string;
  };
}

const effectLabels: Readonly<Record<RuleFields['effect'], string>> = {
  allow: 'Allow (run without asking)',
  ask: 'Ask me',
  deny: 'Deny (tell the model why)',
};

const deadlineThenLabels = { decline: 'Decline, telling the model', notify: 'Keep waiting, notify again' };

/** Fills a rule editor (on the Rules screen or under the decision bar) without saving it. */
export async function fillRuleEditor(editor: Locator, fields: RuleFields): Promise<void> {
  await editor.getByRole('radio', { name: effectLabels[fields.effect] }).check();
  await editor.getByRole('textbox', { name: 'Tool (use * as a wildcard)' }).fill(fields.tool);
  const existing = await editor.getByRole('group', { name: /^Condition \d+$/ }).count();
  for (const [index, condition] of (fields.conditions ?? []).entries()) {
    const number = existing + index + 1;
    await editor.getByRole('button', { name: 'Add condition' }).click();
    const row = editor.getByRole('group', { name: `Condition ${number}`, exact: true });
    await row.getByLabel(`Condition ${number} path`).fill(condition.path);
    await row.getByLabel(`Condition ${number} kind`).selectOption({ label: condition.kind });
    if (condition.kind === 'is between') {
      if (condition.min !== undefined)
        await row.getByLabel(`Condition ${number} minimum`).fill(String(condition.min));
      if (condition.max !== undefined)
        await row.getByLabel(`Condition ${number} maximum`).fill(String(condition.max));
    } else await row.getByLabel(`Condition ${number} value`).fill(condition.value);
  }
  if (fields.message !== undefined)
    await editor.getByRole('textbox', { name: 'Message to the model' }).fill(fields.message);
  if (fields.deadline) {
    await editor
      .getByRole('textbox', { name: 'Deadline to decide (seconds)' })
      .fill(String(fields.deadline.seconds));
    await editor
      .getByRole('combobox', { name: /^Then/ })
      .selectOption({ label: deadlineThenLabels[fields.deadline.then] });
    if (fields.deadline.message !== undefined)
      await editor.getByRole('textbox', { name: 'Deadline message' }).fill(fields.deadline.message);
  }
  if (fields.shadow) await editor.getByRole('checkbox', { name: /^Shadow mode/ }).check();
}

/** The Rules screen: the operator's rules in list order, the editor that creates them, export and import. */
export class RulesPage {
  constructor(readonly page: Page) {}

  /** Opens the screen through the navigation, unfolding its menu first on a narrow window. */
  async open(): Promise<void> {
    const screens = this.page.getByRole('navigation', { name: 'Screens' });
    const menu = screens.getByRole('button', { name: /^Menu/ });
    if (await menu.isVisible()) await menu.click();
    await screens.getByRole('button', { name: 'Rules', exact: true }).click();
    await expect(this.page.getByRole('button', { name: 'New rule' })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Rules' });
  }

  /** Every listed rule's row. */
  get rows(): Locator {
    return this.table.getByRole('row', { name: /^Rule \d+: / });
  }

  /** A rule's row, named "Rule <number>: <effect> <match in words>". */
  row(number: number): Locator {
    return this.table.getByRole('row', { name: new RegExp(`^Rule ${number}: `) });
  }

  /** How many calls the rule decided (or, in shadow, would have decided), from its Matched column. */
  async matched(number: number): Promise<number> {
    const text = await this.row(number).getByRole('cell').nth(4).innerText();
    return Number(text.replace(/\D/g, ''));
  }

  /** What a shadow rule would have done on the audit log. */
  shadowReport(number: number): Locator {
    return this.page.getByRole('status', { name: `Shadow report for rule ${number}` });
  }

  /** Creates a rule that applies always and waits until it is listed. */
  async create(fields: RuleFields): Promise<void> {
    await this.page.getByRole('button', { name: 'New rule' }).click();
    const editor = this.page.getByRole('form', { name: 'Create rule' });
    await fillRuleEditor(editor, fields);
    await editor.getByLabel('Applies to').selectOption('always');
    await editor.getByRole('button', { name: 'Create rule' }).click();
    await expect(editor).toBeHidden();
  }

  /** Downloads the rules as a JSON file. */
  async export(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export rules' }).click();
    return download;
  }

  /** Imports a rules file as if the operator picked it. */
  async import(name: string, content: string): Promise<void> {
    await this.page
      .getByLabel('Rules file to import')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  }

  async remove(number: number): Promise<void> {
    await this.page.getByRole('button', { name: `Delete rule ${number}` }).click();
    await expect(this.row(number)).toHaveCount(0);
  }
}
