import type { Page } from '@playwright/test';
import { ConsolePage } from '../pages/console-page.ts';
import type { McpServerFields } from '../pages/settings-page.ts';
import { SettingsPage } from '../pages/settings-page.ts';
import type { MockProviderServer, MockTurn } from './mock-provider-server.ts';
import { startMockProviderServer } from './mock-provider-server.ts';

/** Requests of the conversation a journey starts (the demo that opens first has no system prompt). */
export function isNewConversation(body: unknown): boolean {
  return JSON.stringify(body).includes('An operator reviews every tool call');
}

/**
 * Opens the console on the scripted model (answering with `turns`), adds the MCP server in Settings, and, unless
 * `expectTool` is undefined, waits until it is connected and lists that tool; then starts a new conversation.
 */
export async function openConsoleWithMcp(
  page: Page,
  turns: readonly MockTurn[],
  server: McpServerFields,
  expectTool: string | undefined,
): Promise<{
  readonly console: ConsolePage;
  readonly settings: SettingsPage;
  readonly provider: MockProviderServer;
}> {
  const provider = await startMockProviderServer(turns, { answers: isNewConversation });
  const console = new ConsolePage(page);
  await console.open();
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.useOpenAiProvider(`${provider.origin}/v1`);
  await settings.addMcpServer(server);
  if (expectTool === undefined) return { console, settings, provider };
  await settings.expectConnected(server.name, expectTool);
  await settings.startNewConversation();
  return { console, settings, provider };
}

export async function sendMessage(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message to the agent').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}
