import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startChangingMcpServer } from './support/changing-mcp-server.ts';
import { openConsoleWithMcp, sendMessage } from './support/mcp-journey.ts';
import { startEverythingServer, startFilesystemServer } from './support/mcp-processes.ts';
import { startRecordingProxy } from './support/mcp-recording-proxy.ts';
import { demoWait } from './support/waits.ts';

test('a 401 says what the server asked for; the corrected header connects', async ({ page }) => {
  const everything = await startEverythingServer();
  const proxy = await startRecordingProxy(everything.url, { bearer: 'right-token-123' });
  const { settings, provider } = await openConsoleWithMcp(
    page,
    [],
    { url: proxy.url, name: 'guarded', headers: { Authorization: 'Bearer wrong-token-456' } },
    undefined,
  );
  try {
    const entry = settings.server('guarded');
    const alert = entry.getByRole('alert');
    await expect(alert).toContainText('wants authorization (HTTP 401)');
    await expect(alert).toContainText(
      'WWW-Authenticate: Bearer realm="toolgate-e2e", error="invalid_token", scope="tools"',
    );
    await expect(alert).not.toContainText('wrong-token-456');
    await entry.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit guarded' });
    await form.getByLabel('Header 1 value').fill('Bearer right-token-123');
    await form.getByRole('button', { name: 'Save and reconnect' }).click();
    await settings.expectConnected('guarded', 'guarded__echo');
    expect(await page.content()).not.toContain('right-token-123');
  } finally {
    await provider.close();
    await proxy.close();
    await everything.stop();
  }
});

test('a server without CORS headers: the message names the headers it must allow and expose', async ({
  page,
}) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'toolgate-mcp-'));
  const files = await startFilesystemServer(folder, { cors: false });
  const { settings, provider } = await openConsoleWithMcp(
    page,
    [],
    { url: files.url, name: 'nocors' },
    undefined,
  );
  try {
    const alert = settings.server('nocors').getByRole('alert');
    await expect(alert).toContainText("does not allow this page's origin (CORS)");
    await expect(alert).toContainText(
      'Access-Control-Allow-Headers: Content-Type, Accept, Authorization, Mcp-Session-Id',
    );
    await expect(alert).toContainText('Access-Control-Expose-Headers: Mcp-Session-Id');
    await page.reload();
    await settings.open();
    await expect(settings.server('nocors')).toBeVisible();
  } finally {
    await provider.close();
    await files.stop();
    await rm(folder, { recursive: true, force: true });
  }
});

test('the server dying mid-call fails the call with a clear message and keeps the conversation', async ({
  page,
}) => {
  const everything = await startEverythingServer();
  const tool = 'dying__trigger-long-running-operation';
  const { console, settings, provider } = await openConsoleWithMcp(
    page,
    [{ text: 'Starting.', calls: [{ id: 'call_long', name: tool, args: { duration: 600, steps: 600 } }] }],
    { url: everything.url, name: 'dying', trusted: true },
    'dying__echo',
  );
  try {
    await sendMessage(page, 'Run the long operation.');
    await expect(console.timelineCard(tool, 'executing').getByRole('progressbar')).toBeVisible();
    await everything.stop();
    const failed = console.timelineCard(tool, 'failed');
    await expect(failed).toBeVisible({ timeout: demoWait });
    await failed.getByRole('button', { name: 'Details' }).click();
    await expect(
      console
        .reviewCard(tool, 'failed')
        .getByText(/may or may not have finished on the server/)
        .first(),
    ).toBeVisible();
    await expect(page.getByText('Run the long operation.')).toBeVisible();
    await settings.open();
    await expect(settings.server('dying').getByRole('alert')).toContainText('Disconnected');
  } finally {
    await provider.close();
    await everything.stop();
  }
});

test("a tool list change reaches the server's tool list, with its tier, without a reload", async ({
  page,
}) => {
  const server = await startChangingMcpServer();
  const { settings, provider } = await openConsoleWithMcp(
    page,
    [],
    { url: server.url, name: 'changing', trusted: true },
    'changing__first_tool',
  );
  try {
    server.addTool('second_tool');
    await settings.open();
    const second = settings
      .server('changing')
      .getByRole('list', { name: 'Tools of changing' })
      .getByRole('listitem')
      .filter({ hasText: 'changing__second_tool' });
    await expect(second).toBeVisible();
    await expect(second).toContainText('read-only');
  } finally {
    await provider.close();
    await server.close();
  }
});
