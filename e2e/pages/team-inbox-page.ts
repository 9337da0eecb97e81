import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Team inbox screen and the LangGraph deployment settings, reached by roles and names. */
export class TeamInboxPage {
  constructor(readonly page: Page) {}

  private async goTo(name: string): Promise<void> {
    const screens = this.page.getByRole('navigation', { name: 'Screens' });
    const menu = screens.getByRole('button', { name: /^Menu/ });
    if (await menu.isVisible()) await menu.click();
    await screens.getByRole('button', { name, exact: true }).click();
  }

  get deploymentForm(): Locator {
    return this.page.getByRole('form', { name: 'LangGraph deployment' });
  }

  /** Connects the deployment in Settings, as `operator`, and waits for its assistants (or its failure). */
  async connect(
    url: string,
    options: { readonly apiKey?: string; readonly operator?: string } = {},
  ): Promise<void> {
    await this.goTo('Settings');
    await this.deploymentForm.getByLabel('Deployment URL').fill(url);
    if (options.apiKey !== undefined)
      await this.deploymentForm.getByLabel('API key (x-api-key)').fill(options.apiKey);
    if (options.operator !== undefined)
      await this.deploymentForm.getByLabel('Your name').fill(options.operator);
    await this.deploymentForm.getByRole('button', { name: 'Connect', exact: true }).click();
  }

  get connectionStatus(): Locator {
    return this.deploymentForm.getByRole('status');
  }

  get connectionAlert(): Locator {
    return this.deploymentForm.getByRole('alert');
  }

  async open(): Promise<void> {
    await this.goTo('Team inbox');
    await expect(this.page.getByRole('heading', { name: 'Team inbox' })).toBeVisible();
  }

  /** Reads the interrupted threads again now, as an operator does once a failing deployment answers again. */
  async refresh(): Promise<void> {
    const main = this.page.getByRole('main');
    await main.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(main.getByRole('button', { name: 'Refresh', exact: true })).toBeEnabled();
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Interrupted threads' });
  }

  get items(): Locator {
    return this.list.getByRole('article');
  }

  item(threadId: string): Locator {
    return this.list.getByRole('article', { name: new RegExp(`thread ${threadId}$`) });
  }

  get alert(): Locator {
    return this.page.getByRole('main').getByRole('alert').first();
  }

  /** The console's panel about the open LangGraph thread: which one it is and what became of the decision. */
  get threadPanel(): Locator {
    return this.page.getByRole('region', { name: 'LangGraph thread' });
  }

  /** Opens a thread for review in the console. */
  /** From a new page: opens the app, connects to the deployment at `url` as `operator`, and reviews the thread. */
  async connectAndReview(url: string, threadId: string, operator = 'Ana'): Promise<void> {
    await this.page.goto('/');
    await this.connect(url, { operator });
    await this.open();
    await this.review(threadId);
  }

  async review(threadId: string): Promise<void> {
    await this.item(threadId).getByRole('button', { name: 'Review' }).click();
    await expect(
      this.threadPanel.or(this.page.getByRole('region', { name: 'Timeline' })).first(),
    ).toBeVisible();
    // A narrow window shows one console panel at a time: the review is behind the Decisions switch.
    const decisions = this.page
      .getByRole('group', { name: 'Console panel' })
      .getByRole('button', { name: /^Decisions/ });
    if (await decisions.isVisible()) await decisions.click();
    await expect(this.page.getByRole('region', { name: 'Review' })).toBeVisible();
  }

  /** The thread under the inbox's cursor (where Enter reviews). */
  get cursorItem(): Locator {
    return this.list.locator('article[aria-current="true"]');
  }

  /** Gives a tool of the deployment a tier in its settings (Settings screen). */
  async setToolTier(tool: string, tier: 'read-only' | 'write' | 'destructive'): Promise<void> {
    await this.goTo('Settings');
    const select = this.page.getByRole('combobox', { name: `Tier of ${tool}` });
    await select.selectOption({ label: tier });
    await expect(select).toHaveValue(tier);
  }
}
