import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { AuditPage } from './pages/audit-page.ts';
import { RulesPage } from './pages/rules-page.ts';
import { openConsoleWithMcp } from './support/mcp-journey.ts';
import type { ServerProcess } from './support/mcp-processes.ts';
import { startFilesystemServer } from './support/mcp-processes.ts';
import type { RecordingProxy } from './support/mcp-recording-proxy.ts';
import { startRecordingProxy } from './support/mcp-recording-proxy.ts';

let folder: string;
let files: ServerProcess;
let proxy: RecordingProxy;

test.beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'toolgate-hand-'));
  files = await startFilesystemServer(folder, { cors: true });
  proxy = await startRecordingProxy(files.url);
});

test.afterEach(async () => {
  await proxy.close();
  await files.stop();
  await rm(folder, { recursive: true, force: true });
});

test('the operator calls write_file by hand: a deny rule blocks it before it runs, an allowed path writes once, and the log says operator-initiated', async ({
  page,
}, testInfo) => {
  const tool = 'files__write_file';
  const { console, settings, provider } = await openConsoleWithMcp(
    page,
    [],
    { url: proxy.url, name: 'files' },
    tool,
  );
  try {
    const rules = new RulesPage(page);
    await rules.open();
    await rules.create({
      effect: 'deny',
      tool,
      conditions: [{ path: 'path', kind: 'matches glob', value: `${folder}/secret/**` }],
      message: 'Nothing is written under secret.',
    });

    await settings.open();
    await settings
      .server('files')
      .getByRole('button', { name: `Call ${tool} yourself` })
      .click();
    const review = console.reviewCard(tool, 'pending');
    await expect(review).toBeVisible();
    await expect(review.getByText('operator-initiated')).toBeVisible();

    const secret = path.join(folder, 'secret', 'plan.txt');
    await console.argument('path').fill(secret);
    await console.argument('content').fill('Written by hand.');
    await expect(review.getByText(/^Cannot approve: Denied by rule 1/)).toBeVisible();
    await expect(console.button('Approve')).toBeDisabled();
    await console.screenshot(testInfo, 'hand-call-denied-before-it-runs');
    expect(proxy.calls('write_file')).toHaveLength(0);

    const allowed = path.join(folder, 'notes.txt');
    await console.argument('path').fill(allowed);
    await expect(console.button('Approve')).toBeEnabled();
    await console.button('Approve').click();
    await console.approvalConfirmation.getByRole('button', { name: `Approve ${tool}` }).click();

    const done = console.timelineCard(tool, 'executed');
    await expect(done).toBeVisible();
    expect(await readFile(allowed, 'utf8')).toBe('Written by hand.');
    await expect(stat(path.join(folder, 'secret'))).rejects.toThrow();
    expect(proxy.calls('write_file').map((call) => call.params?.arguments)).toEqual([
      { path: allowed, content: 'Written by hand.' },
    ]);
    await expect(page.getByRole('heading', { name: 'Operator, by hand' })).toBeVisible();

    // Kept out of the conversation until the operator adds it; no model turn starts either way.
    await expect(done.getByText('Kept out of the conversation')).toBeVisible();
    await done.getByRole('button', { name: 'Add the result to the conversation' }).click();
    await expect(page.getByText(`I ran ${tool} myself`)).toBeVisible();
    await console.screenshot(testInfo, 'hand-call-result-added');
    expect(provider.requests).toHaveLength(0);

    // A built-in tool is called the same way, from the console.
    await console.showDecisions();
    await page.getByText('Call a tool yourself').click();
    await page.getByRole('combobox', { name: 'Tool', exact: true }).selectOption('read_record');
    await page.getByRole('button', { name: 'Open its form' }).click();
    await expect(console.reviewCard('read_record', 'pending').getByText('operator-initiated')).toBeVisible();
    await console.button('Approve').click();
    await expect(console.timelineCard('read_record', 'executed')).toBeVisible();
    expect(provider.requests).toHaveLength(0);

    const audit = new AuditPage(page);
    await audit.open();
    await expect(audit.entries('read_record', 'operator-initiated')).toHaveCount(1);
    await expect(audit.entries(tool, 'operator-initiated')).toHaveCount(1);
    await expect(audit.entries(tool, 'executed')).toHaveCount(1);
    expect(proxy.calls('write_file')).toHaveLength(1);
  } finally {
    await provider.close();
  }
});
