import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ConsolePage } from './console-page.ts';

/** The Agents screen's AI SDK chat routes and the console of a chat with one, through roles and names. */
export class AiSdkRoutesPage {
  readonly console: ConsolePage;

  constructor(readonly page: Page) {
    this.console = new ConsolePage(page);
  }

  get connectForm(): Locator {
    return this.page.getByRole('form', { name: 'Connect an AI SDK chat route' });
  }

  route(name: string): Locator {
    return this.page.getByRole('listitem', { name });
  }

  /** The tier the operator gives one of a route's tools, on the route's entry. */
  toolTier(routeName: string, tool: string): Locator {
    return this.route(routeName).getByRole('combobox', { name: `Tier of ${tool}` });
  }

  /** Opens the console, then the Agents screen, and connects a route; returns its list entry. */
  async connect(url: string, name: string): Promise<Locator> {
    await this.console.open();
    await this.console.goTo('Agents');
    return this.connectHere(url, name);
  }

  /** Connects a route (again) from the Agents screen, with the token it needs if any; returns its entry. */
  async connectHere(url: string, name: string, authorization?: string): Promise<Locator> {
    await this.connectForm.getByLabel('Route URL').fill(url);
    await this.connectForm.getByLabel('Name').fill(name);
    if (authorization !== undefined) await this.connectForm.getByLabel(/Authorization/).fill(authorization);
    await this.connectForm.getByRole('button', { name: 'Connect route' }).click();
    const entry = this.route(name);
    await expect(entry).toBeVisible();
    return entry;
  }

  /** Starts a chat with the connected route and waits for the console. */
  async startChat(name: string, text: string): Promise<void> {
    const form = this.page.getByRole('form', { name: `Start a chat with ${name}` });
    await form.getByLabel(`First message to ${name}`).fill(text);
    await form.getByRole('button', { name: 'Start a chat' }).click();
    await expect(this.console.timeline).toBeVisible();
  }
}
