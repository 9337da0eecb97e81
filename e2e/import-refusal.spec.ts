import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page.ts';
import { ConversationsPage } from './pages/conversations-page.ts';
import { watchConsoleErrors } from './support/console-errors.ts';
import { demoWait } from './support/waits.ts';

/** The loose shape of an export file's JSON that these tests change. */
interface FileCall {
  [key: string]: unknown;
}
interface FilePart {
  [key: string]: unknown;
  call: FileCall;
}
interface FileMessage {
  [key: string]: unknown;
  id: string;
  parts: FilePart[];
}
interface FileConversation {
  [key: string]: unknown;
  messages: FileMessage[];
}

/** An export file of one small conversation, with `change` applied to it. */
function exportFile(change: (conversation: FileConversation) => void = () => undefined): string {
  const conversation = {
    id: 'conv_file',
    title: 'From a file',
    createdAt: 0,
    systemPrompt: '',
    messages: [
      {
        id: 'msg_1',
        role: 'user',
        createdAt: 1,
        status: 'complete',
        parts: [{ id: 'part_1', kind: 'text', pruning: 'auto', text: 'Hello from the file' }],
      },
      {
        id: 'msg_2',
        role: 'model',
        createdAt: 2,
        status: 'complete',
        parts: [
          {
            id: 'part_2',
            kind: 'tool-call',
            pruning: 'auto',
            call: {
              id: 'call_1',
              name: 'read_record',
              rawArguments: '{}',
              args: {},
              modifiedArgs: {},
              status: 'pending',
            },
          },
        ],
      },
    ],
  } as FileConversation;
  change(conversation);
  return JSON.stringify({ format: 'toolgate-conversation', version: 1, exportedAt: 0, conversation });
}

test('malformed imports are refused with the reason; the open conversation and the app keep working', async ({
  page,
}, testInfo) => {
  const errors = watchConsoleErrors(page);
  const console = new ConsolePage(page);
  const conversations = new ConversationsPage(page);
  await console.open();
  // The demo paces its stream like a model; on a busy machine its first turns take a while.
  await expect(console.pendingItem('send_email')).toBeVisible({ timeout: demoWait });
  const title = await page.getByRole('heading', { level: 1 }).innerText();

  const cases: readonly [string, (conversation: FileConversation) => void, RegExp][] = [
    ['never.json', (c) => (c.messages[0]!.createdAt = 'never'), /messages\/0\/createdAt must be number/],
    ['no-draft.json', (c) => delete c.messages[1]!.parts[0]!.call.modifiedArgs, /"modifiedArgs" is missing/],
    ['duplicate-message.json', (c) => (c.messages[1]!.id = 'msg_1'), /message id "msg_1" is used twice/],
  ];
  for (const [name, change, reason] of cases) {
    const status = await conversations.importRefused(name, exportFile(change));
    await expect(status).toContainText(reason);
    if (name === 'never.json') await console.screenshot(testInfo, 'import-refused');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }

  // A reload still opens the conversation that was there, with its pending call.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(console.pendingItem('send_email')).toBeVisible({ timeout: demoWait });

  // A whole file is imported, listed with the conversation that was there, and either can be reopened.
  await expect(await conversations.importFile('good.json', exportFile())).toContainText('Imported good.json');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('From a file');
  await conversations.open();
  await expect(conversations.row('From a file')).toContainText('2');
  await console.screenshot(testInfo, 'conversations');
  await conversations
    .row(title)
    .getByRole('button', { name: `Open ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(console.pendingItem('send_email')).toBeVisible();
  expect(errors).toEqual([]);
});
