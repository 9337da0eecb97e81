import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ConsolePage } from './console-page.ts';

/** The Fleet screen, and the Agents screen and queue it is used with, through roles and names. */
export class FleetPage {
  readonly console: ConsolePage;

  constructor(readonly page: Page) {
    this.console = new ConsolePage(page);
  }

  async open(): Promise<void> {
    await this.console.goTo('Fleet');
    await expect(this.page.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Sources and threads' });
  }

  /** The row of a source (`AG-UI agent support`) or of a thread (`Thread <title>`). */
  row(name: string | RegExp): Locator {
    return this.list.getByRole('article', { name });
  }

  filter(label: 'Source' | 'Agent' | 'State' | 'Tier' | 'Order'): Locator {
    return this.page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: label });
  }

  /** Connects an AG-UI agent from the Agents screen without leaving the page. */
  async connectAgent(url: string, name: string): Promise<void> {
    await this.console.goTo('Agents');
    const form = this.page.getByRole('form', { name: 'Connect an agent' });
    await form.getByLabel('Run endpoint URL').fill(url);
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Connect' }).click();
    await expect(this.page.getByRole('listitem', { name, exact: true })).toContainText('Reachable');
  }

  /** Starts a thread with a connected agent (the thread the console had open is held, its run going on). */
  async startThread(name: string, text: string): Promise<void> {
    await this.console.goTo('Agents');
    const form = this.page.getByRole('form', { name: `Start a thread with ${name}`, exact: true });
    await form.getByLabel(`First message to ${name}`, { exact: true }).fill(text);
    await form.getByRole('button', { name: 'Start a thread' }).click();
    await expect(this.console.timeline).toBeVisible();
  }

  /** Starts a thread with every connected agent at once, from the Agents screen; the Fleet screen shows them. */
  async startWithEveryAgent(text: string): Promise<void> {
    await this.console.goTo('Agents');
    const form = this.page.getByRole('form', { name: 'Start a thread with every agent', exact: true });
    await form.getByLabel('First message to every agent', { exact: true }).fill(text);
    await form.getByRole('button', { name: /^Start \d+ threads$/ }).click();
    await expect(this.page.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();
  }

  /** The queue's items, in the order j walks them. */
  get queueItems(): Locator {
    return this.page.locator('[data-queue-item]');
  }

  /** The accessible name of the queue item that has the focus, or '' when focus is elsewhere. */
  focusedQueueItem(): Promise<string> {
    return this.page.evaluate(() => {
      const active = document.activeElement;
      return active?.hasAttribute('data-queue-item') ? (active.getAttribute('aria-label') ?? '') : '';
    });
  }
}
