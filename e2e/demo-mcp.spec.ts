import { expect, test, type Page } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { ConsolePage } from './pages/console-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import type { ServerProcess } from './support/mcp-processes.ts';
import { startEverythingServer } from './support/mcp-processes.ts';
import type { RecordingProxy } from './support/mcp-recording-proxy.ts';
import { startRecordingProxy } from './support/mcp-recording-proxy.ts';
import { storedMessagesContain } from './support/stored-conversation.ts';

const demoDataUri = 'data:text/plain,Hello%20from%20the%20Toolgate%20demo';
let everything: ServerProcess;
let proxy: RecordingProxy;

test.beforeEach(async () => {
  everything = await startEverythingServer();
  proxy = await startRecordingProxy(everything.url);
});

test.afterEach(async () => {
  await proxy.close();
  await everything.stop();
});

/** The demo (no key, no provider) with server-everything connected, started afresh so it tries the server first. */
async function demoWithEverything(page: Page, trusted: boolean): Promise<ConsolePage> {
  const console = new ConsolePage(page);
  await console.open();
  // The demo's own case waits on send_email: no turn is under way while the server is added.
  await console.demoSettled();
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.addMcpServer({ url: proxy.url, name: 'everything', trusted });
  await settings.expectConnected('everything', 'everything__gzip-file-as-resource');
  await console.goTo('Console');
  await console.startNewDemo();
  return console;
}

test('with no key, the demo runs a read-only MCP tool of a trusted server and proposes a write the operator edits; the server gets the edit once', async ({
  page,
}, testInfo) => {
  const console = await demoWithEverything(page, true);
  await expect(console.timelineCard('everything__echo', 'executed')).toBeVisible();
  expect(proxy.calls('echo').map((call) => call.params?.arguments)).toEqual([
    { message: 'Hello from the Toolgate demo' },
  ]);

  const write = 'everything__gzip-file-as-resource';
  await console.openPending(write);
  expect(proxy.calls('gzip-file-as-resource')).toHaveLength(0);
  await expect(console.argument('data')).toHaveValue(demoDataUri);
  await console.argument('name').fill('toolgate-notes.txt.gz');
  await expect(console.review.getByRole('region', { name: 'Changes' })).toContainText(
    '"name": "toolgate-notes.txt.gz"',
  );
  await console.screenshot(testInfo, 'demo-proposes-an-mcp-write');
  await console.button('Approve').click();

  // The demo's case goes on after the server's calls, and waits on send_email again.
  await console.demoSettled();
  const audit = new AuditPage(page);
  await audit.open();
  await expect(audit.entries(write, 'name "README.md.gz" → "toolgate-notes.txt.gz"')).toHaveCount(1);
  // The demo's next turn says what the server's calls did, the operator's edit included.
  await expect
    .poll(() =>
      storedMessagesContain(
        page,
        'You changed name from “README.md.gz” to “toolgate-notes.txt.gz” before approving gzip-file-as-resource',
      ),
    )
    .toBe(true);
  expect(proxy.calls('gzip-file-as-resource').map((call) => call.params?.arguments)).toEqual([
    { name: 'toolgate-notes.txt.gz', data: demoDataUri, outputType: 'resourceLink' },
  ]);
  expect(proxy.calls('echo')).toHaveLength(1);
});

test('on an untrusted server the demo’s read-only MCP call waits for the operator', async ({ page }) => {
  const console = await demoWithEverything(page, false);
  await console.openPending('everything__echo');
  await expect(console.pendingItem('everything__gzip-file-as-resource')).toBeVisible();
  expect(proxy.calls('echo')).toHaveLength(0);
  await console.button('Approve').click();
  await expect(console.timelineCard('everything__echo', 'executed')).toBeVisible();
  expect(proxy.calls('echo')).toHaveLength(1);
});
