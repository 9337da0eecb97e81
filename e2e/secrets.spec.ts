import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { indexedDbText } from './support/browser-storage.ts';
import { startMockProviderServer } from './support/mock-provider-server.ts';

const apiKey = 'sk-e2e-echoed-Qm4Xv7Lr2Nc9';

for (const provider of [
  { kind: 'openai-chat', baseUrl: (origin: string) => `${origin}/v1` },
  { kind: 'anthropic-messages', baseUrl: (origin: string) => origin },
] as const) {
  test(`${provider.kind}: a key echoed in the stream and in an in-stream error is shown, stored and exported nowhere`, async ({
    page,
  }) => {
    const server = await startMockProviderServer([
      { text: 'Checking the key {apiKey} you sent.', error: 'Incorrect API key provided: {apiKey}.' },
    ]);
    try {
      const console = new ConsolePage(page);
      await console.open();
      await console.demoSettled();
      await new SettingsPage(page).connect({
        provider: provider.kind,
        baseUrl: provider.baseUrl(server.origin),
        apiKey,
        model: 'mock-model',
      });
      await page.getByLabel('Message to the agent').fill('Is my key right?');
      await page.getByRole('button', { name: 'Send', exact: true }).click();

      await expect(console.timeline.getByText('Checking the key [redacted] you sent.')).toBeVisible();
      await expect(page.getByText(/Incorrect API key provided: \[redacted\]/).first()).toBeVisible();
      expect(server.requests).toHaveLength(1);
      expect(await page.content()).not.toContain(apiKey);

      // Saved: the conversation reaches IndexedDB (with the error), and the key does not.
      await expect.poll(() => indexedDbText(page)).toContain('Incorrect API key provided: [redacted]');
      expect(await indexedDbText(page)).not.toContain(apiKey);

      const download = page.waitForEvent('download');
      await console.timeline.page().getByRole('button', { name: 'Export', exact: true }).click();
      const exported = await readFile((await (await download).path())!, 'utf8');
      expect(exported).toContain('Incorrect API key provided: [redacted]');
      expect(exported).not.toContain(apiKey);

      await page.reload();
      await expect(console.timeline.getByText('Checking the key [redacted] you sent.')).toBeVisible();
      expect(await page.content()).not.toContain(apiKey);
    } finally {
      await server.close();
    }
  });
}
