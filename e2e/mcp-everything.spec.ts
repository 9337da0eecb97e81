import { expect, test, type Page } from '@playwright/test';
import { SettingsPage } from './pages/settings-page.ts';
import type { MockProviderServer, MockTurn } from './support/mock-provider-server.ts';
import { openConsoleWithMcp, sendMessage } from './support/mcp-journey.ts';
import type { ServerProcess } from './support/mcp-processes.ts';
import { startEverythingServer } from './support/mcp-processes.ts';
import type { RecordingProxy } from './support/mcp-recording-proxy.ts';
import { startRecordingProxy } from './support/mcp-recording-proxy.ts';

let everything: ServerProcess;
let proxy: RecordingProxy;
let provider: MockProviderServer | undefined;

test.beforeEach(async () => {
  everything = await startEverythingServer();
  proxy = await startRecordingProxy(everything.url);
});

test.afterEach(async () => {
  await provider?.close();
  provider = undefined;
  await proxy.close();
  await everything.stop();
});

/** Opens the console on the scripted model with the everything server connected under `name`. */
async function setUp(page: Page, turns: readonly MockTurn[], name: string, trusted: boolean) {
  const opened = await openConsoleWithMcp(page, turns, { url: proxy.url, name, trusted }, `${name}__echo`);
  provider = opened.provider;
  return opened.console;
}

const echoTurns = (name: string): MockTurn[] => [
  {
    text: 'Echoing.',
    calls: [{ id: 'call_echo', name: `${name}__echo`, args: { message: 'hello <b>MCP</b>' } }],
  },
  { text: 'The server echoed it.' },
];

test('echo on a trusted server runs without asking', async ({ page }) => {
  const console = await setUp(page, echoTurns('trusted'), 'trusted', true);
  await sendMessage(page, 'Echo hello.');
  await expect(console.timelineCard('trusted__echo', 'executed')).toBeVisible();
  await expect(page.getByText('The server echoed it.')).toBeVisible();
  expect(proxy.calls('echo')).toHaveLength(1);
  const results = JSON.stringify(provider!.requests[1]!.body);
  expect(results).toContain('Echo: hello <b>MCP</b>');
  await console.timelineCard('trusted__echo', 'executed').getByRole('button', { name: 'Details' }).click();
  const card = console.reviewCard('trusted__echo', 'executed');
  await expect(card.getByText('Trusted server: readOnlyHint true makes it read-only.')).toBeVisible();
  await expect(card.getByText('Echo: hello <b>MCP</b>')).toBeVisible();
});

test('echo on an untrusted server waits for the operator', async ({ page }) => {
  const console = await setUp(page, echoTurns('untrusted'), 'untrusted', false);
  await sendMessage(page, 'Echo hello.');
  await console.openPending('untrusted__echo');
  const card = console.reviewCard('untrusted__echo', 'pending');
  await expect(card.getByText(/Untrusted server: its hints cannot make a tool read-only/)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Annotations' }).getByText('readOnlyHint: true')).toBeVisible();
  expect(proxy.calls('echo')).toHaveLength(0);
  await console.button('Approve').click();
  await expect(page.getByText('The server echoed it.')).toBeVisible();
  expect(proxy.calls('echo')).toHaveLength(1);
});

test('a long-running tool shows progress; Stop interrupts it and the server is told', async ({ page }) => {
  const tool = 'slow__trigger-long-running-operation';
  // Ten minutes: no machine, however busy, finishes it before the journey acts on it while it runs.
  const console = await setUp(
    page,
    [{ text: 'Starting.', calls: [{ id: 'call_long', name: tool, args: { duration: 600, steps: 600 } }] }],
    'slow',
    true,
  );
  await sendMessage(page, 'Run the long operation.');
  const card = console.timelineCard(tool, 'executing');
  await expect(card).toBeVisible();
  const progress = card.getByRole('progressbar', { name: `Progress of ${tool}` });
  await expect(progress).toBeVisible();
  await expect(card.getByText(/^\d+ of 600$/)).toBeVisible();
  await card.getByRole('button', { name: 'Stop' }).click();
  const stopped = console.timelineCard(tool, 'interrupted');
  await expect(stopped).toBeVisible();
  const request = proxy.calls('trigger-long-running-operation')[0]!;
  await expect
    .poll(() =>
      proxy.messages.some(
        (message) => message.method === 'notifications/cancelled' && message.params?.requestId === request.id,
      ),
    )
    .toBe(true);
  expect(proxy.calls('trigger-long-running-operation')).toHaveLength(1);
});

test('an elicitation during a call: the form is filled and accepted, and the result carries the values', async ({
  page,
}) => {
  const tool = 'ask__trigger-elicitation-request';
  const console = await setUp(
    page,
    [{ text: 'Asking.', calls: [{ id: 'call_ask', name: tool, args: {} }] }, { text: 'Thanks.' }],
    'ask',
    true,
  );
  await sendMessage(page, 'Ask me.');
  await console.openPending(tool);
  await console.button('Approve').click();
  const asks = console.review.getByRole('region', { name: 'The server asks' });
  await expect(asks).toBeVisible();
  await expect(asks.getByText('Please provide inputs for the following fields:')).toBeVisible();
  await asks.getByLabel('name', { exact: true }).fill('Ada Lovelace');
  await asks.getByLabel('email', { exact: true }).fill('ada@example.com');
  await asks.getByRole('button', { name: 'Accept' }).click();
  await expect(console.reviewCard(tool, 'executed')).toBeVisible();
  await expect(
    console
      .reviewCard(tool, 'executed')
      .getByText(/Ada Lovelace/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Thanks.')).toBeVisible();
  expect(JSON.stringify(provider!.requests[1]!.body)).toContain('Ada Lovelace');
});

test('a reload while an MCP call runs leaves it interrupted and never sends it again', async ({ page }) => {
  const tool = 'slow__trigger-long-running-operation';
  // Ten minutes: no machine, however busy, finishes it before the journey acts on it while it runs.
  const console = await setUp(
    page,
    [{ text: 'Starting.', calls: [{ id: 'call_long', name: tool, args: { duration: 600, steps: 600 } }] }],
    'slow',
    true,
  );
  await sendMessage(page, 'Run the long operation.');
  const running = console.timelineCard(tool, 'executing');
  // Progress means the server is running it: the reload comes after the call went out.
  await expect(running.getByRole('progressbar')).toBeVisible();
  await page.reload();
  await expect(console.timelineCard(tool, 'interrupted')).toBeVisible();
  await expect(
    console.timelineCard(tool, 'interrupted').getByText(/the page was reloaded while it ran/),
  ).toBeVisible();
  // The server comes back connected after the reload; the call is still not sent again.
  await new SettingsPage(page).open();
  await new SettingsPage(page).expectConnected('slow', 'slow__echo');
  expect(proxy.calls('trigger-long-running-operation')).toHaveLength(1);
});
