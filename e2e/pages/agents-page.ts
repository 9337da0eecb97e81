import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ConsolePage } from './console-page.ts';

/** The Agents screen and the console of an AG-UI thread, through roles and names. */
export class AgentsPage {
  readonly console: ConsolePage;

  constructor(readonly page: Page) {
    this.console = new ConsolePage(page);
  }

  get connectForm(): Locator {
    return this.page.getByRole('form', { name: 'Connect an agent' });
  }

  agent(name: string): Locator {
    return this.page.getByRole('listitem', { name });
  }

  /** Opens the console, then the Agents screen, and connects an agent; returns its list entry. */
  async connect(url: string, name: string, headers: Record<string, string> = {}): Promise<Locator> {
    await this.console.open();
    await this.console.goTo('Agents');
    await this.connectForm.getByLabel('Run endpoint URL').fill(url);
    await this.connectForm.getByLabel('Name').fill(name);
    for (const [index, [header, value]] of Object.entries(headers).entries()) {
      await this.connectForm.getByRole('button', { name: 'Add a header' }).click();
      await this.connectForm.getByLabel(`Header ${index + 1} name`).fill(header);
      await this.connectForm.getByLabel(`Header ${index + 1} value`).fill(value);
    }
    await this.connectForm.getByRole('button', { name: 'Connect' }).click();
    const entry = this.agent(name);
    await expect(entry).toBeVisible();
    return entry;
  }

  /** Starts a thread with the connected agent and waits for the console. */
  async startThread(name: string, text: string): Promise<void> {
    const form = this.page.getByRole('form', { name: `Start a thread with ${name}` });
    await form.getByLabel(`First message to ${name}`).fill(text);
    await form.getByRole('button', { name: 'Start a thread' }).click();
    await expect(this.console.timeline).toBeVisible();
  }

  /** Sends another message in the open thread, which starts a run. */
  async messageThread(text: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Message the agent' });
    await form.getByRole('textbox', { name: 'Message to the agent' }).fill(text);
    await form.getByRole('button', { name: 'Send' }).click();
  }

  /** The tier the operator gave one of an agent's tools, on the Agents screen. */
  toolTier(agentName: string, tool: string): Locator {
    return this.agent(agentName).getByRole('combobox', { name: `Tier of ${tool}` });
  }

  get threadPanel(): Locator {
    return this.page.getByRole('region', { name: 'Agent thread' });
  }

  get composerLock(): Locator {
    return this.page.getByRole('form', { name: 'Message the agent' }).getByRole('status');
  }

  /** The decision staged on the open remote call, with its Change decision button. */
  get stagedDecision(): Locator {
    return this.console.review.getByRole('group', { name: 'Staged decision' });
  }

  /** Waits until the queue says the call's decision is staged (the review has moved on from it). */
  async expectStaged(tool: string, kind: 'approval' | 'decline' = 'approval'): Promise<void> {
    await expect(this.console.pendingItem(tool)).toHaveAccessibleName(new RegExp(`${kind} staged`));
  }

  get agentRequest(): Locator {
    return this.console.review.getByRole('group', { name: 'Agent request' });
  }
}
