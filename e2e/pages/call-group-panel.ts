import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A group of alike calls in the pending queue: its table, and its decisions. */
export class CallGroupPanel {
  constructor(
    readonly page: Page,
    readonly tool: string,
  ) {}

  /** The group of `count` alike calls of the tool. */
  region(count: number): Locator {
    return this.page
      .getByRole('region', { name: 'Pending calls' })
      .getByRole('region', { name: new RegExp(`^${this.tool}.*\\b${count} alike calls$`) });
  }

  table(count: number): Locator {
    return this.region(count).getByRole('table');
  }

  /** The headings of the table's columns: the arguments that differ among the calls. */
  async columns(count: number): Promise<string[]> {
    return this.table(count).getByRole('columnheader').allTextContents();
  }

  async takeOut(count: number, ordinal: number): Promise<void> {
    await this.region(count)
      .getByRole('button', { name: `Take call #${ordinal} out of the group` })
      .click();
    await expect(this.region(count - 1)).toBeVisible();
  }

  /** Opens "Set one field for all" and fills it, leaving the value field focused (not yet applied). */
  async fillFieldForAll(count: number, field: string, value: string): Promise<Locator> {
    await this.region(count).getByRole('button', { name: 'Set one field for all' }).click();
    const form = this.region(count).getByRole('form', { name: `Set one field for all ${count} calls` });
    await form.getByLabel('Field').selectOption(field);
    await form.getByLabel('New value for all').fill(value);
    await form.getByLabel('New value for all').focus();
    return form;
  }

  async applyFieldForAll(count: number): Promise<void> {
    const form = this.region(count).getByRole('form', { name: `Set one field for all ${count} calls` });
    await form.getByRole('button', { name: `Set in ${count} drafts` }).click();
    await expect(this.region(count).getByRole('status')).toContainText(
      `in ${count} drafts; each was checked again`,
    );
  }

  approveButton(count: number): Locator {
    return this.region(count).getByRole('button', { name: /^Approve (the group|\d+ ready)/ });
  }

  /** Approves the group from the keyboard: focus on one of its calls, then g. */
  async approveByKey(count: number): Promise<void> {
    await this.table(count)
      .getByRole('button', { name: new RegExp(`^${this.tool}\\b`) })
      .first()
      .focus();
    await this.page.keyboard.press('g');
  }
}
