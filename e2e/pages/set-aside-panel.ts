import type { Locator, Page } from '@playwright/test';

/** "Not now": the review's choices for setting a call aside, and what the queue shows of calls set aside. */
export class SetAsidePanel {
  constructor(readonly page: Page) {}

  private get queue(): Locator {
    return this.page.getByRole('region', { name: 'Pending calls' });
  }

  /** Sets the call open for review aside. */
  async setOpenCallAside(
    choice: '15 minutes' | 'An hour' | 'Until the queue is otherwise empty',
  ): Promise<void> {
    await this.page
      .getByRole('region', { name: 'Review' })
      .getByRole('group', { name: 'Not now: set this call aside' })
      .getByRole('button', { name: choice, exact: true })
      .click();
  }

  /** The queue's list of calls set aside. */
  get list(): Locator {
    return this.queue.getByRole('region', { name: 'Set aside' });
  }

  /** The notice that a call came back. */
  backNotice(tool: string): Locator {
    return this.queue.getByText(new RegExp(`^${tool} is back in the queue`));
  }
}
