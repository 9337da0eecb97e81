import { expect, test } from '@playwright/test';
import { openConsoleWithMcp, sendMessage } from './support/mcp-journey.ts';
import type { ServerProcess } from './support/mcp-processes.ts';
import { startEverythingServer } from './support/mcp-processes.ts';
import type { RecordingProxy } from './support/mcp-recording-proxy.ts';
import { startRecordingProxy } from './support/mcp-recording-proxy.ts';
import { storedCallStatus } from './support/stored-conversation.ts';

let everything: ServerProcess & { readonly port: number };
let proxy: RecordingProxy;

test.beforeEach(async () => {
  everything = await startEverythingServer();
  proxy = await startRecordingProxy(everything.url);
});

test.afterEach(async () => {
  await proxy.close();
  await everything.stop();
});

test('a server killed mid-review reads disconnected with why; the waiting call says so, and after Reconnect runs once', async ({
  page,
}, testInfo) => {
  const tool = 'flaky__trigger-long-running-operation';
  // Ten minutes: no machine, however busy, finishes it before the journey stops it.
  const { console, settings, provider } = await openConsoleWithMcp(
    page,
    [{ text: 'Starting.', calls: [{ id: 'call_long', name: tool, args: { duration: 600, steps: 600 } }] }],
    { url: proxy.url, name: 'flaky' },
    'flaky__echo',
  );
  try {
    await sendMessage(page, 'Run the long operation.');
    await console.openPending(tool);
    await expect(console.button('Approve')).toBeEnabled();

    await everything.stop();
    await settings.open();
    const entry = settings.server('flaky');
    // No clock here: the health check (or the broken stream) finds the server gone, and the journey waits for it.
    await expect(entry.getByText('disconnected', { exact: true })).toBeVisible();
    await expect(entry.getByRole('alert')).toContainText('Disconnected.');
    await expect(entry.getByRole('button', { name: 'Reconnect' })).toBeVisible();
    await entry.scrollIntoViewIfNeeded();
    await console.screenshot(testInfo, 'settings-with-a-server-that-went-away');
    await console.goTo('Console');

    await console.openPending(tool);
    const review = console.reviewCard(tool, 'pending');
    await expect(review.getByText(/^Cannot approve now: flaky went away\. /)).toBeVisible();
    await expect(review.getByText(/unknown tool|There is no tool named/)).toHaveCount(0);
    await expect(console.button('Approve')).toBeDisabled();
    await expect(console.pendingCalls).toContainText('1 waits for its server');
    await expect(console.pendingCalls).not.toContainText('fixing first');
    await console.screenshot(testInfo, 'waiting-call-of-a-server-that-went-away');
    expect(proxy.calls('trigger-long-running-operation')).toHaveLength(0);

    everything = await startEverythingServer(everything.port);
    await settings.open();
    await settings.server('flaky').getByRole('button', { name: 'Reconnect' }).click();
    await settings.expectConnected('flaky', 'flaky__echo');
    await console.goTo('Console');

    await console.openPending(tool);
    await expect(console.button('Approve')).toBeEnabled();
    await console.button('Approve').click();
    const running = console.timelineCard(tool, 'executing');
    await expect(running.getByRole('progressbar')).toBeVisible();
    expect(proxy.calls('trigger-long-running-operation')).toHaveLength(1);
    expect(proxy.calls('trigger-long-running-operation')[0]!.params?.arguments).toEqual({
      duration: 600,
      steps: 600,
    });
    await running.getByRole('button', { name: 'Stop' }).click();
    await expect(console.timelineCard(tool, 'interrupted')).toBeVisible();
    expect(proxy.calls('trigger-long-running-operation')).toHaveLength(1);
  } finally {
    await provider.close();
  }
});

test('after a reload with the server gone, the waiting call keeps its tool and says the server is not connected', async ({
  page,
}) => {
  const tool = 'gone__trigger-long-running-operation';
  const { console, settings, provider } = await openConsoleWithMcp(
    page,
    [{ text: 'Starting.', calls: [{ id: 'call_long', name: tool, args: { duration: 600, steps: 600 } }] }],
    { url: proxy.url, name: 'gone' },
    'gone__echo',
  );
  try {
    await sendMessage(page, 'Run the long operation.');
    await console.openPending(tool);
    await expect.poll(() => storedCallStatus(page, tool)).toBe('pending');
    await everything.stop();
    await page.reload();

    await console.openPending(tool);
    const review = console.reviewCard(tool, 'pending');
    await expect(review.getByText(/^Cannot approve now: gone is not connected/)).toBeVisible();
    await expect(console.pendingItem(tool)).not.toContainText('unknown tool');
    await expect(console.button('Approve')).toBeDisabled();

    everything = await startEverythingServer(everything.port);
    await settings.open();
    await settings.server('gone').getByRole('button', { name: 'Reconnect' }).click();
    await settings.expectConnected('gone', 'gone__echo');
    await console.goTo('Console');
    await console.openPending(tool);
    await console.button('Approve').click();
    const running = console.timelineCard(tool, 'executing');
    await expect(running.getByRole('progressbar')).toBeVisible();
    expect(proxy.calls('trigger-long-running-operation')).toHaveLength(1);
    await running.getByRole('button', { name: 'Stop' }).click();
    await expect(console.timelineCard(tool, 'interrupted')).toBeVisible();
  } finally {
    await provider.close();
  }
});
