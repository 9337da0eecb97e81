import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ServerProcess } from './support/mcp-processes.ts';
import { startFilesystemServer } from './support/mcp-processes.ts';
import type { RecordingProxy } from './support/mcp-recording-proxy.ts';
import { startRecordingProxy } from './support/mcp-recording-proxy.ts';
import type { MockProviderServer } from './support/mock-provider-server.ts';
import { openConsoleWithMcp, sendMessage } from './support/mcp-journey.ts';

let folder: string;
let files: ServerProcess;
let proxy: RecordingProxy;
let provider: MockProviderServer | undefined;

test.beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'toolgate-mcp-'));
  files = await startFilesystemServer(folder, { cors: true });
  proxy = await startRecordingProxy(files.url);
});

test.afterEach(async () => {
  await provider?.close();
  provider = undefined;
  await proxy.close();
  await files.stop();
  await rm(folder, { recursive: true, force: true });
});

test('write_file: the operator edits the content and approves; the file holds exactly that, written once', async ({
  page,
}) => {
  const target = path.join(folder, 'note.txt');
  const edited = 'Edited by the operator.\nSecond line, <b>kept</b> as text.';
  const opened = await openConsoleWithMcp(
    page,
    [
      {
        text: 'Writing the note.',
        calls: [
          {
            id: 'call_write',
            name: 'files__write_file',
            args: { path: target, content: 'Draft from the model.' },
          },
        ],
      },
      { text: 'The note is written.' },
    ],
    { url: proxy.url, name: 'files', trusted: true },
    'files__write_file',
  );
  provider = opened.provider;
  const { console } = opened;
  // An allow rule for the tool, as migrating an always-approve policy stores it (no second confirmation for
  // destructive calls): it must not let a destructive call run unasked.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('toolgate-tools');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('rules')) {
            reject(new Error('The tools database has no rules table.'));
            return;
          }
          const now = Date.now();
          const transaction = database.transaction(['rules', 'ruleSettings'], 'readwrite');
          transaction.objectStore('rules').put({
            id: 'rule-seeded-write-file',
            number: 1,
            position: 0,
            match: { sources: [], tool: 'files__write_file', conditions: [] },
            effect: 'allow',
            scope: { kind: 'always' },
            status: 'active',
            createdAt: now,
            updatedAt: now,
          });
          transaction.objectStore('ruleSettings').put({ key: 'nextNumber', value: 2 });
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );

  await sendMessage(page, 'Write the note.');
  await console.openPending('files__write_file');
  const card = console.reviewCard('files__write_file', 'pending');
  await expect(
    card.getByText('Trusted server: readOnlyHint false and destructiveHint true make it destructive.'),
  ).toBeVisible();
  expect(proxy.calls('write_file')).toHaveLength(0);
  await console.argument('content').fill(edited);
  await console.button('Approve').click();
  await page
    .getByRole('dialog', { name: 'Confirm approval' })
    .getByRole('button', { name: 'Approve files__write_file' })
    .click();

  await expect(page.getByText('The note is written.')).toBeVisible();
  expect(await readFile(target, 'utf8')).toBe(edited);
  const calls = proxy.calls('write_file');
  expect(calls).toHaveLength(1);
  expect(calls[0]!.params?.arguments).toEqual({ path: target, content: edited });
  const told = JSON.stringify(provider.requests[1]!.body);
  expect(told).toContain('Successfully wrote to');
  expect(told).toContain('The operator modified the arguments before running this call: content:');
});
