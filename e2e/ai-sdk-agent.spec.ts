import { expect, test } from '@playwright/test';
import { AiSdkRoutesPage } from './pages/ai-sdk-routes-page.ts';
import type { RunningAiSdkAgent } from './support/ai-sdk-agent.ts';
import { startAiSdkAgent } from './support/ai-sdk-agent.ts';

// A real AI SDK 7 route (e2e/agents/ai-sdk) with two tools that need approval and one that runs freely.

let route: RunningAiSdkAgent | undefined;
test.afterEach(async () => {
  await route?.close();
  route = undefined;
});

const reason = 'Keep the draft until finance signs off.';

type ToolPart = { type: string; state: string; approval?: { approved?: boolean; reason?: string } };
/** The chat requests the route received, leaving out Connect's check (an empty chat). */
const chats = async (agent: RunningAiSdkAgent) =>
  (await agent.record()).requests.filter((body) => body.messages.length > 0);

const toolParts = (body: { messages: readonly Record<string, unknown>[] }) =>
  ((body.messages.at(-1)?.parts ?? []) as ToolPart[]).filter((part) => part.type.startsWith('tool-'));

test('both approval requests wait; one declined with a reason and one approved go back in one request, and the route runs only the approved tool', async ({
  page,
}, testInfo) => {
  route = await startAiSdkAgent();
  const routes = new AiSdkRoutesPage(page);
  const console = routes.console;
  const entry = await routes.connect(route.url, 'clean-up');
  await expect(entry).toContainText('Reachable: an AI SDK chat route.');
  await routes.startChat('clean-up', 'Tidy up after the refund of order 1042.');
  await console.showDecisions();
  await expect(console.pendingItem('send_email')).toBeVisible();
  await expect(console.pendingItem('delete_record')).toBeVisible();

  await console.openPending('delete_record');
  await expect(console.review).toContainText('cannot be edited here');
  await console.screenshot(testInfo, 'ai-sdk-review');
  await console.declineOpenCall(reason);
  await console.openPending('send_email');
  await console.approveUnknownTier();

  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  await expect(console.timelineCard('delete_record', 'declined')).toBeVisible();
  await expect(console.timeline).toContainText(`"${reason}"`);
  const record = await route.record();
  const requests = await chats(route);
  expect(requests).toHaveLength(2);
  expect(
    toolParts(requests[1]!).map((part) => [
      part.type,
      part.state,
      part.approval?.approved,
      part.approval?.reason,
    ]),
  ).toEqual([
    ['tool-lookup_order', 'output-available', undefined, undefined],
    ['tool-send_email', 'approval-responded', true, undefined],
    ['tool-delete_record', 'approval-responded', false, reason],
  ]);
  expect(record.executions.map((run) => run.tool)).toEqual(['lookup_order', 'send_email']);
  expect(record.repeats).toEqual([]);
  await console.screenshot(testInfo, 'ai-sdk-answered');
});

test('an answer a reload cut off shows perhaps sent and goes again only on Retry; the tool runs at most once', async ({
  page,
}, testInfo) => {
  route = await startAiSdkAgent();
  const routes = new AiSdkRoutesPage(page);
  const console = routes.console;
  let hold = true;
  // The follow-up leaves the page and never arrives: the reload comes first.
  await page.route(`${route.url}`, async (request) => {
    const body = request.request().postData() ?? '';
    if (hold && body.includes('approval-responded')) return;
    await request.continue();
  });
  await routes.connect(route.url, 'clean-up');
  await routes.startChat('clean-up', 'Tidy up after the refund of order 1042.');
  await console.showDecisions();
  const panel = page.getByRole('region', { name: 'AI SDK chat' });
  await expect(panel).toContainText(`With clean-up ${route.url}`);
  await expect(panel).toContainText('Waiting for your 2 decisions');
  await console.openPending('delete_record');
  await console.declineOpenCall(reason);
  await console.openPending('send_email');
  await console.approveUnknownTier();
  const card = console.timelineCard('send_email', 'executing');
  await expect(card).toBeVisible();

  await page.reload();
  await console.showDecisions();
  await expect(card).toContainText('Perhaps sent');
  await expect(panel.getByRole('alert')).toContainText(
    'Your answer to the route may have been sent: the page was reloaded before the route replied.',
  );
  await console.screenshot(testInfo, 'ai-sdk-chat-perhaps-sent');
  expect(await chats(route)).toHaveLength(1);

  hold = false;
  await card.getByRole('button', { name: 'Retry sending' }).dblclick();
  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  const record = await route.record();
  expect(await chats(route)).toHaveLength(2);
  expect(record.executions.filter((run) => run.tool === 'send_email')).toHaveLength(1);
  expect(record.executions.filter((run) => run.tool === 'delete_record')).toHaveLength(0);
});

test('a route that does not allow this page by CORS is named as such, with the headers it must send', async ({
  page,
}, testInfo) => {
  route = await startAiSdkAgent(['http://allowed.example']);
  const routes = new AiSdkRoutesPage(page);
  const entry = await routes.connect(route.url, 'elsewhere');
  const alert = entry.getByRole('alert');
  await expect(alert).toContainText('answers, but not to this page: its CORS headers do not allow');
  await expect(alert).toContainText('Access-Control-Allow-Headers: Content-Type');
  await alert.scrollIntoViewIfNeeded();
  await routes.console.screenshot(testInfo, 'ai-sdk-route-cors');
});

test('a second tab sees the approvals answered in the first, and the route hears them once', async ({
  context,
}) => {
  route = await startAiSdkAgent();
  const first = new AiSdkRoutesPage(await context.newPage());
  await first.connect(route.url, 'clean-up');
  await first.startChat('clean-up', 'Tidy up after the refund of order 1042.');
  await first.console.showDecisions();
  await expect(first.console.pendingItem('delete_record')).toBeVisible();

  const second = new AiSdkRoutesPage(await context.newPage());
  await second.console.open();
  // The chat is what the second tab opens: the demo's own send_email is not what it shows.
  await expect(
    second.page.getByText('clean-up: Tidy up after the refund of order 1042.').first(),
  ).toBeVisible();
  await second.console.showDecisions();
  await expect(second.console.pendingItem('delete_record')).toBeVisible();

  await first.console.openPending('delete_record');
  await first.console.declineOpenCall(reason);
  await first.console.openPending('send_email');
  await first.console.approveUnknownTier();
  await expect(first.console.timelineCard('send_email', 'executed')).toBeVisible();

  await expect(second.console.timelineCard('send_email', 'executed')).toBeVisible();
  await expect(second.console.timelineCard('delete_record', 'declined')).toBeVisible();
  await expect(second.console.pendingItem('send_email')).toHaveCount(0);
  expect(await chats(route)).toHaveLength(2);
  expect((await route.record()).executions.filter((run) => run.tool === 'send_email')).toHaveLength(1);
});

test('a route that needs a token refuses the check and the chat without it, worded with the status; with it the thread runs', async ({
  page,
}, testInfo) => {
  const token = 'route-token-5f2a9c';
  route = await startAiSdkAgent([], { token });
  const routes = new AiSdkRoutesPage(page);
  const entry = await routes.connect(route.url, 'guarded');
  await expect(entry.getByRole('alert')).toContainText(
    `${route.url} refused a request without a token: it answered 401`,
  );
  await routes.startChat('guarded', 'Tidy up after the refund of order 1042.');
  await expect(routes.console.timeline).toContainText(
    `failed: Not taken by the route: ${route.url} refused a request without a token: it answered 401`,
  );
  await routes.console.goTo('Agents');

  await routes.connectHere(route.url, 'guarded', 'not-the-token');
  await expect(entry.getByRole('alert')).toContainText(`${route.url} refused the token: it answered 403`);
  await entry.getByRole('alert').scrollIntoViewIfNeeded();
  await routes.console.screenshot(testInfo, 'ai-sdk-route-token-refused');

  await routes.connectHere(route.url, 'guarded', token);
  await expect(entry).toContainText('Reachable: an AI SDK chat route.');
  // The token is not shown back, and is kept out of what the page lists of its routes.
  await expect(routes.connectForm.getByLabel(/Authorization/)).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('toolgate.aiSdkRoutes'))).not.toContain(token);

  await routes.startChat('guarded', 'Tidy up after the refund of order 1042.');
  const console = routes.console;
  await console.showDecisions();
  await console.openPending('delete_record');
  await console.declineOpenCall(reason);
  await console.openPending('send_email');
  await console.approveUnknownTier();
  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  // Both chat requests carried the token: the route took them and ran the approved tool once.
  const record = await route.record();
  expect(await chats(route)).toHaveLength(2);
  expect(record.executions.map((run) => run.tool)).toEqual(['lookup_order', 'send_email']);
});

test('a route’s entry says whether it sends a token and where it is kept, and a new tab names the token it no longer has', async ({
  page,
}, testInfo) => {
  const token = 'route-token-7d1e04';
  route = await startAiSdkAgent([], { token });
  const routes = new AiSdkRoutesPage(page);
  const entry = await routes.connect(route.url, 'guarded');
  await expect(entry).toContainText('Sends no headers of its own.');
  await routes.connectHere(route.url, 'guarded', token);
  await expect(entry).toContainText('Reachable: an AI SDK chat route.');
  await expect(entry).toContainText(
    "Sends Authorization, kept for this tab's session (a new tab asks again).",
  );
  await expect(entry).not.toContainText(token);

  const other = new AiSdkRoutesPage(await page.context().newPage());
  await other.console.open();
  await other.console.goTo('Agents');
  await expect(other.route('guarded')).toContainText(
    "Authorization was kept for a tab's session that has ended: its requests go without it. Connect the route again with it.",
  );
  await other.route('guarded').scrollIntoViewIfNeeded();
  await other.console.screenshot(testInfo, 'ai-sdk-route-token-lost');
  // The tab that has it still says where it is kept; the new tab, given the token again, has it too.
  await expect(entry).toContainText("Sends Authorization, kept for this tab's session");
  await other.connectHere(route.url, 'guarded', token);
  await expect(other.route('guarded')).toContainText(
    "Sends Authorization, kept for this tab's session (a new tab asks again).",
  );
  await expect(other.route('guarded')).toContainText('Reachable: an AI SDK chat route.');
});

test('Stop ends the route’s answer mid-run: what arrived stays, the approval request still waits, and deciding it goes on once', async ({
  page,
}, testInfo) => {
  route = await startAiSdkAgent();
  const routes = new AiSdkRoutesPage(page);
  const console = routes.console;
  await routes.connect(route.url, 'clean-up');
  // The route's model pauses after send_email's approval request, inside delete_record's input.
  await route.hold();
  await routes.startChat('clean-up', 'Tidy up after the refund of order 1042.');
  await console.showDecisions();
  await expect(console.pendingItem('send_email')).toBeVisible();
  const stop = page.getByRole('banner').getByRole('button', { name: 'Stop', exact: true });
  await expect(stop).toBeEnabled();
  await stop.click();

  await expect(console.timeline).toContainText('cut off: Stopped by the operator.');
  const stopped = console.timelineCard('delete_record', 'interrupted');
  await expect(stopped).toContainText('Stopped by the operator. Its input was still arriving');
  // Nothing here offers to run a stopped call of the route again, and it is the route's tool, of unknown tier,
  // not this page's delete_record.
  await expect(stopped.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(stopped).toContainText('unknown tier');
  await expect(stopped).not.toContainText('destructive');
  await expect(console.pendingItem('send_email')).toBeVisible();
  await expect(stop).toBeDisabled();
  await console.screenshot(testInfo, 'ai-sdk-stopped');

  await console.openPending('send_email');
  await console.approveUnknownTier();
  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  await expect(console.timeline).toContainText('send_email ran:');
  const record = await route.record();
  const requests = await chats(route);
  expect(requests).toHaveLength(2);
  // The calls stopped before the route started them are not asked for again; send_email's answer went once.
  expect(toolParts(requests[1]!).map((part) => [part.type, part.state])).toEqual([
    ['tool-send_email', 'approval-responded'],
  ]);
  expect(record.executions.filter((run) => run.tool === 'lookup_order')).toHaveLength(0);
  expect(record.executions.filter((run) => run.tool === 'send_email')).toHaveLength(1);
  expect(record.executions.filter((run) => run.tool === 'delete_record')).toHaveLength(0);
});

test('a route’s tools are of unknown tier until given one on its entry, and the queue then shows the tier given', async ({
  page,
}, testInfo) => {
  route = await startAiSdkAgent();
  const routes = new AiSdkRoutesPage(page);
  const console = routes.console;
  await routes.connect(route.url, 'clean-up');
  await routes.startChat('clean-up', 'Tidy up after the refund of order 1042.');
  await console.showDecisions();
  await expect(console.pendingItem('send_email')).toHaveAccessibleName(
    /^send_email, unknown tier, remote tool/,
  );

  await console.goTo('Agents');
  await expect(routes.toolTier('clean-up', 'delete_record')).toHaveValue('');
  await routes.toolTier('clean-up', 'send_email').selectOption({ label: 'write' });
  await expect(routes.toolTier('clean-up', 'send_email')).toHaveValue('write');
  await routes.route('clean-up').scrollIntoViewIfNeeded();
  await console.screenshot(testInfo, 'ai-sdk-route-tool-tiers');

  await console.goTo('Console');
  await console.showDecisions();
  await expect(console.pendingItem('send_email')).toHaveAccessibleName(/^send_email, write, remote tool/);
  await expect(console.pendingItem('delete_record')).toHaveAccessibleName(
    /^delete_record, unknown tier, remote tool/,
  );
});
