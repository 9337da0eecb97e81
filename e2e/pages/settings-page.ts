import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Settings screen, where the operator connects a provider. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: 'Settings' })
      .click();
  }

  /** Connects a provider at `baseUrl` with `apiKey`, picks `model`, saves, and opens a new conversation. */
  async connect(options: {
    readonly provider: string;
    readonly baseUrl: string;
    readonly apiKey: string;
    readonly model: string;
  }): Promise<void> {
    await this.open();
    await this.page.getByLabel('Provider').selectOption(options.provider);
    await this.page.getByLabel('Base URL').fill(options.baseUrl);
    await this.page.getByLabel('API key').fill(options.apiKey);
    await expect(this.page.getByText('1 model available.')).toBeVisible();
    await this.page.getByRole('combobox', { name: 'Model', exact: true }).fill(options.model);
    await this.page.getByRole('button', { name: 'Save settings' }).click();
    await this.page.getByRole('button', { name: 'Start a new conversation' }).click();
  }
}
