import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The authorization server's consent page, in the sign-in window the console opened. */
export class SignInWindow {
  constructor(readonly popup: Page) {}

  async allow(): Promise<void> {
    await this.decide('Allow');
  }

  async deny(): Promise<void> {
    await this.decide('Deny');
  }

  private async decide(button: 'Allow' | 'Deny'): Promise<void> {
    await expect(this.popup.getByRole('heading', { name: /Allow Toolgate/ })).toBeVisible();
    // The callback page hands the answer to the console and closes its window, which may happen at once.
    const closed = this.popup.isClosed() ? Promise.resolve() : this.popup.waitForEvent('close');
    await this.popup
      .getByRole('button', { name: button })
      .click({ noWaitAfter: true })
      .catch((error: unknown) => {
        if (!this.popup.isClosed()) throw error;
      });
    await closed;
  }
}
