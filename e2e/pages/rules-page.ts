import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What the operator enters for a rule in the Rules screen's editor. */
export interface RuleFields {
  readonly effect: 'allow' | 'ask' | 'deny';
  readonly tool: string;
  readonly message?: string;
}

const effectLabels: Readonly<Record<RuleFields['effect'], string>> = {
  allow: 'Allow (run without asking)',
  ask: 'Ask me',
  deny: 'Deny (tell the model why)',
};

/** The Rules screen: the operator's rules in list order, and the editor that creates them. */
export class RulesPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: 'Rules' })
      .click();
    await expect(this.page.getByRole('button', { name: 'New rule' })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Rules' });
  }

  /** A rule's row, named "Rule <number>: <effect> <match in words>". */
  row(number: number): Locator {
    return this.table.getByRole('row', { name: new RegExp(`^Rule ${number}: `) });
  }

  /** Creates a rule that applies always and waits until it is listed. */
  async create(fields: RuleFields): Promise<void> {
    await this.page.getByRole('button', { name: 'New rule' }).click();
    const editor = this.page.getByRole('form', { name: 'Create rule' });
    await editor.getByRole('radio', { name: effectLabels[fields.effect] }).check();
    await editor.getByRole('textbox', { name: 'Tool (use * as a wildcard)' }).fill(fields.tool);
    if (fields.message !== undefined)
      await editor.getByRole('textbox', { name: 'Message to the model' }).fill(fields.message);
    await editor.getByLabel('Applies to').selectOption('always');
    await editor.getByRole('button', { name: 'Create rule' }).click();
    await expect(editor).toBeHidden();
  }
}
