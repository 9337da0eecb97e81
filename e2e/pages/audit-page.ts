import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Audit log screen: every decision and outcome, as a table. */
export class AuditPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    const screens = this.page.getByRole('navigation', { name: 'Screens' });
    const menu = screens.getByRole('button', { name: /^Menu/ });
    if (await menu.isVisible()) await menu.click();
    await screens.getByRole('button', { name: 'Audit log', exact: true }).click();
    await expect(this.table).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Audit log' });
  }

  /** Shows only the entries of the source whose name contains `source` (say, "LangGraph"). */
  async showOnly(source: string): Promise<void> {
    const select = this.page.getByRole('combobox', { name: 'Source', exact: true });
    const option = select.locator('option', { hasText: source });
    await expect(option).toHaveCount(1);
    await select.selectOption((await option.getAttribute('value')) ?? source);
  }

  /** The rows that name `tool`. */
  rowsFor(tool: string): Locator {
    return this.table.getByRole('row').filter({ hasText: tool });
  }

  /** The rows that name `tool` and whose text contains `text`. */
  entries(tool: string, text: string | RegExp): Locator {
    return this.rowsFor(tool).filter({ hasText: text });
  }
}
