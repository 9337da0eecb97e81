import { expect, test } from '@playwright/test';
import { demoWait } from './support/waits.ts';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { startMockProviderServer } from './support/mock-provider-server.ts';
import { storedMessagesContain } from './support/stored-conversation.ts';

/** Arguments whose `data` nests `levels` deep: `{"a":{"a":…1…}}`, as raw text. */
function nestedArguments(levels: number): string {
  return `{"model":"customer","id":17,"data":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;
}

const after = 'Still saving after the deep call.';

test('a model call nested 4,500 levels deep is refused, and a reload restores it with its audit entry and a counted total', async ({
  page,
}, testInfo) => {
  const server = await startMockProviderServer([
    {
      text: 'Updating her record.',
      calls: [{ id: 'call_deep', name: 'update_record', args: nestedArguments(4500) }],
    },
    { text: after },
  ]);
  try {
    const console = new ConsolePage(page);
    await console.open();
    await console.demoSettled();
    await new SettingsPage(page).connect({
      provider: 'openai-chat',
      baseUrl: `${server.origin}/v1`,
      apiKey: 'sk-e2e-deep',
      model: 'mock-model',
    });
    await page.getByLabel('Message to the agent').fill('Update customer 17.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    const refused = console.timelineCard('update_record', 'refused');
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('nested too deeply');
    await expect(console.timeline.getByText(after)).toBeVisible();
    // Saving never stopped: no alert says it failed, and what came after the call reached IndexedDB.
    await expect(page.getByRole('alert').filter({ hasText: /save/i })).toHaveCount(0);
    await expect.poll(() => storedMessagesContain(page, after), { timeout: demoWait }).toBe(true);
    const total = await console.settledContextTotal();
    await console.screenshot(testInfo, 'deep-call-refused');

    await page.reload();
    await expect(console.timelineCard('update_record', 'refused')).toBeVisible();
    await expect(console.timelineCard('update_record', 'refused')).toContainText('nested too deeply');
    await expect(console.timeline.getByText(after)).toBeVisible();
    // The meter counts the restored conversation to a total, not "recounting" for ever.
    expect(await console.settledContextTotal()).toBe(total);
    await expect(console.context).not.toContainText('recounting');
    await console.screenshot(testInfo, 'deep-call-after-reload');

    const audit = new AuditPage(page);
    await audit.open();
    // The demo before it refused an update_record call of its own: the deep call's entry is the nested one.
    const deepEntry = audit.entries('update_record', 'nested too deeply');
    await expect(deepEntry).toHaveCount(1);
    await expect(deepEntry).toContainText('refused');
    await console.screenshot(testInfo, 'deep-call-audit');
  } finally {
    await server.close();
  }
});
