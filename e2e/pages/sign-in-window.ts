import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The authorization server's consent page, in the sign-in window the console opened. */
export class SignInWindow {
  constructor(readonly popup: Page) {}

  async allow(): Promise<void> {
    await expect(this.popup.getByRole('heading', { name: /Allow Toolgate/ })).toBeVisible();
    await this.popup.getByRole('button', { name: 'Allow' }).click();
    // The callback page hands the code to the console and closes its window.
    await this.popup.waitForEvent('close');
  }

  async deny(): Promise<void> {
    await expect(this.popup.getByRole('heading', { name: /Allow Toolgate/ })).toBeVisible();
    await this.popup.getByRole('button', { name: 'Deny' }).click();
    await this.popup.waitForEvent('close');
  }
}
