import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What the operator enters for an MCP server in Settings. */
export interface McpServerFields {
  readonly url: string;
  readonly name: string;
  readonly trusted?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutSeconds?: number;
}

/** The Settings screen: the model provider, and the MCP servers. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: 'Settings' })
      .click();
    await expect(this.page.getByRole('heading', { name: 'MCP servers' })).toBeVisible();
  }

  /** The form of the model provider: the one with the Provider field (other forms on the screen ask for a key too). */
  get providerForm(): Locator {
    return this.page.locator('form').filter({ has: this.page.getByLabel('Provider', { exact: true }) });
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
    await this.providerForm.getByLabel('API key').fill(options.apiKey);
    await expect(this.page.getByText('1 model available.')).toBeVisible();
    await this.page.getByRole('combobox', { name: 'Model', exact: true }).fill(options.model);
    await this.page.getByRole('button', { name: 'Save settings' }).click();
    await this.page.getByRole('button', { name: 'Start a new conversation' }).click();
  }

  /** Points the agent at an OpenAI-compatible provider (the test's scripted one) and saves. */
  async useOpenAiProvider(baseUrl: string): Promise<void> {
    await this.page.getByLabel('Provider').selectOption('openai-chat');
    await this.page.getByLabel('Base URL').fill(baseUrl);
    await this.providerForm.getByLabel('API key').fill('sk-e2e-mcp');
    await expect(this.page.getByText('1 model available.')).toBeVisible();
    await this.page.getByRole('combobox', { name: 'Model', exact: true }).fill('mock-model');
    await this.page.getByRole('button', { name: 'Save settings' }).click();
  }

  get servers(): Locator {
    return this.page.getByRole('list', { name: 'Servers' });
  }

  /** A server's entry in the list, by its name. */
  server(name: string): Locator {
    return this.servers.getByRole('listitem', { name, exact: true });
  }

  async addMcpServer(fields: McpServerFields): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add a server' }).click();
    const form = this.page.getByRole('form', { name: 'Add an MCP server' });
    await form.getByLabel('Server URL').fill(fields.url);
    await form.getByLabel('Name').fill(fields.name);
    if (fields.timeoutSeconds !== undefined)
      await form.getByLabel('Timeout (seconds)').fill(String(fields.timeoutSeconds));
    for (const [index, [name, value]] of Object.entries(fields.headers ?? {}).entries()) {
      await form.getByRole('button', { name: 'Add a header' }).click();
      await form.getByLabel(`Header ${index + 1} name`).fill(name);
      await form.getByLabel(`Header ${index + 1} value`).fill(value);
    }
    if (fields.trusted) await form.getByRole('switch').check();
    await form.getByRole('button', { name: 'Connect' }).click();
    return this.server(fields.name);
  }

  /** Waits until the server is connected and lists `tool`. */
  async expectConnected(name: string, tool: string): Promise<void> {
    const entry = this.server(name);
    await expect(entry.getByText('connected', { exact: true })).toBeVisible();
    await expect(
      entry.getByRole('list', { name: `Tools of ${name}` }).getByText(tool, { exact: true }),
    ).toBeVisible();
  }

  async startNewConversation(): Promise<void> {
    await this.page.getByRole('button', { name: 'Start a new conversation' }).click();
  }
}
