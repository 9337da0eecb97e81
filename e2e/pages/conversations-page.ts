import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Conversations screen and the import control of the header. */
export class ConversationsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: 'Conversations' })
      .click();
    await expect(this.page.getByRole('heading', { name: 'Conversations', level: 2 })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Stored conversations' });
  }

  /** The row of a stored conversation, by its title. */
  row(title: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: title }) });
  }

  private async chooseFile(name: string, text: string): Promise<void> {
    await this.page.getByLabel('Conversation file to import').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
  }

  /** Imports a file the console accepts; returns the header's status line. */
  async importFile(name: string, text: string): Promise<Locator> {
    await this.chooseFile(name, text);
    const status = this.page.getByRole('status').filter({ hasText: `Imported ${name}` });
    await expect(status).toBeVisible();
    return status;
  }

  /** Imports a file the console refuses; returns the header's status line, which says why. */
  async importRefused(name: string, text: string): Promise<Locator> {
    await this.chooseFile(name, text);
    const status = this.page.getByRole('status').filter({ hasText: 'Not imported' });
    await expect(status).toBeVisible();
    return status;
  }
}
